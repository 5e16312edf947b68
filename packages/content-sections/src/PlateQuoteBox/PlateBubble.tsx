'use client';

import type { LookupState } from './plateLookup.js';
import { usePlateMessages } from './plateMessages.js';
import { vehicleName } from './vehicleModels.js';

export interface PlateBubbleProps {
  state: LookupState;
  /** The visitor is being taken to the quote flow. */
  redirecting?: boolean;
}

// Whole class names, so Tailwind finds them when it scans the package.
const TONE: Record<LookupState['status'], string> = {
  default: 'border-brand/30 bg-brand-soft',
  loading: 'border-brand/30 bg-brand-soft',
  ok: 'border-success/40 bg-success-soft',
  fail: 'border-accent/40 bg-accent-soft',
};

/**
 * The info bubble under the plate field (SPEC §2 item 2, §4): default, loading, ok (the vehicle
 * named from the local table) and fail (with the small registration certificate hint). A polite
 * live region that is in the page from the server on, so each change is announced.
 */
export function PlateBubble({ state, redirecting = false }: PlateBubbleProps) {
  const t = usePlateMessages();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-state={state.status}
      className={`relative mt-4 flex min-h-28 items-start gap-3 rounded-card border p-4 text-ink before:absolute before:-top-2 before:left-8 before:size-4 before:rotate-45 before:border-t before:border-l before:border-inherit before:bg-inherit tablet:min-h-24 ${TONE[state.status]}`}
    >
      <BubbleIcon status={state.status} />
      <div className="flex min-w-0 flex-col gap-1">
        {state.status === 'default' ? <p>{t.bubbleDefault}</p> : null}
        {state.status === 'loading' ? <p>{t.bubbleLoading}</p> : null}
        {state.status === 'ok' ? <Found state={state} redirecting={redirecting} /> : null}
        {state.status === 'fail' ? (
          <>
            <p className="font-semibold">{t.bubbleFail}</p>
            <p>{t.bubbleFailHint}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}

function Found({
  state,
  redirecting,
}: {
  state: Extract<LookupState, { status: 'ok' }>;
  redirecting: boolean;
}) {
  const t = usePlateMessages();
  const name = vehicleName(state.vehicle);
  return (
    <>
      {name ? (
        <p>
          {t.bubbleFound} <strong className="font-semibold [overflow-wrap:anywhere]">{name}</strong>
        </p>
      ) : (
        <p>{t.bubbleFoundUnnamed(state.plate)}</p>
      )}
      {redirecting ? <p>{t.bubbleRedirecting}</p> : null}
    </>
  );
}

function BubbleIcon({ status }: { status: LookupState['status'] }) {
  const common = 'mt-0.5 size-5 shrink-0';
  if (status === 'loading') {
    return (
      <span
        aria-hidden="true"
        className={`${common} animate-spin rounded-full border-2 border-brand border-t-transparent`}
      />
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${common} ${ICON_COLOUR[status]}`} fill="none">
      <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.5" />
      {status === 'ok' ? (
        <path d="m6 10.5 2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : status === 'fail' ? (
        <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : (
        <path d="M10 9v5M10 6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

const ICON_COLOUR = { default: 'text-brand', ok: 'text-success', fail: 'text-accent' } as const;
