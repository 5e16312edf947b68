'use client';

import {
  type ButtonProps,
  createModuleLoader,
  LazyDialogButton,
  type LazyDialogButtonProps,
  type LazyDialogControl,
  telHref,
  useLocale,
  useSite,
} from '@insurance-web/ui';
import type { ComponentType, ReactNode } from 'react';
import { callbackMessages } from '../messages.js';
import type { CallbackModalProps } from './CallbackModalCore.js';
import { callbackLoadingMessages } from './loadingMessages.js';

type ModalProps = Omit<CallbackModalProps, 'trigger' | 'open' | 'onOpenChange' | 'defaultOpen'>;
/** The call-back modal as its button loads it: controlled by the button. */
type LoadedModal = ComponentType<ModalProps & LazyDialogControl>;

// The form, its schema, Radix and the API client load when the visitor asks for them, not with the
// page (DESIGN.md "Server and client"): until then the island is this button. The plain modal loads
// without the topic select, which only the topic variant needs (CallbackModalCore.tsx).
const callbackModal = createModuleLoader<LoadedModal>(() =>
  import('./CallbackModalCore.js').then((module) => module.CallbackModalCore),
);
const callbackModalWithTopic = createModuleLoader<LoadedModal>(() =>
  import('./CallbackModal.js').then((module) => module.CallbackModal),
);

export interface CallbackButtonProps extends Omit<CallbackModalProps, 'trigger' | 'open' | 'onOpenChange'> {
  /** Default: `Zavolejte mi`. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
}

/**
 * A button and the call-back modal it opens, in one island. A click shows a dialog at once: loading
 * while the form's code downloads, then the form; if the code cannot load, an error with
 * `Zkusit znovu`. Without JavaScript it is a link that dials the brand's phone (the server's HTML,
 * which hydration turns into the button: ui's `LazyDialogButton`).
 */
export function CallbackButton({ children, variant, defaultOpen = false, ...props }: CallbackButtonProps) {
  const t = callbackMessages[useLocale()];
  const { brand } = useSite();
  return (
    <CallbackModalButton
      loader={props.withTopic ? callbackModalWithTopic : callbackModal}
      modalProps={props}
      title={t.title}
      variant={variant}
      defaultOpen={defaultOpen}
      fallbackHref={telHref(brand.phone)}
    >
      {children ?? t.open}
    </CallbackModalButton>
  );
}

export interface CallbackModalButtonProps
  extends Omit<LazyDialogButtonProps<LoadedModal>, 'render' | 'loadingText' | 'failedText'> {
  modalProps: ModalProps;
}

/**
 * ui's `LazyDialogButton` with a form's loading texts (`Načítáme formulář…`, `Formulář se nepodařilo
 * načíst…`) and a loaded call-back modal: the call-back button's shell, and its stories' with
 * loaders that are slow or fail.
 */
export function CallbackModalButton({ modalProps, ...props }: CallbackModalButtonProps) {
  const t = callbackLoadingMessages[useLocale()];
  return (
    <LazyDialogButton
      {...props}
      loadingText={t.loading}
      failedText={t.failed}
      render={(Modal, control) => <Modal {...modalProps} {...control} />}
    />
  );
}
