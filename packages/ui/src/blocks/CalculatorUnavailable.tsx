'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useSite, useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface CalculatorUnavailableProps {
  /** The notice's heading level: 2 on its own, 3 under a section's or a dialog's heading. */
  headingLevel: 2 | 3;
  /** What the host offers instead, before the phone number: the call-back button. */
  action?: ReactNode;
  className?: string;
}

/**
 * A calculator slot with no calculator registered for its type (SPEC-NOTES: a slot the host can
 * fill, never a made-up calculator): says so plainly and offers what the site has instead, the
 * host's action (a call back) and the call centre's number with its hours.
 */
export function CalculatorUnavailable({ headingLevel, action, className }: CalculatorUnavailableProps) {
  const t = useUiMessages();
  const { brand } = useSite();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // The brand's number is in international form (`+420 …`): the link needs its digits only.
  const href = `tel:${brand.phone.replace(/[^\d+]/g, '')}`;
  return (
    <section className={clsx('flex flex-col gap-4 rounded-card bg-brand-soft p-6', className)}>
      <Heading className="text-xl font-bold text-ink">{t.calculatorUnavailableHeading}</Heading>
      <p className="text-ink">{t.calculatorUnavailableText}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {action}
        <p>
          <a href={href} className="font-semibold text-brand underline underline-offset-4">
            {t.callUs(brand.phone)}
          </a>{' '}
          <span className="text-ink-muted">({t.callHours})</span>
        </p>
      </div>
    </section>
  );
}
