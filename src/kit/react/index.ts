/** The widget kit's React pieces, for containers (behaviours use `src/kit` alone). */
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Field } from './Field';
export type { FieldProps } from './Field';
export { FormAlert } from './FormAlert';
export { LiveRegion } from './LiveRegion';
export { focusFirstInvalid } from './focusFirstInvalid';
export { useCombobox } from './useCombobox';
export type { ComboboxOptions } from './useCombobox';
export { useDisclosure } from './useDisclosure';
export { useSubmission } from './useSubmission';
export type { Submission, SubmissionSpec, SubmissionStatus } from './useSubmission';
export { createFormState, useFormState } from './form-state';
export type { FieldCheck, FormChecks, FormState } from './form-state';
