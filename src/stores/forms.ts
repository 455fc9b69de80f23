import type { FormName } from '@domain/forms';
import { config } from './connections';

/**
 * Where a widget's form posts while the widget's code is not there (JavaScript off, a submit
 * before the loader ran): the services' form endpoint for it. On the page's own origin it is
 * a path, so a page rendered at build time under one address works wherever it is served.
 */
export function formAction(name: FormName): string {
  const base = config().formsUrl;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const own = origin && base.startsWith(`${origin}/`) ? base.slice(origin.length) : base;
  return `${own}/${name}`;
}

/** The path of the page a form is on: where its endpoint sends the reader back to. */
export const formPage = (): string => (typeof location === 'undefined' ? '/' : location.pathname);
