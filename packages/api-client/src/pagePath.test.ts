import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathHasMarker } from './pagePath.js';

/** Every page marker SPEC §2 names, and the travel app's (ours: SPEC does not name it). */
const SPEC_MARKERS = [
  'motorky',
  'majetek',
  'cestovko',
  'odpovednost',
  'auto',
  'havarijni-pojisteni',
  'hlaseni-skody',
  'cestovni',
  'zruseni-smlouvy',
  'zruseni-zmeny',
  'havarijko-na-mesic',
  'havarijko-pro-zdrave-auto',
] as const;

/** The marker with each letter's case chosen by `upper`. */
function withCasing(marker: string, upper: readonly boolean[]): string {
  return [...marker].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join('');
}

const casing = fc.array(fc.boolean(), { minLength: 30, maxLength: 30 });
const segment = fc.stringMatching(/^[a-zA-Z0-9-]{0,12}$/);

describe('pathHasMarker', () => {
  it.each(SPEC_MARKERS)('finds %s in a path, as a path or a full URL, in any case', (marker) => {
    expect(pathHasMarker(`/${marker}`, marker)).toBe(true);
    expect(pathHasMarker(`https://www.horizont.example/pojisteni/${marker}-2026/?x=1#top`, marker)).toBe(
      true,
    );
    expect(pathHasMarker(`/${marker.toUpperCase()}`, marker)).toBe(true);
    expect(pathHasMarker(`/${marker}`, marker.toUpperCase())).toBe(true);
  });

  it.each(SPEC_MARKERS)('never reads %s from the query, the hash or the host', (marker) => {
    expect(pathHasMarker(`/kontakty?next=${marker}`, marker)).toBe(false);
    expect(pathHasMarker(`https://www.horizont.example/kontakty?utm_campaign=${marker}`, marker)).toBe(false);
    expect(pathHasMarker(`/kontakty#${marker}`, marker)).toBe(false);
    expect(pathHasMarker(`https://${marker}.horizont.example/kontakty`, marker)).toBe(false);
  });

  it('shows the claims link on /Hlaseni-Skody as on /hlaseni-skody (issue 25)', () => {
    expect(pathHasMarker('/Hlaseni-Skody', 'hlaseni-skody')).toBe(true);
    expect(pathHasMarker('https://www.horizont.example/Online/HLASENI-SKODY/', 'hlaseni-skody')).toBe(true);
  });

  it('has no marker where the address cannot be read or the marker is empty', () => {
    expect(pathHasMarker('http://[::1', 'auto')).toBe(false);
    expect(pathHasMarker('/auto', '')).toBe(false);
    expect(pathHasMarker('', 'auto')).toBe(false);
  });

  it('finds a SPEC marker whatever the case of the path and of the marker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_MARKERS),
        casing,
        casing,
        segment,
        segment,
        (marker, pathCase, markerCase, before, after) => {
          const path = `/${before}${withCasing(marker, pathCase)}${after}`;
          expect(pathHasMarker(path, withCasing(marker, markerCase))).toBe(true);
          expect(pathHasMarker(`https://www.horizont.example${path}?q=1`, marker)).toBe(true);
        },
      ),
    );
  });

  it('decides by the path alone: a query or a hash never changes the answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_MARKERS),
        segment,
        fc.stringMatching(/^[a-zA-Z0-9=&-]{0,20}$/),
        (marker, path, rest) => {
          const bare = pathHasMarker(`/${path}`, marker);
          expect(pathHasMarker(`/${path}?${rest}${marker}`, marker)).toBe(bare);
          expect(pathHasMarker(`/${path}#${rest}${marker}`, marker)).toBe(bare);
          expect(bare).toBe(path.toLowerCase().includes(marker));
        },
      ),
    );
  });
});
