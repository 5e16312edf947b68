'use client';

import type { ReactNode } from 'react';
import { CheckIcon } from '../icons/icons.js';
import { StatusDialog } from '../Modal/StatusDialog.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface ThankYouDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default: `Děkujeme za váš zájem!` (SPEC §2 item 12). */
  heading?: ReactNode;
  /** Default: a check mark. Pass `null` for none. */
  icon?: ReactNode;
  children?: ReactNode;
  bottomText?: ReactNode;
  closeLabel?: string;
}

const defaultIcon = (
  <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
    <CheckIcon />
  </span>
);

/** Confirms that a form was sent. */
export function ThankYouDialog({ heading, icon = defaultIcon, ...props }: ThankYouDialogProps) {
  const t = useUiMessages();
  return <StatusDialog heading={heading ?? t.thankYouHeading} icon={icon} {...props} />;
}
