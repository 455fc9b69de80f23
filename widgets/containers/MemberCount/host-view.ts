// The same file is in CommentsCount and MemberCount, on purpose: each widget is a chunk of
// its own, and a module they shared would be a chunk of its own too, one more script on every
// article page and on the plans page. test/widgets/containers/host-view.test.ts keeps the two
// copies equal.

/** Markup as data: an element with its class, attributes and children (text or elements). */
export interface Markup {
  readonly tag: string;
  readonly className?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly children: readonly (string | Markup)[];
}

/**
 * What a container without React shows for one state of its store: `pending` while the
 * value is on its way (a placeholder that gives way to the editor's own fallback), then the
 * final markup.
 */
export interface HostView {
  readonly pending: boolean;
  readonly markup: Markup;
}

/** The part of a store a view follows: nanostores atoms have it. */
export interface Subscribable<S> {
  subscribe(listener: (value: S) => void): () => void;
}

const build = (doc: Document, { tag, className, attributes = {}, children }: Markup): Element => {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(
    ...children.map((child) => (typeof child === 'string' ? child : build(doc, child))),
  );
  return element;
};

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
    const element = build(host.ownerDocument, markup);
    if (current.length === 1 && current[0]?.isEqualNode(element)) return;
    host.replaceChildren(element);
  });
  return () => {
    unsubscribe();
    host.replaceChildren(...editor);
  };
}
