'use client';

import { ErrorDialog, ThankYouDialog } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import type { LeadFormOutcome as Outcome } from './useLeadForm.js';

export interface LeadFormDialogsProps {
  outcome: Outcome;
  onClose: () => void;
  /** The confirmation's heading; default `Děkujeme za váš zájem!` (SPEC §2 item 12). */
  successHeading?: ReactNode;
  /** What happens next, in the form's own words (SPEC §8 success texts). */
  successText: ReactNode;
}

/**
 * The two endings of a lead form (SPEC §4, §8): the confirmation modal after a success, the error
 * modal `Chyba při zpracování` / `Litujeme, ale váš požadavek se nepodařilo dokončit.` after a
 * failure. Each returns focus to the form when closed; the form behind keeps what was typed.
 */
export function LeadFormDialogs({ outcome, onClose, successHeading, successText }: LeadFormDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <ThankYouDialog open={outcome === 'sent'} onOpenChange={onOpenChange} heading={successHeading}>
        {typeof successText === 'string' ? <p>{successText}</p> : successText}
      </ThankYouDialog>
      <ErrorDialog open={outcome === 'failed'} onOpenChange={onOpenChange} />
    </>
  );
}
