import type { Locale } from '@insurance-web/ui';

/** Who fills the record in: a client on the public pages, or an agent on the agents' page (SPEC §6). */
export type SuitabilityAudience = 'client' | 'agent';

export type SuitabilityRecordField = 'request' | 'recommendation' | 'difference' | 'ownRecord';

const RECORD_FIELDS = ['request', 'recommendation', 'difference'] as const;

/** The fields on screen, in reading order: the own-record confirmation for agents only (SPEC §5). */
export function suitabilityRecordFields(audience: SuitabilityAudience): readonly SuitabilityRecordField[] {
  return audience === 'agent' ? [...RECORD_FIELDS, 'ownRecord'] : RECORD_FIELDS;
}

/** The analytics label of a submitted record (`Odeslani formulare`). */
export function suitabilityRecordLabel(audience: SuitabilityAudience): string {
  return audience === 'agent' ? 'suitability-record-agent' : 'suitability-record';
}

const formatOptions: Record<Locale, [string, Intl.DateTimeFormatOptions]> = {
  cs: [
    'cs-CZ',
    {
      timeZone: 'Europe/Prague',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
  ],
  en: [
    'en-GB',
    {
      timeZone: 'Europe/Prague',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
  ],
};
/** Made on first use, per locale: each format loads ICU data (and Prague's zone) on the main thread. */
const formats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** When the calculation was made, in Prague time (SPEC-NOTES "Time"): `25. 11. 2026 9:30`. */
export function calculatedAtText(iso: string, locale: Locale): string {
  const [tag, options] = formatOptions[locale];
  formats[locale] ??= new Intl.DateTimeFormat(tag, options);
  return formats[locale].format(new Date(iso));
}
