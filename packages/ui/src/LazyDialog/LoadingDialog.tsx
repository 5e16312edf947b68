'use client';

import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/index.js';
import { useLocale, useUiMessages } from '../SiteProvider/SiteProvider.js';
import { outcomeLoadFailed } from './outcomeLoadFailed.js';
import { useStandInEscape } from './useStandInEscape.js';

export interface LoadingDialogProps {
  /** The name of the dialog that is loading, so the visitor hears the same dialog throughout. */
  title: ReactNode;
  /**
   * What the visitor must know whatever the download does: the outcome of what they did (a lead
   * sent, a contract cancelled), shown while loading and beside the failure, which then says that
   * this stands (`Okno se nepodařilo načíst celé, ale co je napsáno výše, platí…`).
   */
  children?: ReactNode;
  /** The code could not be loaded: the error and `Zkusit znovu` instead of the loading state. */
  failed: boolean;
  onRetry: () => void;
  /** Escape, or `Zavřít`: the visitor gives up; focus goes back to what opened it (the parent's job). */
  onClose: () => void;
  /** Default `Načítání…` (a form says `Načítáme formulář…`). */
  loadingText?: string;
  /** Default `Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.` */
  failedText?: string;
  /**
   * Where the focus goes when this dialog goes (given up, or replaced by the loaded dialog); default
   * what had it when this one opened. Before the loaded dialog mounts, so that it returns it there too.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The dialog a visitor sees at once while a dialog's code downloads (`LazyDialogButton`), and its error
 * with a retry when the download fails. A native `<dialog>` opened with `showModal()` (focus moved in and kept there,
 * the page behind inert, Escape), so the button's island carries no dialog library before the visitor
 * asks for the dialog: Radix comes with the dialog itself.
 */
export function LoadingDialog({
  title,
  children,
  failed,
  onRetry,
  onClose,
  loadingText,
  failedText,
  returnFocus,
}: LoadingDialogProps) {
  const t = useUiMessages();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;
  const titleId = useId();
  const outcomeId = useId();
  const textId = useId();

  // Layout effects: the dialog is open before the browser paints, and closed (its focus back where
  // it was) before the loaded dialog mounts and notes where focus was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Not left to the browser: a click on a button does not focus it everywhere (Safari), and
      // an element that had the focus may have been replaced meanwhile (an outcome's own caller
      // then names where it goes).
      const target = returnRef.current?.current ?? before;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, []);
  useLayoutEffect(() => {
    // Loading: the dialog itself, so its name and state are read; failed: the retry, described by the error.
    if (failed) retryRef.current?.focus();
    else ref.current?.focus();
  }, [failed]);
  // Escape closes this dialog only, also inside a Radix dialog (which would close itself too).
  useStandInEscape(ref, onClose);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={children ? `${outcomeId} ${textId}` : textId}
      aria-busy={failed ? undefined : true}
      // Escape is taken before it reaches the page (`useStandInEscape`); a cancel from elsewhere (a
      // platform's back gesture) gives up too.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Chrome may close a dialog on a repeated Escape without a cancel event; follow it.
      onClose={onClose}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-card bg-surface p-6 text-ink shadow-dialog outline-none backdrop:bg-overlay tablet:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold leading-snug tablet:text-2xl [overflow-wrap:anywhere]">
        {title}
      </h2>
      {children ? (
        <div id={outcomeId} className="mt-4">
          {children}
        </div>
      ) : null}
      {failed ? (
        <p id={textId} role="alert" className="mt-4">
          {failedText ?? (children ? outcomeLoadFailed[locale] : t.dialogLoadFailed)}
        </p>
      ) : (
        <p id={textId} role="status" className="mt-4 flex items-center gap-3 text-ink-muted">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
          {loadingText ?? t.loading}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {failed ? (
          <Button ref={retryRef} onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
        <Button variant={failed ? 'secondary' : 'ghost'} onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </dialog>
  );
}
