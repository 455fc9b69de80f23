/**
 * What the loader needs of the forms' posts (src/domain/form-marks.ts), by file: the field
 * that says no script will read the answer, and the fragment and endpoint of a held form.
 */
export {
  HELD_ENDPOINT,
  HELD_FRAGMENT,
  HELD_TICKET,
  SCRIPTLESS,
  SCRIPTLESS_FIELD,
} from '@domain/form-marks';
