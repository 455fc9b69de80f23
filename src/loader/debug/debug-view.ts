import type { WidgetRow } from './debug-rows';

/** The rows of one host, in the order its attributes name them. */
export interface HostRows {
  readonly host: HTMLElement;
  readonly rows: readonly WidgetRow[];
}

export interface DebugView {
  /** The node is part of the view itself (its own changes are not the page's). */
  owns(node: Node): boolean;
  render(hosts: readonly HostRows[]): void;
  /** Takes the view off the page. */
  remove(): void;
}

interface Box {
  readonly box: HTMLElement;
  readonly tag: HTMLButtonElement;
  readonly card: HTMLElement;
  shown: string;
}

const HOST = '[data-container],[data-behaviour]';

const element = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** The colour a host's outline takes: a problem first, then a warning, then its state. */
const lookOf = (rows: readonly WidgetRow[]): string => {
  if (rows.some((row) => row.state === 'error' || row.state === 'unknown')) return 'error';
  if (rows.some((row) => row.notes.length > 0)) return 'warning';
  return rows.some((row) => row.state === 'loading') ? 'loading' : 'ready';
};

const states = (rows: readonly WidgetRow[]) =>
  [...new Set(rows.map((row) => row.state))].join(', ');

const cardSection = (doc: Document, row: WidgetRow): HTMLElement => {
  const section = element(doc, 'div', 'mw-debug-card-widget');
  section.append(
    element(doc, 'p', 'mw-debug-card-title', `${row.name} (${row.kind}) · ${row.state}`),
  );
  if (row.options.length > 0) {
    const list = element(doc, 'dl', 'mw-debug-options');
    for (const [attribute, value] of row.options) {
      list.append(element(doc, 'dt', undefined, attribute), element(doc, 'dd', undefined, value));
    }
    section.append(list);
  }
  if (row.notes.length > 0) {
    const notes = element(doc, 'ul', 'mw-debug-notes');
    notes.append(...row.notes.map((note) => element(doc, 'li', undefined, note)));
    section.append(notes);
  }
  return section;
};

const cell = (doc: Document, text: string) => element(doc, 'td', undefined, text);

/**
 * The editor's view: an outline on each widget host with a tag naming its widgets and state
 * (a button, so the keyboard reaches it), a card with the options read and the warnings on
 * hover or focus, and a panel listing every widget. It lies over the page, outside its flow:
 * the page's layout does not move, and the outlines draw around content without covering it.
 */
