/** Client-side checks of the template's demo forms (the BFF has the final word on real ones). */

export const MIN_PASSWORD_LENGTH = 8;

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Focuses the first field marked invalid in `form`, once React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
