'use client';

import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import { Modal } from './Modal.js';

export interface StatusDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: ReactNode;
  /** Shown above the heading: an illustration or an icon. */
  icon?: ReactNode;
  children?: ReactNode;
  /** A closing line under the text (e.g. `Stránku můžete nyní zavřít.`). */
  bottomText?: ReactNode;
  closeLabel?: string;
}

/** The shared shape of the thank-you and error dialogs: icon, heading, text and one way out. */
export function StatusDialog({
  open,
  onOpenChange,
  heading,
  icon,
  children,
  bottomText,
  closeLabel,
}: StatusDialogProps) {
  const t = useUiMessages();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={heading} hideTitle size="sm">
      <div className="flex flex-col items-center gap-4 text-center [overflow-wrap:anywhere]">
        {icon ? <div className="flex justify-center text-5xl">{icon}</div> : null}
        <p aria-hidden="true" className="text-2xl font-bold leading-snug">
          {heading}
        </p>
        {children ? <div className="text-ink">{children}</div> : null}
        {bottomText ? <div className="text-sm text-ink-muted">{bottomText}</div> : null}
        <Button onClick={() => onOpenChange(false)} className="mt-2">
          {closeLabel ?? t.close}
        </Button>
      </div>
    </Modal>
  );
}
