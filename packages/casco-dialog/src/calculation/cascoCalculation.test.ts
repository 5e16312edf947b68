import { NBSP, VEHICLE_VALUE_BANDS } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculationLabel,
  discountPercentOf,
  monthlyPriceText,
  parseCascoCalculation,
  summaryValue,
  vehicleValueKc,
} from './cascoCalculation.js';

/** What a reader sees: non-breaking spaces as spaces. */
const seen = (text: string) => text.replaceAll(NBSP, ' ');

describe('the summary card’s texts', () => {
  it('shows the monthly price in whole Kč with spaces, 0 Kč without a price', () => {
    expect(seen(monthlyPriceText(1234.5))).toBe('1 235 Kč');
    expect(seen(monthlyPriceText(1234567))).toBe('1 234 567 Kč');
    expect(seen(monthlyPriceText(null))).toBe('0 Kč');
    expect(seen(monthlyPriceText(Number.NaN))).toBe('0 Kč');
  });

  it('shows a value band without `více než `, an exact value in Kč', () => {
    expect(seen(summaryValue('více než 601 000'))).toBe('601 000');
    expect(seen(summaryValue(450000))).toBe('450 000');
  });

  it('mentions a discount only when there is one, in whole per cent', () => {
    expect(discountPercentOf({ discountPercent: 10 })).toBe(10);
    expect(discountPercentOf({ discountPercent: 12.6 })).toBe(13);
    expect(discountPercentOf({ discountPercent: 0 })).toBeNull();
    expect(discountPercentOf({ discountPercent: -5 })).toBeNull();
    expect(discountPercentOf({ discountPercent: null })).toBeNull();
    expect(discountPercentOf({})).toBeNull();
  });

  it('labels the analytics event with brand, age, value and price', () => {
    // Plain spaces only, so that an analytics filter typed by hand matches it.
    expect(
      calculationLabel({ brand: 'Škoda', age: '3-4 roky', value: 'více než 401 000', price: 1234.5 }),
    ).toBe('Škoda, 3-4 roky, 401 000, 1 235 Kč');
  });
});

describe('vehicleValueKc', () => {
  it('sends a value band as its lower bound: `více než 601 000` → 601000', () => {
    expect(vehicleValueKc('více než 601 000')).toBe(601000);
    for (const band of VEHICLE_VALUE_BANDS) expect(vehicleValueKc(band.label)).toBe(band.from);
  });

  it('sends an exact value as typed, spaces allowed; anything else is no value', () => {
    expect(vehicleValueKc('450 000')).toBe(450000);
    expect(vehicleValueKc(450000.4)).toBe(450000);
    expect(vehicleValueKc('')).toBeNull();
    expect(vehicleValueKc('hodně')).toBeNull();
    expect(vehicleValueKc(-1)).toBeNull();
    expect(vehicleValueKc(undefined)).toBeNull();
  });

  it('reads back every whole amount it is given, however the thousands are spaced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.constantFrom(' ', NBSP, ''),
        (amount, space) => {
          const typed = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, space);
          expect(vehicleValueKc(typed)).toBe(amount);
        },
      ),
    );
  });
});

describe('parseCascoCalculation', () => {
  const calculation = {
    brand: 'Škoda',
    age: '3-4 roky',
    value: 'více než 401 000',
    price: 1234.5,
    discountPercent: 10,
    allRisk: true,
  };

  it('takes a calculation as a calculator publishes it', () => {
    expect(parseCascoCalculation(calculation)).toEqual(calculation);
    expect(parseCascoCalculation({ ...calculation, value: 450000, price: null })).toMatchObject({
      value: 450000,
      price: null,
    });
  });

  it('takes a calculation without a price as one whose price is unknown (0 Kč on the card)', () => {
    const { price: _, ...withoutPrice } = calculation;
    expect(parseCascoCalculation(withoutPrice)).toMatchObject({ brand: 'Škoda', price: null });
  });

  it.each([
    ['a value the call could not send in Kč', { ...calculation, value: '450 000 Kč' }],
    ['no brand', { ...calculation, brand: ' ' }],
    ['a negative price', { ...calculation, price: -1 }],
    ['a price that is not a number', { ...calculation, price: '1234' }],
    ['an infinite value', { ...calculation, value: Number.POSITIVE_INFINITY }],
    ['no age', { brand: 'Škoda', value: 1, price: 1 }],
  ])('refuses %s', (_, data) => {
    expect(parseCascoCalculation(data)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const parsed = parseCascoCalculation(data);
        expect(parsed === null || typeof parsed.brand === 'string').toBe(true);
      }),
    );
  });
});
