import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOKUP } from './plateLookup';
import {
  type KeyValueStorage,
  loadVehicleLookup,
  lookupEntry,
  parseStoredVehicleLookup,
  type StoredVehicleLookup,
  saveVehicleLookup,
  VEHICLE_LOOKUP_STORAGE_KEY,
} from './vehicleLookupStorage';

const octavia = { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' };
const options = { fromLP: true, location: 'Praha', brand: 'Skoda', now: new Date('2026-11-25T08:30:00Z') };

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const entries: fc.Arbitrary<StoredVehicleLookup> = fc.record({
  plate: fc.string({ minLength: 1, maxLength: 9 }),
  vehicle: fc.option(
    fc.record({
      modelCode: fc.string({ minLength: 1 }),
      manufacturerName: fc.option(fc.string(), { nil: null }),
      modelName: fc.option(fc.string(), { nil: null }),
    }),
    { nil: null },
  ),
  preloaded: fc.boolean(),
  fromLP: fc.boolean(),
  location: fc.string(),
  brand: fc.string(),
  storedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
});

describe('the stored lookup', () => {
  it('has preloaded when the lookup found the vehicle, fromLP as the caller says', () => {
    const found = lookupEntry('1AB2345', { status: 'ok', plate: '1AB2345', vehicle: octavia }, options);
    expect(found).toEqual({
      plate: '1AB2345',
      vehicle: octavia,
      preloaded: true,
      fromLP: true,
      location: 'Praha',
      brand: 'Skoda',
      storedAt: '2026-11-25T08:30:00.000Z',
    });
    const notFound = lookupEntry(
      '9ZZ9999',
      { status: 'fail', plate: '9ZZ9999' },
      { ...options, fromLP: false },
    );
    expect(notFound).toMatchObject({ vehicle: null, preloaded: false, fromLP: false });
    // Sent on before the answer came, or the answer was about another plate: no vehicle.
    expect(lookupEntry('1AB2345', { status: 'loading', plate: '1AB2345' }, options).preloaded).toBe(false);
    expect(
      lookupEntry('5T81234', { status: 'ok', plate: '1AB2345', vehicle: octavia }, options).vehicle,
    ).toBeNull();
    expect(lookupEntry('5T81234', DEFAULT_LOOKUP, options).vehicle).toBeNull();
  });

  it('is written under the versioned key and read back as it was', () => {
    const storage = memoryStorage();
    const entry = lookupEntry('1AB2345', { status: 'ok', plate: '1AB2345', vehicle: octavia }, options);
    expect(saveVehicleLookup(entry, storage)).toBe(true);
    expect([...storage.items.keys()]).toEqual([VEHICLE_LOOKUP_STORAGE_KEY]);
    expect(VEHICLE_LOOKUP_STORAGE_KEY).toMatch(/:v1$/);
    expect(loadVehicleLookup(storage)).toEqual(entry);
  });

  it('round-trips any entry', () => {
    fc.assert(
      fc.property(entries, (entry) => {
        expect(parseStoredVehicleLookup(JSON.stringify(entry))).toEqual(entry);
      }),
    );
  });

  it('reads anything else as nothing, never throwing', () => {
    for (const text of [null, '', 'null', '[]', '{"plate":"1AB2345"}', '{', '"1AB2345"']) {
      expect(parseStoredVehicleLookup(text)).toBeNull();
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          entries.map((entry) => JSON.stringify({ ...entry, fromLP: 'ano' })),
        ),
        (text) => {
          expect(() => parseStoredVehicleLookup(text)).not.toThrow();
          const parsed = parseStoredVehicleLookup(text);
          if (parsed) expect(typeof parsed.preloaded).toBe('boolean');
        },
      ),
    );
  });

  it('tolerates a storage that is missing, full or forbidden', () => {
    const entry = lookupEntry('1AB2345', DEFAULT_LOOKUP, options);
    expect(saveVehicleLookup(entry, null)).toBe(false);
    expect(loadVehicleLookup(null)).toBeNull();
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(saveVehicleLookup(entry, refusing)).toBe(false);
    expect(loadVehicleLookup(refusing)).toBeNull();
    // Outside a browser there is no storage at all.
    expect(loadVehicleLookup()).toBeNull();
    expect(saveVehicleLookup(entry)).toBe(false);
  });
});
