import { clsx } from 'clsx';
import type { ButtonProps } from './Button.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong border-brand hover:border-brand-strong',
  secondary: 'bg-surface text-brand border-brand hover:bg-brand-soft',
  ghost: 'bg-transparent text-brand border-transparent underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-13 px-7 py-3 text-lg',
};

/**
 * The button's look, for an element that is not ui's `Button` (a link, or a button of a module that
 * must stay light: the lazy dialog's stand-in carries no Radix). Its own module, so that using it
 * does not bring `Button`'s `asChild` (Radix Slot) along.
 */
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
