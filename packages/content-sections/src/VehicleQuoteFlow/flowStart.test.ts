import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredVehicleLookup } from '../PlateQuoteBox/vehicleLookupStorage';
import { flowStart, plateFromParam } from './flowStart';

const octavia = { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' };
const stored = (plate: string, found: boolean, fromLP = true): StoredVehicleLookup => ({
  plate,
  vehicle: found ? octavia : null,
  preloaded: found,
  fromLP,
  location: 'Praha',
  brand: 'Skoda',
  storedAt: '2026-11-25T08:30:00.000Z',
});

describe('the plate of spz', () => {
  it('is normalised and cut to 9 characters as typing is (issue 24), and none when empty', () => {
    expect(plateFromParam('1ab 2345')).toBe('1AB2345');
    expect(plateFromParam(null)).toBeNull();
    expect(plateFromParam('  ')).toBeNull();
    expect(plateFromParam('1AB2345678')).toBe('1AB234567');
    expect(plateFromParam('ABCDEFGHIJKL')).toBe('ABCDEFGHI');
  });
});

describe('where the quote flow starts', () => {
  it('shows the stored vehicle for the plate in the address, or without an address', () => {
    const entry = stored('1AB2345', true);
    expect(flowStart('1AB2345', entry)).toEqual({ kind: 'show', entry });
    expect(flowStart('1ab 2345', entry)).toEqual({ kind: 'show', entry });
    expect(flowStart(null, entry)).toEqual({ kind: 'show', entry });
  });

  it('looks up the address’s plate when the stored one is another, keeping the origin of the same one', () => {
    expect(flowStart('5T81234', stored('1AB2345', true))).toEqual({
      kind: 'lookup',
      plate: '5T81234',
      fromLP: false,
    });
    expect(flowStart('1AB2345', stored('1AB2345', false))).toEqual({
      kind: 'lookup',
      plate: '1AB2345',
      fromLP: true,
    });
    expect(flowStart(null, stored('9ZZ9999', false, false))).toEqual({
      kind: 'lookup',
      plate: '9ZZ9999',
      fromLP: false,
    });
  });

  it('asks for a plate when it has none', () => {
    expect(flowStart(null, null)).toEqual({ kind: 'ask' });
    expect(flowStart('', null)).toEqual({ kind: 'ask' });
  });

  it('never shows a vehicle of another plate than the address names', () => {
    const entries = fc.option(
      fc.record({ plate: fc.stringMatching(/^[0-9A-Z]{1,9}$/), found: fc.boolean(), fromLP: fc.boolean() }),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 12 }), { nil: null }), entries, (spz, entry) => {
        const start = flowStart(spz, entry ? stored(entry.plate, entry.found, entry.fromLP) : null);
        const wanted = plateFromParam(spz);
        if (start.kind === 'show') {
          expect(start.entry.vehicle).not.toBeNull();
          if (wanted) expect(start.entry.plate).toBe(wanted);
        }
        if (start.kind === 'lookup' && wanted) expect(start.plate).toBe(wanted);
        if (start.kind === 'ask') expect(wanted ?? entry).toBeNull();
      }),
    );
  });
});
