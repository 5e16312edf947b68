'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/index.js';
import { CloseIcon } from '../icons/icons.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import { useStandInEscape } from './useStandInEscape.js';

export interface LazyModule<T> {
  /** What was loaded, once it has been. */
  loaded: T | null;
  /** The last attempt failed (offline, a deployment removed the chunk). */
  failed: boolean;
  /** Loads again after a failure. */
  retry: () => void;
}

/**
 * Loads code (a dialog, a form) the first time `wanted` is true (a dynamic import), and again on `retry`
 * after a failure, which is logged. Until then the island holds only what the page shows at first.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): LazyModule<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadRef.current().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      (error: unknown) => {
        console.error('Error loading code on demand', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { loaded: loaded?.value ?? null, failed, retry };
}

export interface PendingDialogProps {
  /** The title of the dialog being loaded, so the visitor hears where they are at once. */
  title: string;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Stands in for a dialog while its code downloads: shown at once on the click, with a loading
 * status, or with an error and a retry when the download failed. A native modal `<dialog>` (no
 * Radix, no extra code): the page behind is inert, Escape closes it, and when it gives way to the
 * real dialog it returns focus to the button that opened it, which the real dialog then returns to.
 */
export function PendingDialog({ title, failed, onRetry, onClose }: PendingDialogProps) {
  const ui = useUiMessages();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A layout effect: its cleanup closes the dialog before React removes it, so the browser hands
  // focus back to the opener before the real dialog mounts and remembers what had focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // Escape closes this dialog only, before any Radix dialog around it sees the key.
  useStandInEscape(dialogRef, onClose);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={failed ? undefined : true}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-card bg-surface p-0 text-ink shadow-dialog backdrop:bg-overlay"
    >
      <div className="flex items-start justify-between gap-4 px-5 pt-5 tablet:px-8 tablet:pt-7">
        <h2 id={titleId} className="min-w-0 text-xl font-bold leading-snug tablet:text-2xl">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={ui.close}
          className="-me-2 -mt-1 ms-auto inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-2xl text-ink hover:bg-surface-muted"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="px-5 pb-6 pt-3 tablet:px-8 tablet:pb-8">
        {/* One live region from the start, whose text changes: a region inserted with its text may go unheard. */}
        <div role="status" className="flex items-center gap-3">
          {failed ? (
            <p>{ui.dialogLoadFailed}</p>
          ) : (
            <>
              <span
                aria-hidden="true"
                className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-t-transparent"
              />
              <p>{ui.loading}</p>
            </>
          )}
        </div>
        {failed ? (
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              // The button goes while loading again: focus stays in the dialog.
              closeRef.current?.focus();
              onRetry();
            }}
          >
            {ui.retry}
          </Button>
        ) : null}
      </div>
    </dialog>
  );
}
