/** A control the visitor can focus that a form marked invalid (`aria-invalid="true"`). */
const INVALID_CONTROL =
  ':is(input, select, textarea, button, [tabindex]):not([disabled]):not([type="hidden"]):not([tabindex="-1"])[aria-invalid="true"]';

/**
 * Focuses the first invalid control in document order, the order a visitor reads the form in.
 * (react-hook-form's own `shouldFocusError` follows registration order instead, in which every
 * `Controller` comes after every `register()`ed field.) A radio group is entered at its chosen
 * radio, where Tab enters it too, and where the server's error on a chosen value points: only a
 * group with nothing chosen gets the focus on its first radio. Returns whether something was focused.
 */
export function focusFirstInvalidField(root: ParentNode): boolean {
  const control = root.querySelector<HTMLElement>(INVALID_CONTROL);
  if (!control) return false;
  (chosenRadioOf(control, root) ?? control).focus();
  return true;
}

/** The checked radio of `control`'s group within `root`, when `control` is a radio of a named group. */
function chosenRadioOf(control: HTMLElement, root: ParentNode): HTMLInputElement | null {
  if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.name) return null;
  return root.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(control.name)}"]:checked:not([disabled])`,
  );
}
