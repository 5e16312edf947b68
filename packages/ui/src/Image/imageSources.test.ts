import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ImageLoader, imageSources, isVectorImage } from './imageSources';

const loader: ImageLoader = ({ src, width }) => `/_image?href=${encodeURIComponent(src)}&w=${width}`;

describe('imageSources', () => {
  it('uses the original URL without a loader', () => {
    expect(imageSources({ url: '/a.jpg', width: 800 })).toEqual({ src: '/a.jpg' });
  });

  it('never resizes a vector image', () => {
    expect(imageSources({ url: '/logo.SVG?v=2', width: 800 }, loader)).toEqual({ src: '/logo.SVG?v=2' });
    expect(isVectorImage('/a.svg#x')).toBe(true);
    expect(isVectorImage('/svg/a.png')).toBe(false);
  });

  it('offers every standard width below the intrinsic one, and the intrinsic one, never upscaled', () => {
    const { src, srcSet } = imageSources({ url: '/people/jana.jpg', width: 700 }, loader);
    expect(src).toBe('/_image?href=%2Fpeople%2Fjana.jpg&w=700');
    expect(srcSet).toBe(
      '/_image?href=%2Fpeople%2Fjana.jpg&w=320 320w, /_image?href=%2Fpeople%2Fjana.jpg&w=480 480w, /_image?href=%2Fpeople%2Fjana.jpg&w=640 640w, /_image?href=%2Fpeople%2Fjana.jpg&w=700 700w',
    );
  });

  it('lists widths in ascending order, none above the intrinsic width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (width) => {
        const { srcSet } = imageSources({ url: '/x.png', width }, loader);
        const widths = (srcSet ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]?.slice(0, -1)));
        expect(widths.at(-1)).toBe(width);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(widths.every((w) => w <= width)).toBe(true);
        expect(widths.length).toBe(IMAGE_WIDTHS.filter((w) => w < width).length + 1);
      }),
    );
  });
});
