import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OTHER_BRAND,
  parseVehicleBrandTable,
  sortBrands,
  VEHICLE_BRAND_NAMES,
  VEHICLE_BRANDS,
} from './vehicleBrands.js';

const factors = [1, 0.9, 1.1, 1.2, 0.8, 1] as const;

describe('the shipped brand table', () => {
  it('has about 85 makes plus Ostatní, each once, Ostatní last, in Czech alphabetical order', () => {
    expect(VEHICLE_BRAND_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(VEHICLE_BRAND_NAMES.length).toBeLessThanOrEqual(90);
    expect(new Set(VEHICLE_BRAND_NAMES).size).toBe(VEHICLE_BRAND_NAMES.length);
    expect(VEHICLE_BRAND_NAMES.at(-1)).toBe(OTHER_BRAND);
    expect(sortBrands(VEHICLE_BRAND_NAMES.map((name) => ({ name }))).map((b) => b.name)).toEqual(
      VEHICLE_BRAND_NAMES,
    );
    // Czech order: Ch after H, Š after S.
    expect(VEHICLE_BRAND_NAMES.indexOf('Chevrolet')).toBeGreaterThan(VEHICLE_BRAND_NAMES.indexOf('Hyundai'));
    expect(VEHICLE_BRAND_NAMES.indexOf('Škoda')).toBeGreaterThan(VEHICLE_BRAND_NAMES.indexOf('Suzuki'));
  });

  it('carries no factors: they are the insurer’s data, never made up here', () => {
    expect(VEHICLE_BRANDS.every((brand) => brand.factors === null)).toBe(true);
  });
});

describe('parseVehicleBrandTable', () => {
  it('reads the insurer’s rows, sorted, Ostatní last', () => {
    const result = parseVehicleBrandTable([
      { name: OTHER_BRAND, factors },
      { name: 'Škoda', factors },
      { name: 'Audi', factors },
    ]);
    expect(result).toEqual({
      ok: true,
      brands: [
        { name: 'Audi', factors },
        { name: 'Škoda', factors },
        { name: OTHER_BRAND, factors },
      ],
    });
  });

  it('names every problem instead of throwing', () => {
    const result = parseVehicleBrandTable([
      { name: 'Audi', factors: [1, 2, 3] },
      { name: '', factors },
      { name: 'Kia', factors: [1, 2, 3, 4, 5, Number.NaN] },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^0\.factors/), '1.name: Značka nesmí být prázdná.']),
    );
  });

  it('refuses a make twice (whatever the case) and a table without Ostatní', () => {
    expect(
      parseVehicleBrandTable([
        { name: 'Audi', factors },
        { name: 'AUDI', factors },
        { name: OTHER_BRAND, factors },
      ]),
    ).toEqual({ ok: false, problems: ['Značka je v tabulce dvakrát.'] });
    expect(parseVehicleBrandTable([{ name: 'Audi', factors }])).toEqual({
      ok: false,
      problems: [`Tabulce chybí řádek ${OTHER_BRAND}.`],
    });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const result = parseVehicleBrandTable(data);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('keeps every valid row with its six factors, Ostatní last', () => {
    const row = fc.record({
      name: fc.stringMatching(/^[A-Za-zÀ-ž][A-Za-zÀ-ž -]{0,20}$/).filter((n) => n.trim() === n),
      factors: fc.tuple(
        ...Array.from({ length: 6 }, () => fc.double({ noNaN: true, noDefaultInfinity: true })),
      ),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.name.toLocaleLowerCase('cs') }), (rows) => {
        const table = [...rows.filter((r) => r.name !== OTHER_BRAND), { name: OTHER_BRAND, factors }];
        const result = parseVehicleBrandTable(table);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.brands).toHaveLength(table.length);
        expect(result.brands.at(-1)?.name).toBe(OTHER_BRAND);
        expect(result.brands.every((brand) => brand.factors?.length === 6)).toBe(true);
      }),
    );
  });
});
