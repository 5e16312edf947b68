'use client';

import { Button, type ButtonProps, useLocale } from '@insurance-web/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { callbackMessages } from '../messages.js';
import type { CallbackModalProps } from './CallbackModal.js';

// The form, its schema and the API client load when the visitor asks for them, not with the page
// (DESIGN.md "Server and client"): until then the island is this button.
const CallbackModal = lazy(() =>
  import('./CallbackModal.js').then((module) => ({ default: module.CallbackModal })),
);

export interface CallbackButtonProps extends Omit<CallbackModalProps, 'trigger' | 'open' | 'onOpenChange'> {
  /** Default: `Zavolejte mi`. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
}

/**
 * A button and the call-back modal it opens, in one island. The button stays enabled while the form
 * loads: disabling it would drop keyboard focus to <body>, and the dialog returns focus to what had
 * it when it opened.
 */
export function CallbackButton({ children, variant, defaultOpen = false, ...props }: CallbackButtonProps) {
  const t = callbackMessages[useLocale()];
  const [open, setOpen] = useState(defaultOpen);
  const [requested, setRequested] = useState(defaultOpen);
  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children ?? t.open}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <CallbackModal {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
