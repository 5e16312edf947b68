'use client';

import { Modal } from '@insurance-web/ui';
import type { ReactNode } from 'react';

export interface FaqAnswerModalProps {
  question: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * An answer in the ui modal, titled with its question (Radix needs a DialogTitle). Its own module, so
 * the dialog's code (about 13 kB gzip) loads when a visitor first opens a question, not with the page.
 */
export function FaqAnswerModal({ question, open, onOpenChange, children }: FaqAnswerModalProps) {
  return (
    <Modal title={question} open={open} onOpenChange={onOpenChange}>
      {children}
    </Modal>
  );
}
