'use client';

import { CalculatorUnavailable, Modal, useCalculator, useLocale } from '@insurance-web/ui';
import { CallbackButton } from '../CallbackModal/CallbackButton.js';
import { advisorMessages } from './messages.js';

export interface AdvisorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The calculator type the modal opens (`CalculatorProvider`); default `vehicle`. */
  calculator?: string;
}

/**
 * The advisor modal (SPEC §2 item 6): opens the calculator registered for `calculator` without a
 * calculation (`vehicle: null`). Without one registered (SPEC.md shows no calculator, so this site
 * has none) it says so plainly and offers a call back and the call centre's number instead, as the
 * quote flow does (ui's `CalculatorUnavailable`).
 */
export function AdvisorModal({ open, onOpenChange, calculator = 'vehicle' }: AdvisorModalProps) {
  const t = advisorMessages[useLocale()];
  const Calculator = useCalculator(calculator);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} size="lg">
      {Calculator ? (
        <Calculator type={calculator} vehicle={null} />
      ) : (
        <CalculatorUnavailable headingLevel={3} action={<CallbackButton />} />
      )}
    </Modal>
  );
}
