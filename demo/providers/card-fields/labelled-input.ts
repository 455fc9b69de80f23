/**
 * A card input with its (visually hidden) label, as the providers' frames have them: classes
 * `{block}__label` and `{block}__input`, digits only, no autocorrect.
 */
export function labelledInput(
  doc: Document,
  field: {
    readonly id: string;
    readonly block: string;
    readonly label: string;
    readonly autocomplete: string;
    readonly placeholder: string;
  },
): { readonly label: HTMLLabelElement; readonly input: HTMLInputElement } {
  const label = doc.createElement('label');
  label.className = `${field.block}__label`;
  label.htmlFor = field.id;
  label.textContent = field.label;
  const input = doc.createElement('input');
  Object.assign(input, {
    id: field.id,
    type: 'text',
    className: `${field.block}__input`,
    inputMode: 'numeric',
    autocomplete: field.autocomplete,
    placeholder: field.placeholder,
    spellcheck: false,
  });
  input.setAttribute('autocorrect', 'off');
  return { label, input };
}
