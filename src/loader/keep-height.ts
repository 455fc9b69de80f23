/**
 * Keeps a host at least as tall as its prerendered view until the component that replaced it
 * has grown as tall (a member's view that shows a loading line before its data): the page
 * below never moves up and back. A component that stays shorter keeps the room.
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
  // The host's size changes only once the content outgrows the kept height.
  const watch = new ResizeObserver(() => {
    if (contentHeight() < height) return;
    host.style.minBlockSize = before;
    watch.disconnect();
  });
  watch.observe(host);
}
