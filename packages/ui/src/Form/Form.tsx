import type { FormHTMLAttributes, Ref } from 'react';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Marks the form busy while it is being sent. */
  busy?: boolean;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that leaves validation to its schema: `noValidate` turns off the browser's own bubbles, so
 * messages appear under the fields in Czech and only on submit (GOV.UK's pattern, SPEC §4).
 * With react-hook-form, `shouldFocusError` (its default) moves focus to the first invalid field.
 */
export function Form({ busy = false, children, ref, ...props }: FormProps) {
  return (
    <form ref={ref} noValidate aria-busy={busy || undefined} {...props}>
      {children}
    </form>
  );
}

export interface RequiredNoteProps {
  /** Default: `*povinné informace` (SPEC §2 item 11). */
  children?: string;
  className?: string;
}

/** The note that explains the asterisk of required fields. */
export function RequiredNote({ children = '*povinné informace', className }: RequiredNoteProps) {
  return <p className={className ?? 'text-sm text-ink-muted'}>{children}</p>;
}
