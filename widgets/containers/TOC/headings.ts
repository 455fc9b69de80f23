/** One entry of the table of contents. */
export interface Heading {
  readonly id: string;
  readonly text: string;
  readonly level: number;
}

/** A URL-safe id from a heading's text: "CSS @layer, explained" -> "css-layer-explained". */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/**
 * Reads the headings of the given levels under `root`, giving each one without an id a unique
 * one, so every entry has an anchor to link to.
 */
export function collectHeadings(
  root: ParentNode,
  levels: readonly number[],
  exclude?: Node,
): Heading[] {
  const doc = root instanceof Document ? root : (root as Node).ownerDocument;
  const selector = levels.map((level) => `h${level}`).join(',');
  const out: Heading[] = [];
  root.querySelectorAll<HTMLHeadingElement>(selector).forEach((element) => {
    if (exclude?.contains(element)) return;
    const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (!text) return;
    if (!element.id) {
      const base = slugify(text);
      let id = base;
      for (let n = 2; doc?.getElementById(id); n++) id = `${base}-${n}`;
      element.id = id;
    }
    out.push({ id: element.id, text, level: Number(element.tagName.slice(1)) });
  });
  return out;
}

/** The id of the section being read: the last heading above the reading line. */
export function currentHeading(
  headings: readonly Heading[],
  topOf: (id: string) => number | undefined,
  readingLine: number,
): string | undefined {
  let current: string | undefined;
  for (const heading of headings) {
    const top = topOf(heading.id);
    if (top === undefined || top > readingLine) break;
    current = heading.id;
  }
  return current;
}

/** Nests a flat heading list by level, for an ordered list of lists. */
export interface HeadingNode extends Heading {
  readonly children: HeadingNode[];
}

export function nestHeadings(headings: readonly Heading[]): HeadingNode[] {
  const roots: HeadingNode[] = [];
  const stack: HeadingNode[] = [];
  for (const heading of headings) {
    const node: HeadingNode = { ...heading, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= heading.level) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}
