import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './buttonClassName.js';

export type { ButtonSize, ButtonVariant };
export { buttonClassName };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, marks the button busy and refuses clicks (a form being sent). The button keeps
   * the focus: it is `aria-disabled`, not `disabled`, because a disabled button drops the focus to
   * the page, and a keyboard or screen-reader user who sent a form would then start again from the
   * top once the answer came.
   */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render the single child (a link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the site: primary call to action, secondary, or a quiet text button. */
export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  asChild = false,
  iconStart,
  iconEnd,
  className,
  children,
  disabled,
  type,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      // A button inside a form submits only when it says so.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // A busy button does nothing: no handler, and no form submission (Enter on the button, or in
      // a field of its form, clicks it; cancelling that click cancels the submission).
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? <Spinner /> : iconStart}
      <span>{children}</span>
      {loading ? null : iconEnd}
    </button>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
