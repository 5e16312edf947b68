import { describe, expect, it } from 'vitest';
import { NBSP } from './money.js';
import {
  stripValueBandPrefix,
  VEHICLE_AGE_BANDS,
  VEHICLE_VALUE_BANDS,
  valueBandLabel,
} from './vehicleBands.js';

describe('VEHICLE_AGE_BANDS', () => {
  it('has the 15 bands of SPEC §3 with their labels and factors', () => {
    expect(VEHICLE_AGE_BANDS.map((band) => [band.label, band.factor])).toEqual([
      ['méně než 1 rok', 0.85],
      ['1-2 roky', 0.9],
      ['2-3 roky', 1],
      ['3-4 roky', 1.13],
      ['4-5 let', 1.285],
      ['5-6 let', 1.48],
      ['6-7 let', 1.6],
      ['7-8 let', 1.7],
      ['8-9 let', 1.9],
      ['9-10 let', 1.9],
      ['10-11 let', 2],
      ['11-12 let', 2.1],
      ['12-13 let', 2.2],
      ['13-14 let', 2.3],
      ['14-15 let', 2.4],
    ]);
  });

  it('covers 0 to 180 months without gaps', () => {
    expect(VEHICLE_AGE_BANDS[0]).toMatchObject({ fromMonths: 0, toMonths: 12 });
    expect(VEHICLE_AGE_BANDS[14]).toMatchObject({ fromMonths: 169, toMonths: 180 });
    VEHICLE_AGE_BANDS.slice(1).forEach((band, i) => {
      expect(band.fromMonths).toBe((VEHICLE_AGE_BANDS[i]?.toMonths ?? Number.NaN) + 1);
    });
  });
});

describe('VEHICLE_VALUE_BANDS', () => {
  it('has the 9 bands of SPEC §3, the top one open-ended', () => {
    expect(VEHICLE_VALUE_BANDS.map((band) => [band.from, band.to])).toEqual([
      [100000, 150000],
      [151000, 200000],
      [201000, 250000],
      [251000, 300000],
      [301000, 350000],
      [351000, 400000],
      [401000, 500000],
      [501000, 600000],
      [601000, null],
    ]);
  });

  it('labels each band "více než <lower bound>"', () => {
    expect(VEHICLE_VALUE_BANDS[8]?.label).toBe(`více než 601${NBSP}000`);
    expect(VEHICLE_VALUE_BANDS[0]?.label).toBe(`více než 100${NBSP}000`);
  });
});

describe('value band labels', () => {
  it('builds and strips the prefix', () => {
    expect(valueBandLabel(601000)).toBe(`více než 601${NBSP}000`);
    expect(stripValueBandPrefix(valueBandLabel(601000))).toBe(`601${NBSP}000`);
    expect(stripValueBandPrefix('více než 601 000')).toBe('601 000');
    expect(stripValueBandPrefix('350 000')).toBe('350 000');
    expect(stripValueBandPrefix(undefined)).toBe('');
  });
});
