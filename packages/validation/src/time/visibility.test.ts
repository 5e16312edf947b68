import { describe, expect, it } from 'vitest';
import { isVisibleAt } from './visibility.js';

const prague = (text: string) => new Date(text);

describe('isVisibleAt', () => {
  it('shows a section without bounds', () => {
    expect(isVisibleAt({}, prague('2026-01-14T12:00:00+01:00'))).toBe(true);
    expect(isVisibleAt({ visibleFrom: null, visibleTo: '' }, prague('2026-01-14T12:00:00+01:00'))).toBe(true);
  });

  it('starts at visibleFrom (a plain date is Prague midnight)', () => {
    const window = { visibleFrom: '2026-01-14' };
    expect(isVisibleAt(window, prague('2026-01-13T23:59:59+01:00'))).toBe(false);
    expect(isVisibleAt(window, prague('2026-01-14T00:00:00+01:00'))).toBe(true);
  });

  it('has no end without visibleTo', () => {
    expect(isVisibleAt({ visibleFrom: '2026-01-14' }, prague('2099-01-01T00:00:00+01:00'))).toBe(true);
  });

  it('includes the whole Prague day of a plain visibleTo date', () => {
    const window = { visibleTo: '2026-03-29' };
    expect(isVisibleAt(window, prague('2026-03-29T23:59:59+02:00'))).toBe(true);
    expect(isVisibleAt(window, prague('2026-03-30T00:00:00+02:00'))).toBe(false);
  });

  it('ends at a visibleTo timestamp (hidden from that instant on)', () => {
    const window = {
      visibleFrom: '2026-10-25T02:30:00.000+02:00',
      visibleTo: '2026-10-25T02:30:00.000+01:00',
    };
    expect(isVisibleAt(window, prague('2026-10-25T00:29:59Z'))).toBe(false);
    expect(isVisibleAt(window, prague('2026-10-25T01:00:00Z'))).toBe(true);
    expect(isVisibleAt(window, prague('2026-10-25T01:29:59.999Z'))).toBe(true);
    expect(isVisibleAt(window, prague('2026-10-25T01:30:00Z'))).toBe(false);
  });

  it('hides a section whose bound cannot be read', () => {
    expect(isVisibleAt({ visibleFrom: 'soon' }, prague('2026-01-14T12:00:00+01:00'))).toBe(false);
    expect(isVisibleAt({ visibleTo: '31. 1. 2026' }, prague('2026-01-14T12:00:00+01:00'))).toBe(false);
    expect(isVisibleAt({}, new Date(Number.NaN))).toBe(false);
  });
});
