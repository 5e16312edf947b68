import { addDays } from '@insurance-web/validation';
import type { DocumentFile } from './documentsContent.js';

/** A version as a visitor reads it: from which day it applies, and until which day (inclusive). */
export interface DatedVersion {
  validFrom: string;
  /** The day before the next version applies; `null` while no later version has started. */
  validTo: string | null;
  file: DocumentFile;
}

/** A document's versions sorted for the page on a given Prague day. */
export interface VersionsOnDay {
  /** The version that applies today: the latest that has started. `null` when none has. */
  current: DatedVersion | null;
  /** Published ahead of the day they apply from, soonest first. */
  upcoming: DatedVersion[];
  /** Versions that no longer apply, newest first: contracts made while they applied still follow them. */
  earlier: DatedVersion[];
}

/**
 * Which version applies on `today` (a Prague calendar day, `yyyy-mm-dd`), which have ended and which
 * are yet to come. Each version applies until the day before the next one starts; ISO dates compare
 * as strings.
 */
export function versionsOnDay(
  versions: readonly { validFrom: string; file: DocumentFile }[],
  today: string,
): VersionsOnDay {
  const sorted = [...versions].sort((a, b) =>
    a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0,
  );
  const dated = sorted.map((version, index): DatedVersion => {
    const next = sorted[index + 1];
    return { ...version, validTo: next ? addDays(next.validFrom, -1) : null };
  });
  const started = dated.filter((version) => version.validFrom <= today);
  const current = started.at(-1) ?? null;
  return {
    current,
    upcoming: dated.filter((version) => version.validFrom > today),
    earlier: started.slice(0, -1).reverse(),
  };
}

/**
 * A file's size as a visitor reads it, in the locale's words: `182 kB`, `1,2 MB` (decimal units, as
 * Strapi measures `size` in kB of 1000 bytes); never `0 kB` for a small file. The number and its
 * unit are joined by a non-breaking space whatever the ICU data of the server or browser uses, so
 * they never part at a line end and the server's HTML is the browser's.
 */
export function formatFileSize(sizeKb: number, locale: string): string {
  const size =
    Math.round(sizeKb) >= 1000
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
          sizeKb / 1000,
        )
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
          Math.max(1, Math.round(sizeKb)),
        );
  return size.replace(/\s/g, '\u00a0');
}
