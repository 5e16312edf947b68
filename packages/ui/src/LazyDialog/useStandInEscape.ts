import { type RefObject, useEffect, useRef } from 'react';

/**
 * Escape for a native stand-in `<dialog>` (opened with `showModal()`) that may sit inside a Radix
 * dialog, as the call-back button's loading dialog does in the advisor modal. Radix listens for
 * Escape on the document in the capture phase and closes its topmost layer, which it believes is its
 * own dialog: without this, one Escape closed the stand-in and the Radix dialog under it. While the
 * stand-in is open, a window-level capture listener (it runs before the document's) takes the key:
 * it stops the event there, prevents the browser's own `cancel`, and closes only the stand-in.
 */
export function useStandInEscape(ref: RefObject<HTMLDialogElement | null>, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    const view = ref.current?.ownerDocument.defaultView;
    if (!view) return;
    const handle = (event: KeyboardEvent) => {
      const dialog = ref.current;
      // A stand-in opened later (above this one) took it already.
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog?.open || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current();
    };
    view.addEventListener('keydown', handle, { capture: true });
    return () => view.removeEventListener('keydown', handle, { capture: true });
  }, [ref]);
}
