'use client';

import { ThankYouDialog, useLocale, useSite } from '@insurance-web/ui';
import { cascoMessages } from '../messages.js';
import type { CascoContact } from './CascoDialog.js';

export interface CascoSentDialogProps {
  /** The tab the visitor sent from, or `null` while there is nothing to confirm. */
  sent: CascoContact | null;
  onClose: () => void;
}

/**
 * The confirmation after a casco call-back was sent (SPEC §8): `Děkujeme za váš zájem!` and what
 * happens next, by phone with the brand's name (the grammatical reading of SPEC-NOTES), or by e-mail.
 */
export function CascoSentDialog({ sent, onClose }: CascoSentDialogProps) {
  const t = cascoMessages[useLocale()];
  const { config } = useSite();
  return (
    <ThankYouDialog
      open={sent !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p>{sent === 'email' ? t.successEmail : t.successPhone(config.brand.name)}</p>
    </ThankYouDialog>
  );
}
