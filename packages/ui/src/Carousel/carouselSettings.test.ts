import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselOptions, DEFAULT_SLIDES_PER_VIEW, slidesPerViewStyle } from './carouselSettings.js';

describe('carousel settings (SPEC §2 item 14, §9)', () => {
  it('is infinite and needs a drag of at least 80 px', () => {
    expect(carouselOptions).toMatchObject({ loop: true, dragThreshold: 80 });
  });

  it('shows 3 items on desktop and 1 on tablets and phones by default', () => {
    expect(DEFAULT_SLIDES_PER_VIEW).toEqual({ mobile: 1, tablet: 1, desktop: 3 });
    expect(slidesPerViewStyle(DEFAULT_SLIDES_PER_VIEW)).toEqual({
      '--slides-mobile': '1',
      '--slides-tablet': '1',
      '--slides-desktop': '3',
    });
  });

  it('always yields a whole number of at least one slide, whatever CMS data says', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (mobile, tablet, desktop) => {
        for (const value of Object.values(slidesPerViewStyle({ mobile, tablet, desktop }))) {
          expect(Number.isInteger(Number(value)) && Number(value) >= 1).toBe(true);
        }
      }),
    );
  });
});
