'use client';

import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { CloseIcon } from '../icons/icons.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: screen readers announce it when the dialog opens (Radix requires a DialogTitle). */
  title: ReactNode;
  /** Keep the title for assistive technology only, when the content shows its own heading. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** An element that opens the dialog (a button); optional when `open` is controlled. */
  trigger?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
  /** Actions at the bottom, e.g. the submit button. */
  footer?: ReactNode;
  className?: string;
}

const widths: Record<ModalSize, string> = {
  sm: 'desktop:max-w-md',
  md: 'desktop:max-w-2xl',
  lg: 'desktop:max-w-4xl',
};

/**
 * A modal dialog (Radix Dialog): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to what opened it, and the page behind neither scrolls nor reads out.
 * On phones it fills the screen; its body scrolls when the content is long.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  size = 'md',
  children,
  footer,
  className,
}: ModalProps) {
  const t = useUiMessages();
  const { scrollable, bodyRef } = useScrollable();
  // Radix returns focus to its Trigger; a dialog opened from code (no trigger) returns it to whatever
  // had focus when it opened, so keyboard users do not land at the top of the page.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in" />
        <Dialog.Content
          className={clsx(
            'fixed inset-0 z-50 flex flex-col bg-surface text-ink shadow-dialog animate-dialog-in',
            'tablet:inset-auto tablet:start-1/2 tablet:top-1/2 tablet:max-h-[calc(100dvh-2rem)] tablet:w-[calc(100vw-2rem)]',
            'tablet:-translate-x-1/2 tablet:-translate-y-1/2 tablet:rounded-card',
            widths[size],
            className,
          )}
          onOpenAutoFocus={() => {
            openedFrom.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !openedFrom.current?.isConnected) return;
            event.preventDefault();
            openedFrom.current.focus();
          }}
          // Without a description Radix warns unless told, by an explicit `undefined`, there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5 tablet:px-8 tablet:pt-7">
            <Dialog.Title
              className={clsx(
                'min-w-0 text-xl font-bold leading-snug tablet:text-2xl [overflow-wrap:anywhere]',
                hideTitle && 'sr-only',
              )}
            >
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-me-2 -mt-1 ms-auto inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-2xl text-ink hover:bg-surface-muted"
              aria-label={t.close}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div
            ref={bodyRef}
            // A body that scrolls must be reachable by keyboard even when it holds nothing focusable.
            tabIndex={scrollable ? 0 : undefined}
            className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-3 tablet:px-8 tablet:pb-8"
          >
            {description ? (
              <Dialog.Description className="mb-4 text-ink-muted">{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 tablet:px-8">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Whether the dialog's body overflows, kept current as its content or the window resizes. */
function useScrollable() {
  const [scrollable, setScrollable] = useState(false);
  const bodyRef = useCallback((body: HTMLDivElement | null) => {
    if (!body) return;
    const measure = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { scrollable, bodyRef };
}
