/** What a loading view carries: a skeleton, or a region that says it is busy. */
const LOADING = '.mw-skeleton, [aria-busy="true"]';

/**
 * Keeps a host at least as tall as its prerendered view while the component that replaced it
 * is loading (a member's view that shows a loading line before its data): the page below
 * never moves up and back. The room goes once the content has grown as tall, or once it comes
 * to rest after loading (it shows something, and nothing in it is loading any more): a
 * reserved height belongs to a loading view, never to an answer, so an empty cart leaves no
 * hole under it.
 */
export function keepHeight(host: HTMLElement): void {
  const height = host.getBoundingClientRect().height;
  if (height === 0 || typeof ResizeObserver === 'undefined') return;
  const before = host.style.minBlockSize;
  host.style.minBlockSize = `${height}px`;
  const contentHeight = () => {
    const range = host.ownerDocument.createRange();
    range.selectNodeContents(host);
    return range.getBoundingClientRect().height;
  };
  // At rest is after a loading view, or in the component's first render when it knows its
  // answer at once (the reader read at rest): what shows later without a loading view first
  // (a view about to send the reader elsewhere) is no answer yet, and keeps the room.
  let loaded = false;
  let first = true;
  const atRest = (shown: number) => {
    const loading = host.querySelector(LOADING) !== null;
    if (loading) loaded = true;
    const answered = (loaded || first) && !loading && shown > 0;
    if (shown > 0) first = false;
    return answered;
  };
  const check = () => {
    const shown = contentHeight();
    if (!atRest(shown) && shown < height) return;
    host.style.minBlockSize = before;
    grown.disconnect();
    settled.disconnect();
  };
  // The host's size changes only once the content outgrows the kept height; a view that comes
  // to rest shorter changes what the host holds, not its size.
  const grown = new ResizeObserver(check);
  const settled = new MutationObserver(check);
  grown.observe(host);
  settled.observe(host, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class'],
  });
}
