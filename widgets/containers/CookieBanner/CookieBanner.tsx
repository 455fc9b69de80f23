import { useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { $privacy, respondToPrivacy } from '@stores/privacy';
import type { PrivacyChoice } from '@stores/privacy';
import type { CookieBannerOptions } from './options';

const CHOICES: readonly { choice: PrivacyChoice; label: string }[] = [
  { choice: 'all', label: 'Accept all' },
  { choice: 'necessary', label: 'Necessary only' },
  { choice: 'decline', label: 'Decline' },
];

/**
 * The privacy choice. Not a modal: it sits at the bottom of the page and never blocks reading.
 * Once answered it is gone, and focus goes back where the reader was before entering it.
 */
export function CookieBanner({ options, host }: ContainerProps<CookieBannerOptions>): ReactNode {
  const { responded } = useStore($privacy);
  const cameFrom = useRef<HTMLElement | null>(null);

  if (responded) return null;

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  const answer = (choice: PrivacyChoice) => {
    const doc = host.ownerDocument;
    const back = cameFrom.current?.isConnected ? cameFrom.current : doc.querySelector('main');
    respondToPrivacy(choice);
    if (back instanceof HTMLElement) {
      if (back.tagName === 'MAIN' && !back.hasAttribute('tabindex')) back.tabIndex = -1;
      back.focus({ preventScroll: true });
    }
  };

  return (
    <section
      className="mw-cookie-banner mw-floating"
      aria-labelledby="mw-cookie-banner-title"
      onFocus={rememberOrigin}
    >
      <h2 id="mw-cookie-banner-title">Cookies, briefly</h2>
      {/* A phone shows the short sentence on one line above the buttons, so the banner stays
          low and off the page's own buttons; the stylesheet shows one sentence or the other. */}
      <p>
        <span className="mw-cookie-banner__long">
          We use a few cookies to keep your cart and your login, and, only if you agree, to count
          visits and show partner offers.
        </span>
        <span className="mw-cookie-banner__short">Cookies keep your cart and login.</span>{' '}
        <a href={options.policyUrl}>Privacy policy</a>
      </p>
      <div className="mw-cookie-banner__actions">
        {CHOICES.map(({ choice, label }, index) => (
          <button
            key={choice}
            type="button"
            // The first choice is the main action; the others are quiet, and no less visible.
            className={index === 0 ? 'mw-button' : 'mw-button mw-button--quiet'}
            onClick={() => answer(choice)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
