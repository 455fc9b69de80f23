import type { Wake } from '@kit/wake';

/** The reader's first signs of intent: pointing, touching, focusing, a key, a click (scripted ones too). */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'submit',
] as const;

// Containers below the fold start loading a screen ahead, so they are there when read.
const VISIBLE_MARGIN = '50% 0px';

let observer: IntersectionObserver | undefined;
const visibleCallbacks = new Map<Element, () => void>();

const observeVisible = (host: HTMLElement, wake: () => void): (() => void) => {
  // Without IntersectionObserver (old browsers, some test DOMs) nothing would ever wake.
  if (typeof IntersectionObserver === 'undefined') {
    wake();
    return () => undefined;
  }
  // One observer for the page: hundreds of containers cost one callback, not hundreds.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = visibleCallbacks.get(entry.target);
        visibleCallbacks.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  visibleCallbacks.set(host, wake);
  observer.observe(host);
  return () => {
    visibleCallbacks.delete(host);
    observer?.unobserve(host);
  };
};

/**
 * Calls `wake` once, at the moment `when` names (never for `never`, at once for `load`);
 * returns what stops waiting. Intent listeners sit on the host itself: a few per container
 * host, whatever the page holds.
 */
export function wakeOn(host: HTMLElement, when: Wake, wake: () => void): () => void {
  let done = false;
  let stop: () => void = () => undefined;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    wake();
  };
  switch (when) {
    case 'load':
      once();
      return () => undefined;
    case 'never':
      return () => undefined;
    case 'visible':
      stop = observeVisible(host, once);
      return () => stop();
    case 'intent': {
      const listen = { passive: true, capture: true } as const;
      for (const type of INTENT_EVENTS) host.addEventListener(type, once, listen);
      stop = () => {
        for (const type of INTENT_EVENTS) host.removeEventListener(type, once, listen);
      };
      // Focus may already be inside (a reader who tabbed in before the loader ran).
      if (host.contains(host.ownerDocument.activeElement)) once();
      return () => stop();
    }
    default:
      return when satisfies never;
  }
}
