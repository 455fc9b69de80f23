import { OptionError } from '@kit';

/**
 * The pieces JobsFilters and ListControls share: the editor's form controls read and written
 * by name, the list they act on, and the "N jobs" count.
 */

type Control = HTMLInputElement | HTMLSelectElement;

const controls = (form: HTMLElement, name: string): Control[] =>
  [...form.querySelectorAll<Control>(`input[name="${name}"], select[name="${name}"]`)].filter(
    (control) => control.type !== 'range',
  );

/** The values chosen under `name`: ticked checkboxes and radios, a select's non-empty value. */
export function readChoices(form: HTMLElement, name: string): string[] {
  return controls(form, name).flatMap((control) => {
    if (control instanceof HTMLInputElement && !control.checked) return [];
    return control.value ? [control.value] : [];
  });
}

/** Ticks and selects what `values` holds, clears the rest. */
export function writeChoices(form: HTMLElement, name: string, values: readonly string[]): void {
  for (const control of controls(form, name)) {
    if (control instanceof HTMLInputElement) control.checked = values.includes(control.value);
    else control.value = values.find((value) => hasOption(control, value)) ?? '';
  }
}

const hasOption = (select: HTMLSelectElement, value: string) =>
  [...select.options].some((option) => option.value === value);

/** The list the controls act on, or a message naming the attribute the editor got wrong. */
export function findList(host: HTMLElement, selector: string): HTMLElement {
  const list = selector ? host.ownerDocument.querySelector<HTMLElement>(selector) : null;
  if (!list) throw new OptionError(`data-list: no element matches "${selector}"`);
  return list;
}

/** The optional element shown only when nothing matches. */
export const findOptional = (host: HTMLElement, selector: string): HTMLElement | null =>
  selector ? host.ownerDocument.querySelector<HTMLElement>(selector) : null;

/**
 * Where the count is said: the editor's `<output name="count">` (a polite status already in
 * the page, so it is announced and takes its room from the first paint), else a status line
 * added after the controls.
 */
export function countElement(host: HTMLElement): { element: HTMLElement; remove(): void } {
  const output = host.querySelector<HTMLOutputElement>('output[name="count"]');
  if (output) return { element: output, remove: () => undefined };
  const element = host.ownerDocument.createElement('p');
  element.setAttribute('role', 'status');
  element.className = 'mw-list-count';
  host.append(element);
  return { element, remove: () => element.remove() };
}

/** "1 job", "7 jobs" in the page's language. */
export function countText(count: number, one: string, other: string, lang: string): string {
  const plural = new Intl.PluralRules(lang || 'en').select(count);
  return `${new Intl.NumberFormat(lang || 'en').format(count)} ${plural === 'one' ? one : other}`;
}

/**
 * Form events the controls raise: changes apply at once; submit and reset stay on the page.
 * Submitting from a drawer (the form inside a <dialog>) also closes it: the reader asked to
 * see the list.
 */
export function onFormEvents(host: HTMLElement, change: () => void, reset: () => void): () => void {
  const submit = (event: Event) => {
    event.preventDefault();
    change();
    host.closest('dialog')?.close();
  };
  const clear = (event: Event) => {
    event.preventDefault();
    reset();
  };
  host.addEventListener('change', change);
  host.addEventListener('input', change);
  host.addEventListener('submit', submit);
  host.addEventListener('reset', clear);
  return () => {
    host.removeEventListener('change', change);
    host.removeEventListener('input', change);
    host.removeEventListener('submit', submit);
    host.removeEventListener('reset', clear);
  };
}

/** The options both list behaviours take: the list, its empty note, the count's words. */
export interface ListOptions {
  readonly list: string;
  readonly empty: string;
  readonly one: string;
  readonly other: string;
}

/**
 * The static list a behaviour filters: its items as the page wrote them, a way to show only
 * some (the others hidden, the count and the empty note following) and to put all back.
 */
export function filteredList(host: HTMLElement, { list, empty, one, other }: ListOptions) {
  const container = findList(host, list);
  const items = [...container.children].filter(
    (item): item is HTMLElement => item instanceof HTMLElement,
  );
  const emptyNote = findOptional(host, empty);
  const count = countElement(host);
  const lang = host.ownerDocument.documentElement.lang;
  return {
    container,
    items,
    lang,
    showOnly(shown: readonly HTMLElement[]): void {
      const visible = new Set(shown);
      for (const item of items) item.hidden = !visible.has(item);
      count.element.textContent = countText(visible.size, one, other, lang);
      if (emptyNote) emptyNote.hidden = visible.size > 0;
    },
    restore(): void {
      count.remove();
      for (const item of items) item.hidden = false;
      if (emptyNote) emptyNote.hidden = true;
    },
  };
}
