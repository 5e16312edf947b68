'use client';

import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/icons.js';
import { StatusDialog } from '../Modal/StatusDialog.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface ErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default: `Chyba při zpracování` (SPEC §8). */
  heading?: ReactNode;
  /** Default: `Litujeme, ale váš požadavek se nepodařilo dokončit.` (SPEC §8). */
  children?: ReactNode;
  bottomText?: ReactNode;
  icon?: ReactNode;
  closeLabel?: string;
}

const defaultIcon = (
  <span className="inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
    <AlertIcon />
  </span>
);

/** Tells the visitor that a request failed. What they typed stays in the form behind it. */
export function ErrorDialog({ heading, children, icon = defaultIcon, ...props }: ErrorDialogProps) {
  const t = useUiMessages();
  return (
    <StatusDialog heading={heading ?? t.errorHeading} icon={icon} {...props}>
      {children ?? <p>{t.errorText}</p>}
    </StatusDialog>
  );
}
