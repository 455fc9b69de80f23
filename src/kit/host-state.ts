import { WIDGET_FAILED_MESSAGE } from '@domain/chunks';

/**
 * The host-state contract: while a widget loads its host carries `data-state="loading"`, then
 * `ready` or `error`. Stylesheets key skeletons and reserved space on it, so the loader and
 * every widget's styles must agree on these exact words.
 */
export const HOST_STATES = ['loading', 'ready', 'error'] as const;
export type HostState = (typeof HOST_STATES)[number];

export const HOST_STATE_ATTRIBUTE = 'data-state';

export const setHostState = (host: HTMLElement, state: HostState): void =>
  host.setAttribute(HOST_STATE_ATTRIBUTE, state);

export const clearHostState = (host: HTMLElement): void =>
  host.removeAttribute(HOST_STATE_ATTRIBUTE);

export { WIDGET_FAILED_MESSAGE };

/** The class of the one-line note a failed container shows in its area. */
export const WIDGET_ERROR_CLASS = 'mw-widget-error';

/**
 * A container owns its area, so when it fails it says so there, in one line; a behaviour sits
 * on the editor's own markup (a button, a link), which stays as the editor wrote it.
 */
export function showWidgetFailure(host: HTMLElement): void {
  if (host.querySelector(`.${WIDGET_ERROR_CLASS}`)) return;
  const note = host.ownerDocument.createElement('p');
  note.className = WIDGET_ERROR_CLASS;
  note.setAttribute('role', 'status');
  note.textContent = WIDGET_FAILED_MESSAGE;
  host.replaceChildren(note);
}
