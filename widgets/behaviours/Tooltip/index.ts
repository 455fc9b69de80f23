import { defineBehaviour, ensureId, opt, rememberAttributes } from '@kit';

/** Time to move the pointer from the element onto its tip without the tip going away. */
export const HIDE_DELAY_MS = 150;

/** Room kept between the element and its tip, and between the tip and the screen's edge. */
const GAP_PX = 4;

/**
 * Above the element, in the same positioned ancestor: it covers the line just read, moves
 * nothing, and leaves what follows (a price, a button) in view. Below only where the screen
 * has no room above; shifted left where it would leave the screen on the right.
 */
function placeTip(host: HTMLElement, tip: HTMLElement): void {
  const above = host.getBoundingClientRect().top - tip.offsetHeight - GAP_PX >= 0;
  const top = above
    ? host.offsetTop - tip.offsetHeight - GAP_PX
    : host.offsetTop + host.offsetHeight + GAP_PX;
  tip.style.top = `${top}px`;
  tip.style.left = `${host.offsetLeft}px`;
  const overflow = tip.getBoundingClientRect().right - (window.innerWidth - GAP_PX);
  if (overflow > 0) tip.style.left = `${Math.max(0, host.offsetLeft - overflow)}px`;
}

/** The tip's text: the editor's `data-text`, else the element's own `title`. */
function tipText(host: HTMLElement, text: string): string {
  const value = text.trim() || host.title.trim();
  if (!value) throw new Error('Tooltip needs data-text or a title on its element.');
  return value;
}

/**
 * The WAI-ARIA tooltip pattern: a `role="tooltip"` element describing the editor's element
 * (aria-describedby), shown while it is hovered or focused and while the tip itself is
 * hovered, hidden by Escape (WCAG 1.4.13). The element's `title` moves into the tip so the
 * browser does not show a second one, and comes back on disconnect.
 */
export default defineBehaviour({
  options: {
    text: opt.string(),
  },
  connect(host, { text }) {
    const doc = host.ownerDocument;
    const restore = rememberAttributes(host, ['title', 'tabindex', 'aria-describedby']);
    const tip = doc.createElement('span');
    tip.className = 'mw-tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.textContent = tipText(host, text);
    tip.hidden = true;
    host.after(tip);
    host.removeAttribute('title');
    const described = host.getAttribute('aria-describedby');
    const id = ensureId(tip, 'mw-tooltip');
    host.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    // Keyboard users reach the tip too: an element that takes no focus gets a tab stop.
    if (host.tabIndex < 0) host.tabIndex = 0;

    let hovered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(timer);
      tip.hidden = false;
      placeTip(host, tip);
    };
    const hide = () => {
      clearTimeout(timer);
      tip.hidden = true;
    };
    const hideUnlessHeld = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!hovered && doc.activeElement !== host) hide();
      }, HIDE_DELAY_MS);
    };
    const enter = () => {
      hovered = true;
      show();
    };
    const leave = () => {
      hovered = false;
      hideUnlessHeld();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !tip.hidden) hide();
    };
    const listeners: [EventTarget, string, EventListener][] = [
      [host, 'mouseenter', enter],
      [host, 'mouseleave', leave],
      [tip, 'mouseenter', enter],
      [tip, 'mouseleave', leave],
      [host, 'focus', show],
      [host, 'blur', hideUnlessHeld],
      [doc, 'keydown', onKey as EventListener],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      tip.remove();
      restore();
    };
  },
});
