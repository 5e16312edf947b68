import { czechOrder } from '@insurance-web/validation';
import * as z from 'zod/mini';

/**
 * The casco dialog's vehicle brand table (SPEC §3): about 85 makes plus `Ostatní`, each with six
 * numeric rating factors whose meaning SPEC.md does not show. The make names are public facts and
 * fill the brand dropdown; the factors are the insurer's data (SPEC-NOTES.md): they are kept as typed
 * columns, read from the insurer's table with `parseVehicleBrandTable`, and never used to make up a
 * price. This package ships the names only; a brand without the insurer's data has `factors: null`.
 */

/** The six rating factors of a make, in the insurer's column order. */
export type VehicleBrandFactors = readonly [number, number, number, number, number, number];

export interface VehicleBrand {
  /** The make as visitors know it and as the call sends it (`manufacturer`). */
  name: string;
  /** The insurer's six factors, or `null` where this site has not been given them. */
  factors: VehicleBrandFactors | null;
}

/** The entry for a make that is not in the table; always last in the dropdown. */
export const OTHER_BRAND = 'Ostatní';

/** Makes sold or registered in the Czech Republic and Slovakia, in Czech alphabetical order. */
export const VEHICLE_BRAND_NAMES: readonly string[] = [
  'Abarth',
  'Aixam',
  'Alfa Romeo',
  'Alpine',
  'Aston Martin',
  'Audi',
  'BAIC',
  'Bentley',
  'BMW',
  'Borgward',
  'Bugatti',
  'BYD',
  'Cadillac',
  'Citroën',
  'Cupra',
  'Dacia',
  'Daewoo',
  'Daihatsu',
  'Dodge',
  'Dongfeng',
  'DS',
  'Ferrari',
  'Fiat',
  'Fisker',
  'Ford',
  'Genesis',
  'GWM',
  'Honda',
  'Hongqi',
  'Hummer',
  'Hyundai',
  'Chery',
  'Chevrolet',
  'Chrysler',
  'Infiniti',
  'Isuzu',
  'Iveco',
  'JAC',
  'Jaguar',
  'Jeep',
  'KGM',
  'Kia',
  'Lada',
  'Lamborghini',
  'Lancia',
  'Land Rover',
  'Leapmotor',
  'Lexus',
  'Ligier',
  'Lotus',
  'Lynk & Co',
  'Mahindra',
  'Maserati',
  'Maxus',
  'Mazda',
  'McLaren',
  'Mercedes-Benz',
  'MG',
  'Microcar',
  'Mini',
  'Mitsubishi',
  'NIO',
  'Nissan',
  'Omoda',
  'Opel',
  'Peugeot',
  'Piaggio',
  'Polestar',
  'Porsche',
  'Renault',
  'Rolls-Royce',
  'Rover',
  'Saab',
  'Seat',
  'Smart',
  'SsangYong',
  'Subaru',
  'Suzuki',
  'Škoda',
  'Tata',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'XPeng',
  'Zeekr',
  OTHER_BRAND,
];

/** The shipped table: every make, no factors (the insurer supplies them). */
export const VEHICLE_BRANDS: readonly VehicleBrand[] = VEHICLE_BRAND_NAMES.map((name) => ({
  name,
  factors: null,
}));

const factor = z.number().check(z.refine(Number.isFinite, 'Koeficient musí být konečné číslo.'));

/** One row of the insurer's table: the make and its six factors. */
const brandRow = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Značka nesmí být prázdná.')),
  factors: z.tuple([factor, factor, factor, factor, factor, factor]),
});

const brandTable = z.array(brandRow).check(
  z.minLength(1, 'Tabulka značek je prázdná.'),
  z.refine((rows) => new Set(rows.map((row) => row.name.toLocaleLowerCase('cs'))).size === rows.length, {
    message: 'Značka je v tabulce dvakrát.',
  }),
  z.refine((rows) => rows.some((row) => row.name === OTHER_BRAND), {
    message: `Tabulce chybí řádek ${OTHER_BRAND}.`,
  }),
);

export type VehicleBrandTableResult =
  | { ok: true; brands: readonly VehicleBrand[] }
  | { ok: false; problems: readonly string[] };

/**
 * Reads the insurer's brand table (parsed JSON: `[{ name, factors: [six numbers] }, …]`). Every row
 * must have a make and six finite numbers, no make twice, and an `Ostatní` row; the result keeps the
 * insurer's makes in Czech alphabetical order with `Ostatní` last. Never throws: a broken table is
 * reported by its problems (path and message), so a host can log it and keep the shipped names.
 */
export function parseVehicleBrandTable(data: unknown): VehicleBrandTableResult {
  const result = brandTable.safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  }
  return {
    ok: true,
    brands: sortBrands(result.data.map((row) => ({ name: row.name, factors: row.factors }))),
  };
}

/** Czech alphabetical order (`Ch` after `H`, `Š` after `S`), with `Ostatní` always last. */
export function sortBrands<T extends { name: string }>(brands: readonly T[]): T[] {
  return brands.toSorted((a, b) => {
    if (a.name === OTHER_BRAND) return b.name === OTHER_BRAND ? 0 : 1;
    if (b.name === OTHER_BRAND) return -1;
    return czechOrder(a.name, b.name);
  });
}