export function createDebugView(doc: Document): DebugView {
  const layer = element(doc, 'div', 'mw-debug-layer');
  layer.setAttribute('role', 'region');
  layer.setAttribute('aria-label', 'Widget outlines');

  const panel = element(doc, 'section', 'mw-debug-panel');
  panel.setAttribute('aria-labelledby', 'mw-debug-title');
  const head = element(doc, 'div', 'mw-debug-head');
  const title = element(doc, 'h2', 'mw-debug-title', 'Widgets on this page');
  title.id = 'mw-debug-title';
  const toggle = element(doc, 'button', 'mw-debug-toggle', 'Hide');
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'true');
  toggle.setAttribute('aria-controls', 'mw-debug-list');
  head.append(title, toggle);
  const list = element(doc, 'div', 'mw-debug-list');
  list.id = 'mw-debug-list';
  // The list scrolls when long: the keyboard must reach it.
  list.tabIndex = 0;
  list.setAttribute('aria-labelledby', 'mw-debug-title');
  const table = element(doc, 'table');
  const header = element(doc, 'tr');
  for (const name of ['Widget', 'State', 'Chunk', 'Ready after', 'Notes']) {
    const th = element(doc, 'th', undefined, name);
    th.scope = 'col';
    header.append(th);
  }
  const body = element(doc, 'tbody');
  table.append(element(doc, 'thead'), body);
  table.tHead?.append(header);
  list.append(table);
  panel.append(head, list);
  toggle.addEventListener('click', () => {
    const open = list.hidden;
    list.hidden = !open;
    toggle.textContent = open ? 'Hide' : 'Show';
    toggle.setAttribute('aria-expanded', String(open));
  });
  doc.body.append(layer, panel);

  const boxes = new Map<HTMLElement, Box>();
  let shownRows = '';
  let made = 0;

  const boxOf = (host: HTMLElement): Box => {
    const known = boxes.get(host);
    if (known) return known;
    const box = element(doc, 'div', 'mw-debug-box');
    const tag = element(doc, 'button', 'mw-debug-tag');
    tag.type = 'button';
    const card = element(doc, 'div', 'mw-debug-card');
    card.id = `mw-debug-card-${++made}`;
    card.setAttribute('role', 'tooltip');
    tag.setAttribute('aria-describedby', card.id);
    box.append(tag, card);
    layer.append(box);
    const parts = { box, tag, card, shown: '' };
    boxes.set(host, parts);
    return parts;
  };

  // A hover or focus on the host itself shows its card too; Escape hides it (WCAG 1.4.13).
  const point = (target: EventTarget | null) => {
    const host = target instanceof Element ? target.closest<HTMLElement>(HOST) : null;
    for (const [each, { box }] of boxes) {
      box.toggleAttribute('data-hover', each === host);
      box.removeAttribute('data-dismissed');
    }
  };
  const onPointer = (event: Event) => point(event.target);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const { box } of boxes.values()) box.setAttribute('data-dismissed', '');
  };
  doc.addEventListener('pointerover', onPointer);
  doc.addEventListener('focusin', onPointer);
  doc.addEventListener('keydown', onKey);

  const place = (host: HTMLElement, { box }: Box, origin: DOMRect) => {
    const rect = host.getBoundingClientRect();
    box.hidden = rect.width === 0 && rect.height === 0;
    box.style.setProperty('left', `${rect.left - origin.left}px`);
    box.style.setProperty('top', `${rect.top - origin.top}px`);
    box.style.setProperty('width', `${rect.width}px`);
    box.style.setProperty('height', `${rect.height}px`);
  };

  const renderBox = (host: HTMLElement, rows: readonly WidgetRow[]) => {
    const parts = boxOf(host);
    const shown = JSON.stringify(rows);
    if (shown === parts.shown) return;
    parts.shown = shown;
    parts.box.dataset.look = lookOf(rows);
    parts.tag.textContent = `${rows.map((row) => row.name).join(' ')} · ${states(rows)}`;
    parts.card.replaceChildren(...rows.map((row) => cardSection(doc, row)));
  };

  const renderPanel = (hosts: readonly HostRows[]) => {
    const rows = hosts.flatMap((host) => host.rows);
    const shown = JSON.stringify(rows);
    if (shown === shownRows) return;
    shownRows = shown;
    title.textContent = `Widgets on this page (${rows.length})`;
    body.replaceChildren(
      ...rows.map((row) => {
        const line = element(doc, 'tr');
        line.dataset.look = lookOf([row]);
        const name = element(doc, 'th', undefined, row.name);
        name.scope = 'row';
        name.append(element(doc, 'span', 'mw-debug-kind', ` ${row.kind}`));
        const notes = element(doc, 'td');
        notes.append(...row.notes.map((note) => element(doc, 'p', undefined, note)));
        line.append(name, cell(doc, row.state), cell(doc, row.chunk), cell(doc, row.ready), notes);
        return line;
      }),
    );
  };

  return {
    owns: (node) => layer.contains(node) || panel.contains(node),
    render(hosts) {
      const present = new Set(hosts.map(({ host }) => host));
      for (const [host, { box }] of boxes) {
        if (present.has(host)) continue;
        box.remove();
        boxes.delete(host);
      }
      for (const { host, rows } of hosts) renderBox(host, rows);
      const origin = layer.getBoundingClientRect();
      for (const [host, parts] of boxes) place(host, parts, origin);
      renderPanel(hosts);
    },
    remove() {
      doc.removeEventListener('pointerover', onPointer);
      doc.removeEventListener('focusin', onPointer);
      doc.removeEventListener('keydown', onKey);
      layer.remove();
      panel.remove();
    },
  };
}
