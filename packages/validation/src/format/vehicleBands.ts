import { formatThousands } from './money.js';

/** A vehicle age band of the casco dialog (SPEC §3): months from and to (inclusive), label, price factor. */
export interface VehicleAgeBand {
  fromMonths: number;
  toMonths: number;
  label: string;
  factor: number;
}

const AGE_FACTORS = [0.85, 0.9, 1, 1.13, 1.285, 1.48, 1.6, 1.7, 1.9, 1.9, 2, 2.1, 2.2, 2.3, 2.4] as const;

function ageLabel(years: number): string {
  if (years === 0) return 'méně než 1 rok';
  // Czech plural: 2-4 take "roky", 5 and more "let"; the band is named by its upper year.
  return `${years}-${years + 1} ${years + 1 <= 4 ? 'roky' : 'let'}`;
}

/** 15 bands of a year each: 0-12 months `méně než 1 rok` … 169-180 months `14-15 let`. */
export const VEHICLE_AGE_BANDS: readonly VehicleAgeBand[] = AGE_FACTORS.map((factor, years) => ({
  fromMonths: years === 0 ? 0 : years * 12 + 1,
  toMonths: (years + 1) * 12,
  label: ageLabel(years),
  factor,
}));

/** A vehicle value band in Kč (SPEC §3); the top band has no upper bound. */
export interface VehicleValueBand {
  from: number;
  to: number | null;
  label: string;
}

export const VALUE_BAND_PREFIX = 'více než ';

/** `601000` → `více než 601 000` (non-breaking thousands spaces), the dropdown text of SPEC §3. */
export function valueBandLabel(lowerBound: number): string {
  return `${VALUE_BAND_PREFIX}${formatThousands(lowerBound)}`;
}

/** The summary card shows the value without the prefix: `více než 601 000` → `601 000`. */
export function stripValueBandPrefix(label: unknown): string {
  if (typeof label !== 'string') return '';
  return label.startsWith(VALUE_BAND_PREFIX) ? label.slice(VALUE_BAND_PREFIX.length) : label;
}

const VALUE_BOUNDS: readonly [number, number | null][] = [
  [100_000, 150_000],
  [151_000, 200_000],
  [201_000, 250_000],
  [251_000, 300_000],
  [301_000, 350_000],
  [351_000, 400_000],
  [401_000, 500_000],
  [501_000, 600_000],
  [601_000, null],
];

/** The 9 value bands, 100 000 Kč up to `více než 601 000`. */
export const VEHICLE_VALUE_BANDS: readonly VehicleValueBand[] = VALUE_BOUNDS.map(([from, to]) => ({
  from,
  to,
  label: valueBandLabel(from),
}));
