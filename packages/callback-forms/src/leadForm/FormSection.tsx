import { SectionShell } from '@insurance-web/ui';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  heading: string;
  perex?: string;
  children: ReactNode;
}

/**
 * A form as a page section: ui's `SectionShell` in its `aside` layout. Its heading names the region, the
 * perex says what happens with the form; on phones and tablets they and the form follow one another,
 * from desktop on the heading and perex take the first third and the form, in a card, the other two,
 * where its paired fields (name and surname, phone and e-mail) sit side by side.
 */
export function FormSection({ heading, perex, children }: FormSectionProps) {
  return (
    <SectionShell layout="aside" heading={heading} perex={perex}>
      {children}
    </SectionShell>
  );
}
