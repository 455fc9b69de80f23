import { defineBehaviour, ensureId, opt, rememberAttributes, rovingIndex } from '@kit';
import { decodeComponent } from '@domain/uri';

const HEADINGS = 'h2, h3, h4, h5, h6';
const PANEL_ATTRIBUTES = ['id', 'role', 'aria-labelledby', 'hidden'];

interface Section {
  readonly heading: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly panel: HTMLElement;
  readonly restore: () => void;
}

/**
 * Turns the heading's text into the section's button (the heading keeps its level for the
 * page's outline) and the element after it into the panel it shows and hides.
 */
function enhance(heading: HTMLElement, panel: HTMLElement): Section {
  const doc = heading.ownerDocument;
  const restorePanel = rememberAttributes(panel, PANEL_ATTRIBUTES);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'mw-accordion__trigger';
  button.append(...heading.childNodes);
  heading.append(button);
  ensureId(button, 'mw-accordion-button');
  button.setAttribute('aria-controls', ensureId(panel, 'mw-accordion-panel'));
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-labelledby', button.id);
  const restore = () => {
    heading.append(...button.childNodes);
    button.remove();
    restorePanel();
  };
  return { heading, button, panel, restore };
}

/** The sections: each heading among the host's children with the element that follows it. */
function findSections(host: HTMLElement): Section[] {
  const sections: Section[] = [];
  for (const heading of host.querySelectorAll<HTMLElement>(`:scope > :is(${HEADINGS})`)) {
    const panel = heading.nextElementSibling;
    if (panel instanceof HTMLElement && !panel.matches(HEADINGS)) {
      sections.push(enhance(heading, panel));
    }
  }
  return sections;
}

/** The section a link's fragment points into (a link to one answer of an FAQ opens it). */
const targetedBy = (sections: readonly Section[], doc: Document) => {
  const id = decodeComponent(doc.location?.hash.slice(1) ?? '');
  const target = id ? doc.getElementById(id) : null;
  if (!target) return -1;
  return sections.findIndex(({ heading, panel }) => heading === target || panel.contains(target));
};

/**
 * The WAI-ARIA accordion on the editor's headings and the content after each: a button per
 * heading with aria-expanded and aria-controls, a region per panel; Enter and Space toggle,
 * Up and Down move between headers, Home and End go to the first and last.
 */
export default defineBehaviour({
  options: {
    single: opt.boolean(false),
    open: opt.integerList([], 1, 99),
  },
  connect(host, { single, open }) {
    const sections = findSections(host);
    const targeted = targetedBy(sections, host.ownerDocument);

    const setExpanded = (section: Section, expanded: boolean) => {
      section.button.setAttribute('aria-expanded', String(expanded));
      section.panel.hidden = !expanded;
    };
    const toggle = (index: number) => {
      const section = sections[index];
      if (!section) return;
      const expanded = section.button.getAttribute('aria-expanded') !== 'true';
      if (single && expanded) sections.forEach((other) => setExpanded(other, false));
      setExpanded(section, expanded);
    };

    const opened = targeted >= 0 ? [targeted] : open.map((number) => number - 1);
    const initially = single ? opened.slice(0, 1) : opened;
    sections.forEach((section, index) => setExpanded(section, initially.includes(index)));

    const indexOf = (target: EventTarget | null) =>
      sections.findIndex(({ button }) => button === target);
    const onClick = (event: MouseEvent) =>
      toggle(indexOf(event.target instanceof Element ? event.target.closest('button') : null));
    const onKey = (event: KeyboardEvent) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      const next = rovingIndex(event.key, index, sections.length, 'vertical');
      const section = next === undefined ? undefined : sections[next];
      if (!section) return;
      event.preventDefault();
      section.button.focus();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKey);
      sections.forEach((section) => section.restore());
    };
  },
});
