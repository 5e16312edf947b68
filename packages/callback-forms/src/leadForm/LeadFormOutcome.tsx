'use client';

import { useUiMessages } from '@insurance-web/ui';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { LeadFormDialogsProps } from './LeadFormDialogs.js';
import { OfflineNotice } from './OfflineNotice.js';

export type LeadFormOutcomeProps = LeadFormDialogsProps;

// The dialogs (Radix Dialog, about 15 kB) are needed only once a form has been sent: they load when
// the visitor submits (`preloadLeadFormDialogs`), not with the form.
const loadDialogs = () => import('./LeadFormDialogs.js');
const LeadFormDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.LeadFormDialogs })));

/** Starts loading the dialogs; a failure shows later, as the inline fallback. */
export function preloadLeadFormDialogs(): void {
  loadDialogs().catch(() => {});
}

/**
 * The two endings of a lead form (SPEC §4, §8): the confirmation modal after a success, the error
 * modal `Chyba při zpracování` / `Litujeme, ale váš požadavek se nepodařilo dokončit.` after a
 * failure. Each returns focus to the form when closed; the form behind keeps what was typed. When
 * the dialogs' code cannot be loaded (the connection is gone), the outcome is said in the page. While
 * the lead waits for the browser to be back online, the page says so (no dialog: the form stays usable).
 */
export function LeadFormOutcome(props: LeadFormOutcomeProps) {
  if (props.outcome === null) return null;
  if (props.outcome === 'offline') return <OfflineNotice />;
  return (
    <OutcomeBoundary fallback={<InlineOutcome {...props} />}>
      <Suspense fallback={null}>
        <LeadFormDialogs {...props} />
      </Suspense>
    </OutcomeBoundary>
  );
}

function InlineOutcome({ outcome, successHeading, successText }: LeadFormOutcomeProps) {
  const t = useUiMessages();
  return (
    <div role="alert" className="mt-5 rounded-field border-2 border-line-strong bg-surface-muted p-4">
      <p className="font-semibold">
        {outcome === 'sent' ? (successHeading ?? t.thankYouHeading) : t.errorHeading}
      </p>
      {outcome === 'sent' ? (
        typeof successText === 'string' ? (
          <p>{successText}</p>
        ) : (
          successText
        )
      ) : (
        <p>{t.errorText}</p>
      )}
    </div>
  );
}

class OutcomeBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
