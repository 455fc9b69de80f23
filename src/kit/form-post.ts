/**
 * What the loader needs of the forms' posts (src/domain/forms.ts), by file: the fields a
 * form's endpoint reads and the fragment it sends a reader back with.
 */
export { FORM_FIELDS, HELD_ENDPOINT, HELD_FRAGMENT, HELD_TICKET, SCRIPTLESS } from '@domain/forms';
