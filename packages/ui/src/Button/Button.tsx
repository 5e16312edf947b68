import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

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

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong border-brand hover:border-brand-strong',
  secondary: 'bg-surface text-brand border-brand hover:bg-brand-soft',
  ghost: 'bg-transparent text-brand border-transparent underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-13 px-7 py-3 text-lg',
};

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full border-2 font-semibold leading-tight',
    'text-center no-underline transition-colors [overflow-wrap:anywhere] cursor-pointer',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
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
