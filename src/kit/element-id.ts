let serial = 0;

/**
 * The element's id, giving it a fresh one when the editor wrote none, so ARIA references
 * (aria-controls, aria-labelledby) can point at it. Remember the `id` attribute first
 * (rememberAttributes) to take an added one away again.
 */
export function ensureId(element: Element, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++serial}`;
  return element.id;
}
