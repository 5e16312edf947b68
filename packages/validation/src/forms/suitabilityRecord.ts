import * as z from 'zod/mini';
import { type Locale, messagesFor } from '../messages.js';
import { consent, requiredText } from './fields.js';

/** What `difference` says when the adviser leaves it as it is: there are no differences. */
export const SUITABILITY_DIFFERENCE_DEFAULT = 'Nejsou';

export interface SuitabilityRecordSchemaOptions {
  /** Agents must confirm the record is their own; the checkbox is not shown to anyone else. */
  agent?: boolean;
}

/** Suitability record of a vehicle calculation (SPEC §5): request, recommendation (≥ 11), difference (≥ 6). */
export function suitabilityRecordSchema(locale: Locale = 'cs', options: SuitabilityRecordSchemaOptions = {}) {
  const m = messagesFor(locale);
  return z.object({
    request: requiredText(m.required),
    recommendation: requiredText(m.required, [(value) => value.length >= 11, m.recommendationTooShort]),
    difference: z._default(
      requiredText(m.required, [(value) => value.length >= 6, m.differenceTooShort]),
      SUITABILITY_DIFFERENCE_DEFAULT,
    ),
    ownRecord: options.agent
      ? consent(m.ownRecordRequired)
      : z.optional(z.boolean({ error: m.ownRecordRequired })),
  });
}

export type SuitabilityRecordInput = z.input<ReturnType<typeof suitabilityRecordSchema>>;
export type SuitabilityRecordValues = z.output<ReturnType<typeof suitabilityRecordSchema>>;
