import { zodResolver } from '@hookform/resolvers/zod';
import { mobilitySchema } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, MOBILITY_BRANDS, SERVICE_BRANCHES } from '../branches/serviceBranches';
import {
  branchChoice,
  identificationAllowed,
  keptBranch,
  MOBILITY_BRAND_OPTIONS,
  MOBILITY_LOCATION_OPTIONS,
  mobilityFields,
  withServedBranch,
} from './mobilityChoices';

const CODES = SERVICE_BRANCHES.map((branch) => branch.code);
const anyCity = fc.constantFrom('', 'Praha', 'Brno', 'Plzeň');
const anyBrand = fc.constantFrom('', ...BRANDS, 'Tesla');
const anyCode = fc.constantFrom('', ...CODES, 'UNKNOWN');

describe('branchChoice', () => {
  it('prompts until both the location and the brand are chosen', () => {
    expect(branchChoice('', '')).toEqual({ status: 'prompt' });
    expect(branchChoice('Praha', '')).toEqual({ status: 'prompt' });
    expect(branchChoice('', 'Skoda')).toEqual({ status: 'prompt' });
  });

  it('lists the Prague car centres of SPEC §3 for each mobility brand', () => {
    const codes = (brand: string) => {
      const choice = branchChoice('Praha', brand);
      return choice.status === 'choose' ? choice.branches.map((branch) => branch.code) : choice.status;
    };
    expect(codes('Skoda')).toEqual([
      'NH_CAR_PRAHA_CERNYMOST',
      'NH_CAR_PRAHA_STRAHOV',
      'AUTOTRIO_PRAHA_MODRANY',
    ]);
    expect(codes('Volkswagen')).toEqual(['NH_CAR_PRAHA_CERNYMOST', 'NH_CAR_PRAHA_STRAHOV']);
    expect(codes('VolkswagenUv')).toEqual(['NH_CAR_PRAHA_CERNYMOST']);
    expect(codes('Seat')).toBe('none');
  });

  it('serves nothing outside the mobility form’s own lists (Brno, Audi)', () => {
    expect(branchChoice('Brno', 'Skoda')).toEqual({ status: 'none' });
    expect(branchChoice('Praha', 'Audi')).toEqual({ status: 'none' });
  });

  it('only ever lists branches in the chosen city that serve the chosen brand', () => {
    fc.assert(
      fc.property(anyCity, anyBrand, (city, brand) => {
        const choice = branchChoice(city, brand);
        if (choice.status !== 'choose') return;
        expect(choice.branches.length).toBeGreaterThan(0);
        for (const branch of choice.branches) {
          expect(branch.location).toBe(city);
          expect(branch.brands).toContain(brand);
        }
      }),
    );
  });
});

describe('keptBranch', () => {
  it('keeps a branch that still serves the new brand, drops one that does not', () => {
    expect(keptBranch('NH_CAR_PRAHA_CERNYMOST', 'Praha', 'VolkswagenUv')).toBe('NH_CAR_PRAHA_CERNYMOST');
    expect(keptBranch('NH_CAR_PRAHA_STRAHOV', 'Praha', 'VolkswagenUv')).toBe('');
    expect(keptBranch('AUTOTRIO_PRAHA_MODRANY', 'Praha', 'Seat')).toBe('');
    expect(keptBranch('NH_CAR_PRAHA_STRAHOV', '', 'Skoda')).toBe('');
  });

  it('is either the same branch, listed for the new choice, or none', () => {
    fc.assert(
      fc.property(anyCode, anyCity, anyBrand, (code, city, brand) => {
        const kept = keptBranch(code, city, brand);
        const choice = branchChoice(city, brand);
        const listed = choice.status === 'choose' ? choice.branches.map((branch) => branch.code) : [];
        if (kept === '') expect(listed.includes(code) && code !== '').toBe(false);
        else {
          expect(kept).toBe(code);
          expect(listed).toContain(kept);
        }
      }),
    );
  });
});

