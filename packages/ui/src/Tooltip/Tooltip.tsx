'use client';

import { clsx } from 'clsx';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { InfoIcon } from '../icons/icons.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

/** SPEC §2 item 14 and §9: the tooltip opens after 300 ms. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /**
   * The element the tooltip describes; it must be focusable (a button or a link). Default: an
   * info icon button named `Více informací`.
   */
  children?: ReactNode;
  /** Name of the default info button, when the context asks for a more specific one. */
  triggerLabel?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/**
 * A short hint on hover and keyboard focus (Radix Tooltip), at most about 15.6 rem wide. A tap
 * opens it too, since touch screens have no hover.
 */
export function Tooltip({ content, children, triggerLabel, side = 'top', className }: TooltipProps) {
  const t = useUiMessages();
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger
          asChild
          onClick={(event) => {
            // Radix closes on click; a tap on a touch screen should open instead.
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children ?? (
            <button
              type="button"
              aria-label={triggerLabel ?? t.moreInfo}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-xl text-brand hover:bg-brand-soft"
            >
              <InfoIcon />
            </button>
          )}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={clsx(
              'z-50 max-w-tooltip rounded-field bg-ink px-3 py-2 text-sm text-surface shadow-dialog animate-fade-in',
              '[overflow-wrap:anywhere]',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
