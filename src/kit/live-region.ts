export interface LiveRegion {
  /** Replaces what the region says; an empty text clears it. */
  say(text: string): void;
  readonly element: HTMLElement;
  remove(): void;
}

/**
 * A polite status region placed right after `anchor`, for behaviours that have no React. It is
 * in the page from the start and only its text changes: a region inserted together with its
 * message is not announced by every screen reader.
 */
export function createLiveRegion(anchor: Element, className: string): LiveRegion {
  const element = anchor.ownerDocument.createElement('span');
  element.className = className;
  element.setAttribute('role', 'status');
  anchor.after(element);
  return {
    element,
    say(text) {
      element.textContent = text;
    },
    remove: () => element.remove(),
  };
}
