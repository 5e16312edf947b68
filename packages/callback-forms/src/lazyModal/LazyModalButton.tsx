'use client';

import { Button, type ButtonProps } from '@insurance-web/ui';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * A button whose modal's code loads when it is clicked (DESIGN.md "Server and client"). The visitor
 * sees a dialog at once: loading, then the modal itself, or an error with `Zkusit znovu` that really
 * loads again. Escape or `Zavřít` gives up; focus returns to the button, also after the modal closes.
 */
export function LazyModalButton<P extends object>({
  loader,
  modalProps,
  title,
  children,
  variant,
  defaultOpen = false,
}: LazyModalButtonProps<P>) {
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      <Button ref={buttonRef} variant={variant} aria-haspopup="dialog" onClick={request}>
        {children}
      </Button>
      {shown ? (
        <LoadingDialog title={title} failed={status === 'failed'} onRetry={load} onClose={giveUp} />
      ) : null}
      {Modal ? <Modal {...modalProps} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
