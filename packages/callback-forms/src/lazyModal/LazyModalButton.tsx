'use client';

import { Button, type ButtonProps, buttonClassName } from '@insurance-web/ui';
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { LoadingDialog } from './LoadingDialog.js';
import type { ModuleLoader } from './moduleLoader.js';

/** What a lazily loaded modal must accept: it is controlled by the button. */
export interface LazyModalControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LazyModalButtonProps<P extends object> {
  /** Loads the modal component; `createModuleLoader(() => import('./MyModal.js').then(…))`. */
  loader: ModuleLoader<ComponentType<P & LazyModalControl>>;
  /** The modal's own props, besides `open` and `onOpenChange`. */
  modalProps: P;
  /** The modal's title: the name of the dialog that shows while it loads. */
  title: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  /** Open on mount (a page that links straight to the form). */
  defaultOpen?: boolean;
  /**
   * Where the control leads without JavaScript (the brand's phone, `tel:…`): the server renders a
   * link there, which hydration turns into this button, on the same element (see `LazyModalButton`).
   */
  fallbackHref?: string;
}

/**
 * Marks the link that becomes a button once its island has hydrated: a host that holds taps on
 * buttons until their code has arrived (and replays them then) holds taps on it too, so that a visitor
 * with JavaScript gets the form, not a phone call, however early they tap.
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

type Status = 'idle' | 'loading' | 'failed';

/**
 * A button whose modal's code loads when it is clicked (DESIGN.md "Server and client"). The visitor
 * sees a dialog at once: loading, then the modal itself, or an error with `Zkusit znovu` that really
 * loads again. Escape or `Zavřít` gives up; focus returns to the button, also after the modal closes.
 *
 * With a `fallbackHref`, the server's HTML is a link styled as the button (`<a href="tel:…">`): what a
 * visitor without JavaScript can use. Hydration keeps that element (no second control, no layout
 * shift) and makes it the button: `role="button"`, `aria-haspopup`, Space and Enter open the modal, and
 * a click no longer follows the link.
 */
export function LazyModalButton<P extends object>({
  loader,
  modalProps,
  title,
  children,
  variant,
  defaultOpen = false,
  fallbackHref,
}: LazyModalButtonProps<P>) {
  const buttonRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  const [Modal, setModal] = useState(() => loader.current());
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  // The attempt the visitor still waits for; one they gave up on opens nothing when it arrives.
  const attempt = useRef(0);

  const load = () => {
    const id = ++attempt.current;
    setStatus('loading');
    loader.load().then(
      (component) => {
        setModal(() => component);
        if (attempt.current !== id) return;
        setStatus('idle');
        setOpen(true);
      },
      (error: unknown) => {
        if (attempt.current !== id) return;
        console.error(error);
        setStatus('failed');
      },
    );
  };
  const request = () => {
    const loaded = Modal ?? loader.current();
    if (loaded) {
      setModal(() => loaded);
      setOpen(true);
    } else {
      load();
    }
  };
  const giveUp = () => {
    attempt.current += 1;
    setStatus('idle');
  };

  // Whenever the loading dialog goes, focus goes back to the button: before the modal mounts (a layout
  // effect runs before Radix notes where focus was), so that closing the modal returns it there too.
  const shown = status !== 'idle';
  const wasShown = useRef(false);
  useLayoutEffect(() => {
    if (wasShown.current && !shown) buttonRef.current?.focus();
    wasShown.current = shown;
  }, [shown]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount, when asked to.
  useEffect(() => {
    if (defaultOpen) request();
  }, []);

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
      {shown ? (
        <LoadingDialog title={title} failed={status === 'failed'} onRetry={load} onClose={giveUp} />
      ) : null}
      {Modal ? <Modal {...modalProps} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
