'use client';

import { Button, type ButtonProps, PendingDialog, useLazyModule, useLocale } from '@insurance-web/ui';
import { type ReactNode, useRef, useState } from 'react';
import { advisorMessages } from './messages.js';

// The modal, the calculator slot and the call-back button load when the visitor opens the modal,
// not with the page (DESIGN.md "Server and client"): until then the island is this button.
const loadAdvisorModal = () => import('./AdvisorModal.js').then((module) => module.AdvisorModal);

export interface AdvisorButtonProps {
  /** Default: `Chci poradit s pojištěním auta`. */
  children?: ReactNode;
  /** The calculator type the modal opens; default `vehicle`. */
  calculator?: string;
  variant?: ButtonProps['variant'];
  defaultOpen?: boolean;
}

/**
 * A button and the advisor modal it opens, in one island. The click shows a dialog at once: the
 * modal itself once its code is there, until then a stand-in with a loading status (and an error
 * with a retry when the code cannot be downloaded).
 */
export function AdvisorButton({ children, calculator, variant, defaultOpen = false }: AdvisorButtonProps) {
  const t = advisorMessages[useLocale()];
  const [open, setOpen] = useState(defaultOpen);
  const [requested, setRequested] = useState(defaultOpen);
  const modal = useLazyModule(loadAdvisorModal, requested);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Loaded = modal.loaded;
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children ?? t.open}
      </Button>
      {Loaded ? (
        <Loaded open={open} onOpenChange={setOpen} calculator={calculator} />
      ) : open ? (
        <PendingDialog
          title={t.title}
          failed={modal.failed}
          onRetry={modal.retry}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
