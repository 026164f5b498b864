/**
 * After a refused submit: moves focus to the form's first control marked `aria-invalid="true"`, so a screen reader
 * reads that field with its error (tied to it by aria-describedby) and a keyboard user is where the fix goes.
 * Waits a frame, because the errors the submit just set are rendered after the handler returns.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
