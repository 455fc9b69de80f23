import { defineBehaviour, opt } from '@kit';
import { FRAGMENT_FAILED_MESSAGE } from '@domain/fragments';
import type { FragmentResult } from '@stores/fragments';

/** How far below the fold a fragment starts loading, so it is there when the reader is. */
export const POSTLOAD_MARGIN = '400px 0px';

const NOTE_CLASS = 'mw-postload-note';

/** Runs `start` once the host nears the viewport; at once where the browser cannot tell. */
const whenNear = (host: HTMLElement, start: () => void): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: POSTLOAD_MARGIN },
  );
  observer.observe(host);
  return () => observer.disconnect();
};

/**
 * Fetches an HTML fragment of this site (`data-src`) into its element when the element nears
 * the viewport, sanitised. While it loads the element is `aria-busy`; if it fails, the
 * element's own content stays and a note says the rest could not load.
 */
export default defineBehaviour({
  options: {
    src: opt.string(),
  },
  connect(host, { src }) {
    let connected = true;
    const load = async () => {
      host.setAttribute('aria-busy', 'true');
      // The fetch and the sanitiser (DOMPurify, most of the bytes) come only when the element
      // nears the viewport: a reader who never scrolls to it never downloads them.
      const result: FragmentResult = await import('@stores/fragments').then(
        ({ loadFragment }) => loadFragment(src),
        // The note alone says it: the reason (a chunk that did not arrive) means nothing here.
        () => ({ status: 'failed', message: '' }),
      );
      if (!connected) return;
      host.removeAttribute('aria-busy');
      if (result.status === 'loaded') {
        host.innerHTML = result.html;
        host.dataset.postload = 'loaded';
        return;
      }
      host.dataset.postload = 'failed';
      const note = host.ownerDocument.createElement('p');
      note.className = NOTE_CLASS;
      note.setAttribute('role', 'status');
      note.textContent = `${FRAGMENT_FAILED_MESSAGE} ${result.message}`.trim();
      host.append(note);
    };
    const stop = whenNear(host, () => void load());
    return () => {
      connected = false;
      stop();
      host.removeAttribute('aria-busy');
    };
  },
});
