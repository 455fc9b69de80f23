/**
 * What the loader reads and writes of a widget form's post (see forms.ts): in a module of
 * their own, so the loader chunk every widget page downloads carries these few words only.
 */

/** The field that tells a form's endpoint no script will read its answer, and its value. */
export const SCRIPTLESS_FIELD = '_js';
export const SCRIPTLESS = 'off';

/**
 * The fragment of a page a form's endpoint sends the reader back to when the form was sent
 * before the page's code ran (`#mw-held={id}.{key}`, the ticket that takes it back): the
 * loader asks for the form once and hands it, with the submit, to the widget.
 */
export const HELD_FRAGMENT = '#mw-held=';

/** The endpoint (under the forms URL) that gives a held form back, once, and its field. */
export const HELD_ENDPOINT = 'held';
export const HELD_TICKET = 'ticket';
