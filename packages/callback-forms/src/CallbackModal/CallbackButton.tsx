'use client';

import type { ButtonProps } from '@insurance-web/ui';
import { telHref, useLocale, useSite } from '@insurance-web/ui';
import type { ComponentType, ReactNode } from 'react';
import { LazyModalButton, type LazyModalControl } from '../lazyModal/LazyModalButton.js';
import { createModuleLoader } from '../lazyModal/moduleLoader.js';
import { callbackMessages } from '../messages.js';
import type { CallbackModalProps } from './CallbackModalCore.js';

type ModalProps = Omit<CallbackModalProps, 'trigger' | 'open' | 'onOpenChange' | 'defaultOpen'>;

// The form, its schema, Radix and the API client load when the visitor asks for them, not with the
// page (DESIGN.md "Server and client"): until then the island is this button. The plain modal loads
// without the topic select, which only the topic variant needs (CallbackModalCore.tsx).
const callbackModal = createModuleLoader<ComponentType<ModalProps & LazyModalControl>>(() =>
  import('./CallbackModalCore.js').then((module) => module.CallbackModalCore),
);
const callbackModalWithTopic = createModuleLoader<ComponentType<ModalProps & LazyModalControl>>(() =>
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
 * which hydration turns into the button: LazyModalButton).
 */
export function CallbackButton({ children, variant, defaultOpen = false, ...props }: CallbackButtonProps) {
  const t = callbackMessages[useLocale()];
  const { brand } = useSite();
  return (
    <LazyModalButton
      loader={props.withTopic ? callbackModalWithTopic : callbackModal}
      modalProps={props}
      title={t.title}
      variant={variant}
      defaultOpen={defaultOpen}
      fallbackHref={telHref(brand.phone)}
    >
      {children ?? t.open}
    </LazyModalButton>
  );
}
