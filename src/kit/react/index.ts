/** The widget kit's React pieces, for containers (behaviours use `src/kit` alone). */
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Field } from './Field';
export type { FieldProps } from './Field';
export { FieldFrame } from './FieldFrame';
export type { FieldControl, FieldFrameProps } from './FieldFrame';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { FormAlert } from './FormAlert';
export { LiveRegion } from './LiveRegion';
export { focusFirstInvalid } from './focusFirstInvalid';
export { useCombobox } from './useCombobox';
export type { ComboboxOptions } from './useCombobox';
export { useDisclosure } from './useDisclosure';
// Not re-exported here: the form state and its submit (form-state.ts, form-submit.ts) bring
// the signals runtime; importing them by file keeps it in the form chunk, off pages with no
// form.
export { useNearViewport } from './useNearViewport';