describe('identification and fields', () => {
  it('allows the plate only with a vehicle insurance, anything else always', () => {
    expect(identificationAllowed('registrationPlate', 'VEHICLE')).toBe(true);
    for (const type of ['PROPERTY', 'LIABILITY', 'BUSINESS', '']) {
      expect(identificationAllowed('registrationPlate', type)).toBe(false);
      expect(identificationAllowed('personalIn', type)).toBe(true);
      expect(identificationAllowed('companyIn', type)).toBe(true);
      expect(identificationAllowed('policyNumber', type)).toBe(true);
    }
  });

  it('lists the fields on screen in reading order for each mode', () => {
    const common = [
      'city',
      'manufacturer',
      'branchCode',
      'firstName',
      'lastName',
      'email',
      'phone',
      'brokers',
    ];
    const consents = ['termsAgreement', 'marketingAgreement'];
    expect(mobilityFields(true, 'personalIn')).toEqual([
      ...common,
      'registrationPlate',
      'brokerName',
      'salesNumber',
      ...consents,
    ]);
    expect(mobilityFields(false, 'companyIn')).toEqual([
      ...common,
      'productTypeCode',
      'identification',
      'companyIn',
      ...consents,
    ]);
    expect(mobilityFields(false, '')).toEqual([...common, 'productTypeCode', 'identification', ...consents]);
  });

  it('never puts another identification on screen than the chosen one', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('', 'personalIn', 'companyIn', 'policyNumber', 'registrationPlate', 'x'),
        (brokers, chosen) => {
          const fields: string[] = mobilityFields(brokers, chosen);
          const identifications = ['personalIn', 'companyIn', 'policyNumber'].filter((f) =>
            fields.includes(f),
          );
          if (brokers) expect(identifications).toEqual([]);
          else
            expect(identifications).toEqual(
              ['personalIn', 'companyIn', 'policyNumber'].filter((f) => f === chosen),
            );
          expect(new Set(fields).size).toBe(fields.length);
        },
      ),
    );
  });

  it('offers Praha and the four mobility brands with their labels', () => {
    expect(MOBILITY_LOCATION_OPTIONS).toEqual([{ value: 'Praha', label: 'Praha' }]);
    expect(MOBILITY_BRAND_OPTIONS.map((option) => option.value)).toEqual([...MOBILITY_BRANDS]);
    expect(MOBILITY_BRAND_OPTIONS.find((option) => option.value === 'Skoda')?.label).toBe('Škoda');
  });
});

describe('withServedBranch', () => {
  const resolver = withServedBranch(zodResolver(mobilitySchema()), 'Takový výběr zatím obsloužit neumíme.');
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const valid = {
    city: 'Praha',
    manufacturer: 'Skoda',
    branchCode: 'NH_CAR_PRAHA_STRAHOV',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.cz',
    phone: '+420 601 123 456',
    brokers: true,
    registrationPlate: '1AB 2345',
    brokerName: 'Makléř s.r.o.',
    termsAgreement: true,
    marketingAgreement: true,
  };

  it('passes a served choice through', async () => {
    const result = await resolver(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ registrationPlate: '1AB2345' });
  });

  it('reports a brand no branch serves on the brand, not on the branch', async () => {
    const result = await resolver({ ...valid, manufacturer: 'Seat', branchCode: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors)).toEqual(['manufacturer']);
    expect(result.errors.manufacturer).toMatchObject({
      type: 'noBranch',
      message: 'Takový výběr zatím obsloužit neumíme.',
    });
  });

  it('keeps the other errors beside it', async () => {
    const result = await resolver(
      { ...valid, manufacturer: 'Seat', branchCode: '', firstName: '' },
      undefined,
      options,
    );
    expect(Object.keys(result.errors).sort()).toEqual(['firstName', 'manufacturer']);
  });
});
