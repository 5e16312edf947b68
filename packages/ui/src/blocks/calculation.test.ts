import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATION_STORAGE_PREFIX,
  CALCULATION_SUMMARY_MAX,
  type Calculation,
  clearCalculation,
  parseCalculation,
  publishCalculation,
  readCalculation,
} from './calculation.js';

/** Session storage as the browser keeps it: strings by key. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const vehicle: Calculation = {
  type: 'vehicle',
  arrangingForm: { calculationId: 'K-1', vehicle: { plate: '1AB2345' } },
  summary: 'Škoda Octavia, 1AB 2345: povinné ručení',
  calculatedAt: '2026-11-25T08:30:00.000Z',
};

const calculations = fc.record({
  type: fc.constantFrom('vehicle', 'travel', 'property-2'),
  arrangingForm: fc.dictionary(fc.string(), fc.jsonValue()),
  summary: fc
    .string({ minLength: 1, maxLength: CALCULATION_SUMMARY_MAX })
    .filter((text) => text.trim() === text && text !== ''),
  calculatedAt: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
});

describe('the shared calculation', () => {
  it('is read back in the tab exactly as the calculator published it', () => {
    fc.assert(
      fc.property(calculations, (calculation) => {
        const storage = memoryStorage();
        expect(publishCalculation(calculation, storage)).toBe(true);
        // JSON keeps what a JSON value is; `-0` becomes 0, as it would on its way to the server.
        expect(readCalculation(calculation.type, storage)).toStrictEqual(
          JSON.parse(JSON.stringify(calculation)),
        );
      }),
    );
  });

  it('belongs to its calculator type only', () => {
    const storage = memoryStorage();
    publishCalculation(vehicle, storage);
    expect([...storage.items.keys()]).toEqual([`${CALCULATION_STORAGE_PREFIX}vehicle`]);
    expect(readCalculation('travel', storage)).toBeNull();
    // A value copied under another type's key is not that type's calculation.
    storage.setItem(`${CALCULATION_STORAGE_PREFIX}travel`, JSON.stringify(vehicle));
    expect(readCalculation('travel', storage)).toBeNull();
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    publishCalculation(vehicle, storage);
    clearCalculation('vehicle', storage);
    expect(readCalculation('vehicle', storage)).toBeNull();
  });

  it('is nothing, never an exception, whatever the storage holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const parsed = parseCalculation('vehicle', raw);
          if (parsed !== null) {
            expect(parsed.type).toBe('vehicle');
            expect(parsed.summary.trim()).not.toBe('');
          }
        },
      ),
    );
    for (const broken of [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...vehicle, arrangingForm: [] }),
      JSON.stringify({ ...vehicle, arrangingForm: null }),
      JSON.stringify({ ...vehicle, summary: '   ' }),
      JSON.stringify({ ...vehicle, summary: 'x'.repeat(CALCULATION_SUMMARY_MAX + 1) }),
      JSON.stringify({ ...vehicle, calculatedAt: 'včera' }),
      JSON.stringify({ ...vehicle, type: undefined }),
    ]) {
      expect(parseCalculation('vehicle', broken), broken).toBeNull();
    }
  });

  it('is nothing where the browser keeps no storage, or refuses to read it', () => {
    expect(readCalculation('vehicle', null)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readCalculation('vehicle', blocked)).toBeNull();
    expect(publishCalculation(vehicle, blocked)).toBe(false);
    expect(publishCalculation(vehicle, null)).toBe(false);
    expect(() => clearCalculation('vehicle', blocked)).not.toThrow();
  });

  it('refuses what is not a calculation from a calculator, before storing anything', () => {
    const storage = memoryStorage();
    expect(() => publishCalculation({ ...vehicle, type: 'Vehicle' }, storage)).toThrow(RangeError);
    expect(() => publishCalculation({ ...vehicle, type: 'a:b' }, storage)).toThrow(RangeError);
    expect(() => publishCalculation({ ...vehicle, summary: ' ' }, storage)).toThrow(RangeError);
    expect(() => publishCalculation({ ...vehicle, calculatedAt: '' }, storage)).toThrow(RangeError);
    expect(storage.items.size).toBe(0);
  });
});
