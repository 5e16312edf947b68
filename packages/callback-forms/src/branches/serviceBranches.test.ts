import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_LABELS,
  BRANDS,
  branchesFor,
  brandsValue,
  MOBILITY_BRANDS,
  MOBILITY_LOCATIONS,
  SERVICE_BRANCHES,
  SERVICE_LOCATIONS,
} from './serviceBranches';

describe('the service network', () => {
  it('holds the four branch codes of SPEC §3, each once', () => {
    expect(SERVICE_BRANCHES.map((branch) => branch.code)).toStrictEqual([
      'NH_CAR_PRAHA_CERNYMOST',
      'NH_CAR_PRAHA_STRAHOV',
      'AUTOTRIO_PRAHA_MODRANY',
      'KEI_BRNO_VINOHRADY',
    ]);
  });

  it('lists the Praha car centres for Škoda and the one Brno centre for Audi', () => {
    expect(branchesFor('Praha', 'Skoda').map((branch) => branch.code)).toStrictEqual([
      'NH_CAR_PRAHA_CERNYMOST',
      'NH_CAR_PRAHA_STRAHOV',
      'AUTOTRIO_PRAHA_MODRANY',
    ]);
    expect(branchesFor('Brno', 'Audi').map((branch) => branch.code)).toStrictEqual(['KEI_BRNO_VINOHRADY']);
  });

  it('has no car centre for Seat in Praha (the mobility form’s empty choice)', () => {
    expect(MOBILITY_LOCATIONS).toStrictEqual(['Praha']);
    expect(MOBILITY_BRANDS).toContain('Seat');
    expect(branchesFor('Praha', 'Seat')).toStrictEqual([]);
  });

  it('offers nothing until both location and brand are chosen', () => {
    expect(branchesFor('', 'Skoda')).toStrictEqual([]);
    expect(branchesFor('Praha', '')).toStrictEqual([]);
  });

  it('only ever offers branches of the chosen location that serve the chosen brand', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVICE_LOCATIONS, 'Ostrava', ''),
        fc.constantFrom(...BRANDS, 'Tesla', ''),
        (location, brand) => {
          const found = branchesFor(location, brand);
          for (const branch of found) {
            expect(branch.location).toBe(location);
            expect(branch.brands).toContain(brand);
          }
          const expected = SERVICE_BRANCHES.filter(
            (branch) => branch.location === location && (branch.brands as readonly string[]).includes(brand),
          );
          expect(found).toStrictEqual(expected);
        },
      ),
    );
  });

  it('names every brand in Czech', () => {
    expect(BRAND_LABELS.Skoda).toBe('Škoda');
    expect(brandsValue(SERVICE_BRANCHES[2] as (typeof SERVICE_BRANCHES)[number])).toBe(
      'Fiat, Fiat Professional, Kia, Škoda',
    );
  });
});
