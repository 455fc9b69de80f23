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

const SVG = 'http://www.w3.org/2000/svg';

/** The element `markup` describes, made in `doc`; an `svg` and all inside it in SVG's namespace. */
export const buildMarkup = (
  doc: Document,
  { tag, className, attributes = {}, children }: Markup,
  namespace = tag === 'svg' ? SVG : undefined,
): Element => {
  const element = namespace ? doc.createElementNS(namespace, tag) : doc.createElement(tag);
  if (className) element.setAttribute('class', className);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(
    ...children.map((child) =>
      typeof child === 'string' ? child : buildMarkup(doc, child, namespace),
    ),
  );
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

/**
 * Keeps `host` showing `view(state)` for every state of `store`. A pending view leaves what
 * the host holds (the editor's fallback, the prerendered markup) and fills only an empty host;
 * markup equal to what is there already (whitespace around it aside) is not written again, so
 * a prerendered final view stays untouched. Returns the disconnect, which puts the editor's
 * own nodes back.
 */
export function followInHost<S>(
  host: HTMLElement,
  store: Subscribable<S>,
  view: (state: S) => HostView,
): () => void {
  const editor = [...host.childNodes];
  const unsubscribe = store.subscribe((state) => {
    const { pending, markup } = view(state);
    const shown = host.innerHTML.trim();
    if (pending && shown) return;
    const element = markup && buildMarkup(host.ownerDocument, markup);
    if (shown !== (element?.outerHTML ?? '')) host.replaceChildren(...(element ? [element] : []));
  });
  return () => {
    unsubscribe();
    host.replaceChildren(...editor);
  };
}
