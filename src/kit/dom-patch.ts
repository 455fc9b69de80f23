import { buildMarkup } from './dom-view';
import type { Markup } from './dom-view';

type Child = string | Markup;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/**
 * Whether `node` can be made to show `child` where it stands: text for text, an element of the
 * same tag and role for an element (a status region never turns into an alert).
 */
const fits = (node: ChildNode, child: Child): boolean => {
  if (typeof child === 'string') return node.nodeType === TEXT_NODE;
  if (node.nodeType !== ELEMENT_NODE) return false;
  const element = node as Element;
  return (
    element.localName === child.tag &&
    element.getAttribute('role') === (child.attributes?.role ?? null)
  );
};

function patchElement(element: Element, { className, attributes = {}, children }: Markup): void {
  const wanted: Record<string, string> = { ...attributes, ...(className && { class: className }) };
  for (const { name } of [...element.attributes]) {
    if (!Object.hasOwn(wanted, name)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(wanted)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  patchChildren(element, children);
}

/**
 * Makes `parent`'s children show `children`, changing only what differs: a node that shows
 * the same kind of thing is updated where it stands, so the element the reader is on keeps the
 * focus and a live region stays the region screen readers follow (one built again with its
 * message is not announced). A node that fits a later child waits for it, so a part that comes
 * or goes between two others (an error note before a button) moves neither of them.
 */
export function patchChildren(parent: Node, children: readonly Child[]): void {
  const doc = parent.ownerDocument ?? (parent as Document);
  let at = parent.firstChild;
  children.forEach((child, index) => {
    const waits = (node: ChildNode) => children.some((next, i) => i > index && fits(node, next));
    while (at && !fits(at, child) && !waits(at)) {
      const gone: ChildNode = at;
      at = at.nextSibling;
      gone.remove();
    }
    if (at && fits(at, child)) {
      if (typeof child !== 'string') patchElement(at as Element, child);
      else if (at.nodeValue !== child) at.nodeValue = child;
      at = at.nextSibling;
    } else {
      const made = typeof child === 'string' ? doc.createTextNode(child) : buildMarkup(doc, child);
      parent.insertBefore(made, at);
    }
  });
  while (at) {
    const gone: ChildNode = at;
    at = at.nextSibling;
    gone.remove();
  }
}
