/** A control the visitor can focus that a form marked invalid (`aria-invalid="true"`). */
const INVALID_CONTROL =
  ':is(input, select, textarea, button, [tabindex]):not([disabled]):not([type="hidden"]):not([tabindex="-1"])[aria-invalid="true"]';

/**
 * Focuses the first invalid control in document order, the order a visitor reads the form in.
 * (react-hook-form's own `shouldFocusError` follows registration order instead, in which every
 * `Controller` comes after every `register()`ed field.) Returns whether something was focused.
 */
export function focusFirstInvalidField(root: ParentNode): boolean {
  const control = root.querySelector<HTMLElement>(INVALID_CONTROL);
  if (!control) return false;
  control.focus();
  return true;
}
