import {
  CONSENT_CATEGORIES,
  CONSENT_WITHDRAWN,
  consentGiven,
  isConsentCategory,
} from '@domain/partner-code';
import type { ConsentCategory } from '@domain/partner-code';
import { warnOnce } from '@kit/warn';
import { $privacy } from '@stores/privacy';
import { createConsentNote } from './consent-note';
import type { Gate } from './gate';
import { gateEmbed } from './gated-embed';
import { gateScript } from './gated-script';

/** The editor's partner code: scripts the browser does not run, embeds without a `src`. */
export const GATED = 'script[type="text/plain"][data-consent],iframe[data-consent][data-src]';

/**
 * Partner code gated by the reader's privacy choice (issue 25, item 3): each marked script
 * runs and each marked embed loads once its category is allowed (never after a decline), an
 * embed also on the reader's click. A withdrawal unloads the embeds and says that a reload
 * ends what the scripts started. Markup added later (a fragment) is gated as it comes.
 * The loader fetches this only for a page with `[data-consent]` markup.
 */
export default function gatePartnerCode(doc: Document): () => void {
  const gates = new Map<Element, Gate>();
  const note = createConsentNote(doc);
  let allowed = new Set<ConsentCategory>();

  const gate = (element: Element) => {
    // An embed's own frame, replaced when unloaded, is its gate's already.
    if (gates.has(element) || element.parentElement?.matches('.mw-consent-embed')) return;
    const category = element.getAttribute('data-consent') ?? '';
    if (!isConsentCategory(category)) {
      warnOnce(
        `Unknown data-consent="${category}": use ${CONSENT_CATEGORIES.join(', ')}. It never runs.`,
      );
      return;
    }
    const made =
      element instanceof HTMLScriptElement
        ? gateScript(element, category)
        : gateEmbed(element as HTMLIFrameElement, category);
    if (!made) return;
    gates.set(element, made);
    if (allowed.has(category)) made.allow();
  };

  const scan = (root: ParentNode) => {
    if (root instanceof Element && root.matches(GATED)) gate(root);
    root.querySelectorAll(GATED).forEach(gate);
  };

  const unsubscribe = $privacy.subscribe((privacy) => {
    const now = new Set(CONSENT_CATEGORIES.filter((category) => consentGiven(category, privacy)));
    let stopped = false;
    for (const made of gates.values()) {
      const { category } = made;
      if (now.has(category) && !allowed.has(category)) made.allow();
      if (!now.has(category) && allowed.has(category)) stopped = made.withdraw() || stopped;
    }
    allowed = now;
    if (stopped) note.say(CONSENT_WITHDRAWN);
  });

  scan(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    unsubscribe();
    note.remove();
  };
}
