import { messages, normalizePlate } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOOKUP,
  type LookupEvent,
  type LookupState,
  lookupReducer,
  needsRolloutCheck,
  plateError,
  quoteFlowHref,
  shouldLookUp,
  shouldRedirect,
  vehicleFromInfo,
} from './plateLookup';

const octavia = { modelCode: 'SKODA_OCTAVIA', manufacturerName: 'Škoda', modelName: 'Octavia' };
const plateChars = fc.constantFrom(...'ABCDEFHJKLMNPRSTUVXYZ0123456789 '.split(''));
const typed = fc.array(plateChars, { maxLength: 12 }).map((chars) => chars.join(''));

describe('the plate', () => {
  it('is looked up only above 4 characters (SPEC §9), and never above 9', () => {
    expect(shouldLookUp('1AB2')).toBe(false);
    expect(shouldLookUp('1AB 2')).toBe(false);
    expect(shouldLookUp('1AB23')).toBe(true);
    expect(shouldLookUp('1AB2345678')).toBe(false);
    fc.assert(
      fc.property(typed, (input) => {
        const length = normalizePlate(input).length;
        expect(shouldLookUp(input)).toBe(length > 4 && length <= 9);
      }),
    );
  });

  it('must be given on submit, and may have at most 9 characters (validation’s messages)', () => {
    const cs = messages.cs;
    expect(plateError('', cs)).toBe('SPZ je povinný údaj.');
    expect(plateError('   ', cs)).toBe('SPZ je povinný údaj.');
    expect(plateError('1AB2345678', cs)).toBe('SPZ může mít nejvýše 9 znaků.');
    expect(plateError('1ab 2345', cs)).toBeNull();
    expect(plateError('', messages.en)).toBe('Registration plate is required.');
  });
});

describe('the vehicle of an answer', () => {
  it('is named from the local table, or kept by its code without names', () => {
    expect(vehicleFromInfo({ manufacturerModelCode: 'SKODA_OCTAVIA', registrationPlate: '1AB2345' })).toEqual(
      octavia,
    );
    expect(vehicleFromInfo({ manufacturerModelCode: 'lada_niva ' })).toEqual({
      modelCode: 'LADA_NIVA',
      manufacturerName: null,
      modelName: null,
    });
  });

  it('is none for an answer that is not one', () => {
    for (const answer of [
      null,
      undefined,
      'SKODA_OCTAVIA',
      {},
      { manufacturerModelCode: 42 },
      { manufacturerModelCode: ' ' },
    ]) {
      expect(vehicleFromInfo(answer)).toBeNull();
    }
    fc.assert(
      fc.property(fc.anything(), (answer) => {
        expect(() => vehicleFromInfo(answer)).not.toThrow();
      }),
    );
  });
});

describe('the bubble’s state (SPEC §4)', () => {
  const input = (value: string): LookupEvent => ({ type: 'input', value });

  it('goes default → loading → ok, and back to default when the input is emptied', () => {
    let state = lookupReducer(DEFAULT_LOOKUP, input('1AB'));
    expect(state).toEqual({ status: 'default' });
    state = lookupReducer(state, input('1AB2345'));
    expect(state).toEqual({ status: 'loading', plate: '1AB2345' });
    state = lookupReducer(state, { type: 'found', plate: '1AB2345', vehicle: octavia });
    expect(state).toEqual({ status: 'ok', plate: '1AB2345', vehicle: octavia });
    expect(lookupReducer(state, input(''))).toEqual({ status: 'default' });
  });

  it('goes to fail for the plate still looked up, and ignores the answer to an earlier plate', () => {
    let state = lookupReducer(DEFAULT_LOOKUP, input('1AB2345'));
    state = lookupReducer(state, input('9ZZ9999'));
    expect(lookupReducer(state, { type: 'found', plate: '1AB2345', vehicle: octavia })).toBe(state);
    expect(lookupReducer(state, { type: 'failed', plate: '9ZZ9999' })).toEqual({
      status: 'fail',
      plate: '9ZZ9999',
    });
  });

  it('keeps the running lookup when only spaces change', () => {
    const state = lookupReducer(DEFAULT_LOOKUP, input('1AB2345'));
    expect(lookupReducer(state, input('1AB 2345'))).toBe(state);
  });

  /** Any mix of typing and answers, arriving in any order. */
  const events = fc.array(
    fc.oneof(
      typed.map(input),
      typed.map((value): LookupEvent => ({ type: 'found', plate: normalizePlate(value), vehicle: octavia })),
      typed.map((value): LookupEvent => ({ type: 'failed', plate: normalizePlate(value) })),
    ),
    { maxLength: 30 },
  );

  it('only ever shows the result of the last plate typed', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        let state: LookupState = DEFAULT_LOOKUP;
        let lastInput: string | null = null;
        for (const event of sequence) {
          state = lookupReducer(state, event);
          if (event.type === 'input') lastInput = event.value;
        }
        if (lastInput === null || !shouldLookUp(lastInput)) {
          expect(state.status).toBe('default');
          return;
        }
        expect(state.status).not.toBe('default');
        if (state.status !== 'default') expect(state.plate).toBe(normalizePlate(lastInput));
      }),
    );
  });
});

describe('the rollout and the redirect (SPEC §4, §6)', () => {
  it('is checked for an internal user or nobody signed in, not for other users', () => {
    expect(needsRolloutCheck(null)).toBe(true);
    expect(needsRolloutCheck(undefined)).toBe(true);
    expect(needsRolloutCheck({ internal: true })).toBe(true);
    expect(needsRolloutCheck({ internal: false })).toBe(false);
  });

  it('redirects only after a found vehicle with the new flow available', () => {
    const ok: LookupState = { status: 'ok', plate: '1AB2345', vehicle: octavia };
    expect(shouldRedirect(ok, 'available')).toBe(true);
    for (const rollout of ['unchecked', 'checking', 'unavailable'] as const) {
      expect(shouldRedirect(ok, rollout)).toBe(false);
    }
    expect(shouldRedirect({ status: 'fail', plate: '1AB2345' }, 'available')).toBe(false);
    expect(shouldRedirect({ status: 'loading', plate: '1AB2345' }, 'available')).toBe(false);
    expect(shouldRedirect(DEFAULT_LOOKUP, 'available')).toBe(false);
  });

  it('carries the plate to the quote flow as spz, keeping paths paths', () => {
    expect(quoteFlowHref('/auto/autosjednavac', '1AB2345')).toBe('/auto/autosjednavac?spz=1AB2345');
    expect(quoteFlowHref('/auto/autosjednavac?zdroj=lp#krok', '1AB2345')).toBe(
      '/auto/autosjednavac?zdroj=lp&spz=1AB2345#krok',
    );
    expect(quoteFlowHref('https://www.horizont.example/auto/autosjednavac?spz=OLD', '5T81234')).toBe(
      'https://www.horizont.example/auto/autosjednavac?spz=5T81234',
    );
    fc.assert(
      fc.property(typed, (value) => {
        const plate = normalizePlate(value);
        const href = quoteFlowHref('/auto/autosjednavac', plate);
        expect(href.startsWith('/auto/autosjednavac')).toBe(true);
        expect(new URL(href, 'https://x.example').searchParams.get('spz')).toBe(plate === '' ? null : plate);
      }),
    );
  });
});
