/**
 * Markup as data, for containers built without React: a view is a small tree of these, and
 * one function makes the DOM of it.
 */
export interface Markup {
  readonly tag: string;
  readonly className?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly children: readonly (string | Markup)[];
}

/** The DOM of `markup` (a text node for a string), made in `doc`. */
export const buildMarkup = (doc: Document, markup: string | Markup): Node => {
  if (typeof markup === 'string') return doc.createTextNode(markup);
  const element = doc.createElement(markup.tag);
  if (markup.className) element.className = markup.className;
  for (const [name, value] of Object.entries(markup.attributes ?? {})) {
    element.setAttribute(name, value);
  }
  element.append(...markup.children.map((child) => buildMarkup(doc, child)));
  return element;
};

/**
 * What a container without React shows for one state of its store: `pending` while the
 * value is on its way (a placeholder that gives way to the editor's own fallback), then the
 * final markup; no markup: the host is left empty.
 */
export interface HostView {
  readonly pending: boolean;
  readonly markup?: Markup;
}

/** The part of a store a view follows: nanostores atoms have it. */
export interface Subscribable<S> {
  subscribe(listener: (value: S) => void): () => void;
}

/** The host's nodes that show something: whitespace between tags does not count. */
const shown = (host: Element): ChildNode[] =>
  [...host.childNodes].filter(
    (node) => node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() !== '',
  );

/**
 * Keeps `host` showing `view(state)` for every state of `store`. A pending view leaves what
 * the host holds (the editor's fallback, the prerendered markup) and fills only an empty host;
 * markup equal to what is there already is not written again, so a prerendered final view
 * stays untouched. Returns the disconnect, which puts the editor's own nodes back.
 */
export function followInHost<S>(
  host: HTMLElement,
  store: Subscribable<S>,
  view: (state: S) => HostView,
): () => void {
  const editor = [...host.childNodes];
  const unsubscribe = store.subscribe((state) => {
    const { pending, markup } = view(state);
    const current = shown(host);
    if (pending && current.length > 0) return;
    const node = markup && buildMarkup(host.ownerDocument, markup);
    if (node ? current.length === 1 && current[0]?.isEqualNode(node) : !current.length) return;
    host.replaceChildren(...(node ? [node] : []));
  });
  return () => {
    unsubscribe();
    host.replaceChildren(...editor);
  };
}
