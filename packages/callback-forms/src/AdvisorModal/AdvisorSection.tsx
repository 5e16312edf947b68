'use client';

import {
  containerClass,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
  useLocale,
} from '@insurance-web/ui';
import { useId } from 'react';
import { AdvisorButton } from './AdvisorButton.js';
import { advisorMessages } from './messages.js';

export interface AdvisorSectionProps {
  /** Default: `Nevíte si rady s pojištěním auta?`. */
  heading?: string;
  perex?: string;
  /** The button's text; default `Chci poradit s pojištěním auta`. */
  buttonLabel?: string;
  /** The calculator type the modal opens; `vehicle` by default. */
  calculator?: string;
}

/**
 * `forms.advisor`: a heading, a text and the button that opens the advisor modal. The island is
 * the section and the button; the modal's code loads when the visitor opens it.
 */
export function AdvisorSection({ heading, perex, buttonLabel, calculator }: AdvisorSectionProps) {
  const t = advisorMessages[useLocale()];
  const headingId = useId();
  const text = perex || t.perex;
  return (
    <section aria-labelledby={headingId} className={sectionSpacingClass}>
      <div className={`${containerClass} flex flex-col items-start gap-4`}>
        <SectionHeading id={headingId}>{heading || t.heading}</SectionHeading>
        {text ? <p className={`${sectionPerexClass} text-ink-muted`}>{text}</p> : null}
        <AdvisorButton calculator={calculator}>{buttonLabel || undefined}</AdvisorButton>
      </div>
    </section>
  );
}
