'use client';

import { type FormHTMLAttributes, type Ref, useContext, useEffect, useRef } from 'react';
import { SiteContext } from '../SiteProvider/SiteProvider.js';
import { focusFirstInvalidField } from './focusFirstInvalidField.js';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Marks the form busy while it is being sent. */
  busy?: boolean;
  /**
   * react-hook-form's `formState.submitCount`: after each submit, focus moves to the first field
   * marked invalid, in the order the visitor reads them. Use with `shouldFocusError: false`.
   */
  submitCount?: number;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that leaves validation to its schema: `noValidate` turns off the browser's own bubbles, so
 * messages appear under the fields in Czech and only on submit (GOV.UK's pattern, SPEC §4).
 * Its script sends it (the submit handler cancels the browser's own submission). Without JavaScript
 * the browser sends it itself: by `post`, never in the address, to the site's page that explains
 * the form needs JavaScript (`SiteConfig.noScriptFormUrl`).
 */
export function Form({ busy = false, submitCount = 0, children, ref, ...props }: FormProps) {
  const noScriptUrl = useContext(SiteContext)?.config.noScriptFormUrl;
  const formRef = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    // Runs after the commit that rendered the errors of this submit.
    if (submitCount > 0 && formRef.current) focusFirstInvalidField(formRef.current);
  }, [submitCount]);
  return (
    <form
      ref={(node) => {
        formRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      method="post"
      action={noScriptUrl}
      noValidate
      aria-busy={busy || undefined}
      {...props}
    >
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
