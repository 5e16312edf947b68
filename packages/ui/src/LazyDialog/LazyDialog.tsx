'use client';

import type { ReactNode, RefObject } from 'react';
import { LoadingDialog } from './LoadingDialog.js';
import type { ModuleLoader } from './moduleLoader.js';
import { useLazyModule } from './useLazyModule.js';

export interface LazyDialogProps<M> {
  /** Loads the dialog's code: `createModuleLoader(() => import('./MyDialog.js').then(…))`, made once per module. */
  loader: ModuleLoader<M>;
  /** Whether the visitor wants the dialog now: its code loads the first time. */
  open: boolean;
  /** `false` when the visitor closes the stand-in (gives up waiting, or after a failure). */
  onOpenChange: (open: boolean) => void;
  /**
   * Renders what was loaded, from then on (closed too, so that it can close): the caller passes its
   * own `open` and `onOpenChange` on, `(Dialog) => <Dialog open={open} onOpenChange={…} />`.
   */
  render: (loaded: M) => ReactNode;
  /** The dialog's title: the stand-in's name while the code loads or cannot. */
  title: ReactNode;
  /**
   * An outcome the visitor must not lose when the dialog that tells it cannot load (a lead sent, a
   * contract cancelled): the stand-in shows it, loading or failed.
   */
  outcome?: ReactNode;
  /** Where the focus goes when the stand-in goes; default what had it when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The stand-in's texts; default ui's `Načítání…` and `Okno se nepodařilo načíst…`. */
  loadingText?: string;
  failedText?: string;
}

/**
 * Every dialog whose code loads when it is first wanted goes through here, with one rule for a
 * download that fails (a flaky connection, a release deployed meanwhile): the block that asked for
 * it stays as it was, and in place of the dialog a stand-in dialog of the same name says, in Czech,
 * that it could not be loaded, with `Zkusit znovu`, which really downloads again, and `Zavřít`.
 * While the code is on its way the stand-in says `Načítání…`; an `outcome` stays in it throughout.
 * Nothing is thrown, so no error boundary takes the block away (as `React.lazy` does).
 *
 * The stand-in (`LoadingDialog`) is a native `<dialog>`: the page carries no dialog library before the
 * dialog is wanted. Focus returns, whenever it goes, to what had it when it opened (or `returnFocus`),
 * before the loaded dialog mounts, so that the loaded dialog returns it there too.
 */
export function LazyDialog<M>({
  loader,
  open,
  onOpenChange,
  render,
  title,
  outcome,
  returnFocus,
  loadingText,
  failedText,
}: LazyDialogProps<M>): ReactNode {
  const module = useLazyModule(loader, open);
  if (module.loaded !== null) return render(module.loaded);
  if (!open) return null;
  return (
    <LoadingDialog
      title={title}
      failed={module.failed}
      onRetry={module.retry}
      onClose={() => onOpenChange(false)}
      returnFocus={returnFocus}
      loadingText={loadingText}
      failedText={failedText}
    >
      {outcome}
    </LoadingDialog>
  );
}
