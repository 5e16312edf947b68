'use client';

import {
  containerClass,
  SectionHeading,
  type SelectOption,
  sectionPerexClass,
  sectionSpacingClass,
} from '@insurance-web/ui';
import type { CallbackMode } from '@insurance-web/validation';
import { useId } from 'react';
import { CallbackButton } from '../CallbackModal/CallbackButton.js';

export interface CallbackSectionProps {
  heading: string;
  perex: string;
  /** The button's text; default `Zavolejte mi`. */
  buttonLabel: string;
  mode: CallbackMode;
  withTopic: boolean;
  topics: readonly SelectOption[];
}

/**
 * A page section that offers the call-back modal (SPEC §2 item 1), configured by the editor: the
 * timing mode and the topic variant with its topics. The island is the heading, the text and the
 * button; the modal's code loads when the visitor opens it.
 */
export function CallbackSection({
  heading,
  perex,
  buttonLabel,
  mode,
  withTopic,
  topics,
}: CallbackSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacingClass}>
      <div className={`${containerClass} flex flex-col items-start gap-4`}>
        <SectionHeading id={headingId}>{heading}</SectionHeading>
        {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
        <CallbackButton mode={mode} withTopic={withTopic} topics={topics}>
          {buttonLabel || undefined}
        </CallbackButton>
      </div>
    </section>
  );
}
