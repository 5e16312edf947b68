import {
  formatCzk,
  formatThousands,
  NBSP,
  stripValueBandPrefix,
  VALUE_BAND_PREFIX,
  VEHICLE_VALUE_BANDS,
} from '@insurance-web/validation';

/**
 * What a casco calculator hands the dialog (SPEC §2 item 11): the vehicle as the visitor described it
 * and the indicative monthly price. The dialog does not calculate anything; the host passes this
 * from its calculator (SPEC-NOTES: a calculator that SPEC does not show is the host's, never faked).
 */
export interface CascoCalculation {
  /** The make, as in the brand table (`Škoda`). */
  brand: string;
  /** The age band's label (`3-4 roky`). */
  age: string;
  /** The value band's label (`více než 401 000`) or an exact value in Kč. */
  value: string | number;
  /** The indicative casco premium for one month in Kč; `null` when the calculator has none. */
  price: number | null;
  /** The discount included in the price, in per cent; absent or 0 for none. */
  discountPercent?: number | null;
  /** Whether the calculation includes all risks (`carAccident` of the call). */
  allRisk?: boolean;
}

/**
 * The calculator type under which a host's casco calculator publishes its calculation (ui's
 * `publishCalculation`, with the `CascoCalculation` as `arrangingForm`); the casco section reads it.
 */
export const CASCO_CALCULATOR = 'casco';

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A calculation as a calculator or a host hands it over (parsed JSON, session storage), or `null`
 * when it is not one: the dialog then asks for the vehicle itself instead of showing a broken card.
 * Checked by hand rather than with a schema: it runs in the section's island, which loads with the
 * page, and a schema library there would cost every casco page about 8 kB.
 */
export function parseCascoCalculation(data: unknown): CascoCalculation | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { brand, age, value, price, discountPercent, allRisk } = data as Record<string, unknown>;
  if (!isLabel(brand) || !isLabel(age) || !(isLabel(value) || isAmount(value))) return null;
  // A value the call could not send as Kč is no calculation of this dialog.
  if (vehicleValueKc(value) === null) return null;
  // No price at all is a calculation without a price: the card shows 0 Kč (SPEC §2).
  if (price !== undefined && price !== null && !isAmount(price)) return null;
  const discount = discountPercent ?? null;
  if (discount !== null && !(typeof discount === 'number' && Number.isFinite(discount))) return null;
  if (allRisk !== undefined && typeof allRisk !== 'boolean') return null;
  return {
    brand: brand.trim(),
    age: age.trim(),
    value: typeof value === 'string' ? value.trim() : value,
    price: price ?? null,
    ...(discountPercent === undefined ? {} : { discountPercent: discount }),
    ...(allRisk === undefined ? {} : { allRisk }),
  };
}

/**
 * The value as the summary card shows it, under a label that says Kč: a band without `více než `,
 * an exact value with spaces between thousands.
 */
export function summaryValue(value: string | number): string {
  return typeof value === 'number' ? formatThousands(value) : stripValueBandPrefix(value);
}

/** The monthly price in whole Kč with spaces between thousands; no price shows `0 Kč` (SPEC §2). */
export function monthlyPriceText(price: number | null | undefined): string {
  return formatCzk(price ?? 0);
}

/** The whole per cent of a discount, or `null` when there is none to mention. */
export function discountPercentOf(calculation: Pick<CascoCalculation, 'discountPercent'>): number | null {
  const percent = calculation.discountPercent;
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const whole = Math.round(percent);
  return whole > 0 ? whole : null;
}

/**
 * The vehicle value the call sends (`actualValue`), in Kč: a band's lower bound (`více než 601 000`
 * → 601000), an exact value as typed (spaces allowed), or `null` when it is neither.
 */
export function vehicleValueKc(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const band = VEHICLE_VALUE_BANDS.find((candidate) => candidate.label === value);
  if (band) return band.from;
  const digits = value.replace(VALUE_BAND_PREFIX, '').replace(/[\s\u00a0]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The analytics label of `Ozvěte se mi` (SPEC §7): brand, age and value, then the price
 * (`Škoda, 3-4 roky, 401 000, 1 235 Kč`).
 */
export function calculationLabel(calculation: CascoCalculation): string {
  const label = [
    calculation.brand,
    calculation.age,
    summaryValue(calculation.value),
    monthlyPriceText(calculation.price),
  ].join(', ');
  // Plain spaces: a filter typed in an analytics tool would not match non-breaking ones.
  return label.replaceAll(NBSP, ' ');
}
