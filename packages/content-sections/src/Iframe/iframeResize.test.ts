import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IFRAME_MAX_HEIGHT,
  IFRAME_PADDING,
  IFRAME_TOLERANCE,
  isFromFrame,
  messageHeight,
  nextFrameHeight,
} from './iframeResize';

const height = fc.integer({ min: 1, max: IFRAME_MAX_HEIGHT });

describe('messageHeight', () => {
  it('reads a bare number or { height }, rounded up to whole pixels', () => {
    expect(messageHeight(1834)).toBe(1834);
    expect(messageHeight({ height: 1834 })).toBe(1834);
    expect(messageHeight(1834.2)).toBe(1835);
    expect(messageHeight({ height: 1834, other: 'x' })).toBe(1834);
  });

  it('ignores whatever is not a finite positive number of sane size', () => {
    for (const bad of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -500,
      0,
      IFRAME_MAX_HEIGHT + 1,
      '1834',
      '1834px',
      '',
      null,
      undefined,
      true,
      [1834],
      { height: '1834' },
      { height: Number.NaN },
      { height: -1 },
      { h: 1834 },
      { height: { height: 1834 } },
    ]) {
      expect(messageHeight(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('never throws and gives a positive whole number or null, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.record({ height: fc.anything() })), (data) => {
        const result = messageHeight(data);
        if (result !== null) {
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThan(0);
          expect(result).toBeLessThanOrEqual(IFRAME_MAX_HEIGHT);
        }
      }),
    );
  });
});

describe('nextFrameHeight (SPEC §4: tolerance 300, padding 100)', () => {
  it('applies a height that differs by more than the tolerance, plus the padding', () => {
    fc.assert(
      fc.property(height, height, (current, reported) => {
        const next = nextFrameHeight(current, reported);
        if (Math.abs(reported - current) > IFRAME_TOLERANCE) expect(next).toBe(reported + IFRAME_PADDING);
        else expect(next).toBeNull();
      }),
    );
  });

  it('is exact at the edges of the tolerance, both ways', () => {
    expect(nextFrameHeight(1000, 1300)).toBeNull();
    expect(nextFrameHeight(1000, 1301)).toBe(1401);
    expect(nextFrameHeight(1000, 700)).toBeNull();
    expect(nextFrameHeight(1000, 699)).toBe(799);
    expect(nextFrameHeight(1000, { height: 2000 })).toBe(2100);
  });

  it('settles: once applied, the page reporting its own new frame height changes nothing', () => {
    fc.assert(
      fc.property(height, height, (current, reported) => {
        const next = nextFrameHeight(current, reported);
        fc.pre(next !== null);
        // Framed in `next` pixels, a shorter page reports the frame's height: within the tolerance.
        expect(nextFrameHeight(next as number, next)).toBeNull();
        expect(nextFrameHeight(next as number, reported)).toBeNull();
      }),
    );
  });

  it('ignores garbage whatever the current height', () => {
    fc.assert(
      fc.property(
        height,
        fc.oneof(fc.string(), fc.constant(Number.NaN), fc.integer({ max: 0 })),
        (current, data) => {
          expect(nextFrameHeight(current, data)).toBeNull();
        },
      ),
    );
  });
});

describe('isFromFrame', () => {
  const frameWindow = {};
  const frame = { origin: 'https://www.horizont.example', window: frameWindow };

  it('accepts only the frame’s own window at the frame’s own origin', () => {
    expect(isFromFrame({ origin: 'https://www.horizont.example', source: frameWindow }, frame)).toBe(true);
    expect(isFromFrame({ origin: 'https://evil.example', source: frameWindow }, frame)).toBe(false);
    expect(isFromFrame({ origin: 'null', source: frameWindow }, frame)).toBe(false);
    expect(isFromFrame({ origin: 'https://www.horizont.example', source: {} }, frame)).toBe(false);
    expect(isFromFrame({ origin: 'https://www.horizont.example', source: null }, frame)).toBe(false);
    expect(isFromFrame({ origin: 'http://www.horizont.example', source: frameWindow }, frame)).toBe(false);
    expect(
      isFromFrame({ origin: 'https://www.horizont.example', source: null }, { ...frame, window: null }),
    ).toBe(false);
  });
});
