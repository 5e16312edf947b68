'use client';

import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { telHref } from '../content/telHref.js';
import { useLocale, useSite } from '../SiteProvider/SiteProvider.js';
import type { Locale } from '../SiteProvider/siteConfig.js';

export interface CalculatorUnavailableMessages {
  heading: string;
  text: string;
  callUs: (phone: string) => string;
  /** The call centre's hours (SPEC §9: Mon–Fri 8–18 h). */
  hours: string;
}

/** The notice's texts: its own, so that the primitives that share `uiMessages` do not carry them. */
export const calculatorUnavailableMessages: Record<Locale, CalculatorUnavailableMessages> = {
  cs: {
    heading: 'Online výpočet tu zatím není k dispozici',
    text: 'Cenu pojištění vám rád spočítá náš poradce. Nechte nám číslo a ozveme se vám, nebo nám zavolejte přímo.',
    callUs: (phone) => `Zavolat na ${phone}`,
    hours: 'Po–Pá 8–18 h',
  },
  en: {
    heading: 'The online calculation is not available here yet',
    text: 'Our adviser will be glad to work out the price for you. Leave us your number and we will call you, or call us directly.',
    callUs: (phone) => `Call ${phone}`,
    hours: 'Mon–Fri 8 am–6 pm',
  },
};

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
  const t = calculatorUnavailableMessages[useLocale()];
  const { brand } = useSite();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // Named by its heading, like every section (ui's SectionShell): a region a screen reader can list.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('flex flex-col gap-4 rounded-card bg-brand-soft p-6', className)}
    >
      <Heading id={headingId} className="text-xl font-bold text-ink">
        {t.heading}
      </Heading>
      <p className="text-ink">{t.text}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {action}
        <p>
          <a href={telHref(brand.phone)} className="font-semibold text-brand underline underline-offset-4">
            {t.callUs(brand.phone)}
          </a>{' '}
          <span className="text-ink-muted">({t.hours})</span>
        </p>
      </div>
    </section>
  );
}
