'use client';

import { type ButtonProps, createModuleLoader, LazyDialogButton, useLocale } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { advisorMessages } from './messages.js';

// The modal, the calculator slot and the call-back button load when the visitor opens the modal,
// not with the page (DESIGN.md "Server and client"): until then the island is this button.
export const advisorModal = createModuleLoader(() =>
  import('./AdvisorModal.js').then((module) => module.AdvisorModal),
);

export interface AdvisorButtonProps {
  /** Default: `Chci poradit s pojištěním auta`. */
  children?: ReactNode;
  /** The calculator type the modal opens; default `vehicle`. */
  calculator?: string;
  variant?: ButtonProps['variant'];
  defaultOpen?: boolean;
}

/**
 * A button and the advisor modal it opens, in one island (ui's `LazyDialogButton`). The click shows a
 * dialog at once: the modal itself once its code is there, until then a loading dialog (and an
 * error with a retry when the code cannot be downloaded).
 */
export function AdvisorButton({ children, calculator, variant, defaultOpen = false }: AdvisorButtonProps) {
  const t = advisorMessages[useLocale()];
  return (
    <LazyDialogButton
      loader={advisorModal}
      title={t.title}
      variant={variant}
      defaultOpen={defaultOpen}
      render={(AdvisorModal, { open, onOpenChange }) => (
        <AdvisorModal open={open} onOpenChange={onOpenChange} calculator={calculator} />
      )}
    >
      {children ?? t.open}
    </LazyDialogButton>
  );
}
