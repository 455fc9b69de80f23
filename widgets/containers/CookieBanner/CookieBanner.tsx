import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { EARLY_CHOICE_ATTRIBUTE, setPrivacyReview, privacyReviewAsked } from '@kit/privacy-review';
import { choiceOf } from '@domain/privacy-choice';
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
 * Asked for again ("Cookie settings"), it takes the focus, says the answer given, and Escape
 * keeps that answer.
 */
export function CookieBanner({
  options,
  host,
  prerendering,
}: ContainerProps<CookieBannerOptions>): ReactNode {
  const privacy = useStore($privacy);
  // The loader mounts the banner afresh each time the reader asks for it.
  const [reviewing, setReviewing] = useState(privacyReviewAsked);
  const cameFrom = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement>(null);
  const chosen = reviewing ? choiceOf(privacy) : undefined;
  const given = CHOICES.find(({ choice }) => choice === chosen);

  useEffect(() => {
    if (reviewing) region.current?.focus();
  }, [reviewing]);

  if (privacy.responded && !reviewing) return null;

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  const close = (choice?: PrivacyChoice) => {
    const doc = host.ownerDocument;
    const back = cameFrom.current?.isConnected ? cameFrom.current : doc.querySelector('main');
    if (choice) respondToPrivacy(choice);
    setPrivacyReview(false);
    setReviewing(false);
    if (back instanceof HTMLElement) {
      if (back.tagName === 'MAIN' && !back.hasAttribute('tabindex')) back.tabIndex = -1;
      back.focus({ preventScroll: true });
    }
  };

  const keepOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (given && event.key === 'Escape') close();
  };

  return (
    <section
      ref={region}
      className="mw-cookie-banner mw-floating"
      aria-labelledby="mw-cookie-banner-title"
      tabIndex={-1}
      onFocus={rememberOrigin}
      onKeyDown={keepOnEscape}
    >
      <h2 id="mw-cookie-banner-title">Cookies, briefly</h2>
      {given && <p>Your choice: “{given.label}”.</p>}
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
            onClick={() => close(choice)}
            {...(prerendering && { [EARLY_CHOICE_ATTRIBUTE]: choice })}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
