import type { JSDOM } from 'jsdom';

// What the widgets' modules and components read of the browser while they render: the
// document and its classes, the address, storage. Node has some of these names itself
// (navigator, Event), so each is defined over, not assigned.
const NAMES = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
  'HTMLFormElement',
  'HTMLAnchorElement',
  'HTMLTemplateElement',
  'HTMLDialogElement',
  'DocumentFragment',
  'Document',
  'Text',
  'MutationObserver',
  'CustomEvent',
  'Event',
  'getComputedStyle',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'DOMParser',
] as const;

/** Makes `dom`'s window the global browser for the widgets' code. */
export function installWindow(dom: JSDOM): void {
  const scope = globalThis as Record<string, unknown>;
  const view = dom.window as unknown as Record<string, unknown>;
  for (const name of NAMES) {
    const value = name === 'window' ? view : view[name];
    if (value === undefined) continue;
    Object.defineProperty(scope, name, { value, configurable: true, writable: true });
  }
}
