'use client';

import type { CancellationOutcome } from '@insurance-web/api-client';
import { ErrorDialog, ThankYouDialog } from '@insurance-web/ui';
import { useCancellationMessages } from './cancellationMessages.js';
import type { CancellationKind } from './cancellationPage.js';

export interface CancellationResultDialogProps {
  kind: CancellationKind;
  outcome: CancellationOutcome;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The result of a cancel call in SPEC §8's words: `Hotovo`, or `Chyba při zpracování` with "already
 * cancelled" or the generic message. Its own module: the dialog's code loads with the first click.
 */
export function CancellationResultDialog({
  kind,
  outcome,
  open,
  onOpenChange,
}: CancellationResultDialogProps) {
  const t = useCancellationMessages();
  if (outcome === 'done') {
    return (
      <ThankYouDialog
        open={open}
        onOpenChange={onOpenChange}
        heading={t.doneHeading}
        bottomText={<p>{t.doneBottom}</p>}
      >
        <p>{t.doneText[kind]}</p>
      </ThankYouDialog>
    );
  }
  return (
    <ErrorDialog open={open} onOpenChange={onOpenChange} heading={t.failedHeading}>
      <p>{outcome === 'already-cancelled' ? t.alreadyCancelled[kind] : t.failedText}</p>
    </ErrorDialog>
  );
}
