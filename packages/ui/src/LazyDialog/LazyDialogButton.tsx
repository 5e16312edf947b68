'use client';

import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button, type ButtonProps, buttonClassName } from '../Button/index.js';
import { LazyDialog } from './LazyDialog.js';
import type { ModuleLoader } from './moduleLoader.js';

/** How the button controls what it loaded (a dialog): open, closed, and focus back on the button. */
export interface LazyDialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus on the button that opened it: for a dialog that hands over to another (a confirmation). */
  focusOpener: () => void;
}

export interface LazyDialogButtonProps<M> {
  /** Loads the dialog's code: `createModuleLoader(() => import('./MyDialog.js').then(…))`, made once per module. */
  loader: ModuleLoader<M>;
  /** Renders what was loaded, controlled by the button: `(Dialog, control) => <Dialog {...control} />`. */
  render: (loaded: M, control: LazyDialogControl) => ReactNode;
  /** The dialog's title: the name of the dialog that shows while it loads. */
  title: string;
  /** The button's label. */
  children: ReactNode;
  variant?: ButtonProps['variant'];
  /** Open on mount (a page that links straight to the dialog, a story). */
  defaultOpen?: boolean;
  /** Called whenever the visitor asks for the dialog, before it shows (to take a snapshot of props). */
  onRequest?: () => void;
  /**
   * Where the control leads without JavaScript (the brand's phone, `tel:…`): the server renders a
   * link there, which hydration turns into this button, on the same element.
   */
  fallbackHref?: string;
  /** The loading dialog's texts; default ui's `Načítání…` and `Okno se nepodařilo načíst…`. */
  loadingText?: string;
  failedText?: string;
}

/**
 * Marks the link that becomes a button once its island has hydrated: a host that holds taps on
 * buttons until their code has arrived (and replays them then) holds taps on it too, so that a visitor
 * with JavaScript gets the dialog, not a phone call, however early they tap.
 */
const HYDRATES_AS_BUTTON_ATTRIBUTE = 'data-hydrates-as-button';

const noSubscription = () => () => {};
/** `false` on the server and while hydrating (so that the first render matches the server's HTML), then `true`. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A button whose dialog's code loads when it is clicked (DESIGN.md "Server and client"): until then
 * the island is this button. The visitor sees a dialog at once (`LazyDialog`'s stand-in: named like
 * the dialog, busy, focused), then the dialog itself, or an error with `Zkusit znovu` that really loads
 * again. Escape or `Zavřít` gives up (a download that arrives later opens nothing); focus returns to
 * the button, also after the dialog closes.
 *
 * With a `fallbackHref`, the server's HTML is a link styled as the button (`<a href="tel:…">`): what a
 * visitor without JavaScript can use. Hydration keeps that element (no second control, no layout
 * shift) and makes it the button: `role="button"`, `aria-haspopup`, Space and Enter open the dialog, and
 * a click no longer follows the link.
 */
export function LazyDialogButton<M>({
  loader,
  render,
  title,
  children,
  variant,
  defaultOpen = false,
  onRequest,
  fallbackHref,
  loadingText,
  failedText,
}: LazyDialogButtonProps<M>) {
  const buttonRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const request = () => {
    onRequest?.();
    setOpen(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount, when asked to.
  useEffect(() => {
    if (defaultOpen) request();
  }, []);

  const control: LazyDialogControl = {
    open,
    onOpenChange: setOpen,
    focusOpener: () => buttonRef.current?.focus(),
  };
  return (
    <>
      {fallbackHref ? (
        <a
          ref={buttonRef}
          href={fallbackHref}
          className={buttonClassName({ variant })}
          {...{ [HYDRATES_AS_BUTTON_ATTRIBUTE]: '' }}
          {...(hydrated ? { role: 'button', 'aria-haspopup': 'dialog' as const } : {})}
          onClick={(event) => {
            event.preventDefault();
            request();
          }}
          onKeyDown={(event) => {
            // A button answers Space too (a link only Enter, which clicks it); the page must not scroll.
            if (event.key !== ' ') return;
            event.preventDefault();
            request();
          }}
        >
          <span>{children}</span>
        </a>
      ) : (
        <Button ref={buttonRef} variant={variant} aria-haspopup="dialog" onClick={request}>
          {children}
        </Button>
      )}
      <LazyDialog
        loader={loader}
        open={open}
        onOpenChange={setOpen}
        title={title}
        returnFocus={buttonRef}
        loadingText={loadingText}
        failedText={failedText}
        render={(loaded) => render(loaded, control)}
      />
    </>
  );
}
