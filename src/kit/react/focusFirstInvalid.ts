/**
 * After a submit with problems, focus moves to the first field marked invalid, so a screen
 * reader reads its label and its error (aria-describedby) instead of staying silent on the
 * button. It waits a frame for React to mark the fields.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
