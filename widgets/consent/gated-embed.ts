import { CONSENT_LOAD, embedAsk, embedSource } from '@domain/partner-code';
import type { ConsentCategory } from '@domain/partner-code';
import { warnOnce } from '@kit/warn';
import type { Gate } from './gate';

let asks = 0;

/**
 * A partner embed the editor wrote as `<iframe data-consent=... data-src=...>`: it has no
 * `src`, so nothing is fetched. A placeholder over it says what it loads and from which
 * host, with a "Load" button; its category's consent or the button loads it. Withdrawn, the
 * frame is replaced by an empty copy, which ends the partner's page, and the placeholder is back.
 */
export function gateEmbed(frame: HTMLIFrameElement, category: ConsentCategory): Gate | undefined {
  const doc = frame.ownerDocument;
  const source = embedSource(frame.dataset.src ?? '', doc.baseURI);
  if (!source) {
    warnOnce(
      `The embed's data-src "${frame.dataset.src ?? ''}" is no web address: it never loads.`,
    );
    return undefined;
  }
  let current = frame;
  const wrapper = doc.createElement('div');
  wrapper.className = 'mw-consent-embed';
  current.replaceWith(wrapper);
  wrapper.append(current);

  const ask = doc.createElement('div');
  ask.className = 'mw-consent-embed__ask';
  const text = doc.createElement('p');
  text.id = `mw-consent-ask-${(asks += 1)}`;
  text.textContent = embedAsk(frame.title || 'This embed', source.host, category);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'mw-button';
  button.textContent = CONSENT_LOAD;
  button.setAttribute('aria-describedby', text.id);
  ask.append(text, button);
  wrapper.append(ask);

  const load = () => {
    if (wrapper.hasAttribute('data-loaded')) return;
    const hadFocus = ask.contains(doc.activeElement);
    wrapper.setAttribute('data-loaded', '');
    ask.remove();
    current.src = source.url;
    if (hadFocus) current.focus();
  };
  button.addEventListener('click', load);

  return {
    category,
    allow: load,
    withdraw() {
      if (!wrapper.hasAttribute('data-loaded')) return false;
      const empty = current.cloneNode() as HTMLIFrameElement;
      empty.removeAttribute('src');
      current.replaceWith(empty);
      current = empty;
      wrapper.removeAttribute('data-loaded');
      wrapper.append(ask);
      return true;
    },
  };
}
