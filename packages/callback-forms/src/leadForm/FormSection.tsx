import { containerClass, SectionHeading, sectionPerexClass, sectionSpacingClass } from '@insurance-web/ui';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  heading: string;
  perex?: string;
  children: ReactNode;
}

/**
 * A form as a page section: its heading names the region, the perex says what happens with it. It
 * sits in ui's content container like every block: on phones and tablets the heading, the perex and
 * the form follow one another; from desktop on the heading and perex take the first third and the
 * form the other two, where its paired fields (name and surname, phone and e-mail) sit side by side.
 */
export function FormSection({ heading, perex, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacingClass}>
      <div
        className={`${containerClass} grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] desktop:gap-12`}
      >
        <div className="flex flex-col gap-3">
          <SectionHeading id={headingId}>{heading}</SectionHeading>
          {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
        </div>
        <div className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-8">{children}</div>
      </div>
    </section>
  );
}
