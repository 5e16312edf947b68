import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  heading: string;
  perex?: string;
  children: ReactNode;
}

/** A form as a page section: its heading names the region, the perex says what happens with it. */
export function FormSection({ heading, perex, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {heading}
      </h2>
      {perex ? <p className="mt-3 text-lg text-ink-muted">{perex}</p> : null}
      <div className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-8">{children}</div>
    </section>
  );
}
