'use client';

import { createModuleLoader, LazyDialog, useUiMessages } from '@insurance-web/ui';
import type { LeadFormDialogsProps } from './LeadFormDialogs.js';
import { OfflineNotice } from './OfflineNotice.js';

export type LeadFormOutcomeProps = LeadFormDialogsProps;

// The dialogs (Radix Dialog, about 15 kB) are needed only once a form has been sent: they load when
// the visitor submits (`preloadLeadFormDialogs`), not with the form.
export const leadFormDialogs = createModuleLoader(() =>
  import('./LeadFormDialogs.js').then((module) => module.LeadFormDialogs),
);

/** Starts loading the dialogs; a failure shows when the outcome does (ui's `LazyDialog`). */
export function preloadLeadFormDialogs(): void {
  leadFormDialogs.load().catch(() => {});
}

/**
 * The two endings of a lead form (SPEC §4, §8): the confirmation modal after a success, the error
 * modal `Chyba při zpracování` / `Litujeme, ale váš požadavek se nepodařilo dokončit.` after a
 * failure. Each returns focus to the form when closed; the form behind keeps what was typed. When
 * the dialogs' code cannot be loaded (the connection is gone), ui's lazy-dialog rule: a stand-in
 * dialog of the same name still says the outcome (the lead was sent, or not), that the rest could
 * not be loaded, and offers `Zkusit znovu`. While the lead waits for the browser to be back online,
 * the page says so (no dialog: the form stays usable).
 */
export function LeadFormOutcome(props: LeadFormOutcomeProps) {
  const { outcome, onClose, successHeading, successText } = props;
  const t = useUiMessages();
  const sent = outcome === 'sent';
  return (
    <>
      {outcome === 'offline' ? <OfflineNotice /> : null}
      <LazyDialog
        loader={leadFormDialogs}
        open={sent || outcome === 'failed'}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={sent ? (successHeading ?? t.thankYouHeading) : t.errorHeading}
        outcome={
          sent ? typeof successText === 'string' ? <p>{successText}</p> : successText : <p>{t.errorText}</p>
        }
        render={(LeadFormDialogs) => <LeadFormDialogs {...props} />}
      />
    </>
  );
}
