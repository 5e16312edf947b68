import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributionHtml } from './attribution.js';
import { type Box, cityLabels, mercator, placePoints } from './schematic.js';

const box: Box = { width: 640, height: 400, padding: 48 };
// Central Europe and well beyond: the group's branches are in Czechia and Slovakia.
const point = fc.record({
  latitude: fc.double({ min: 35, max: 70, noNaN: true }),
  longitude: fc.double({ min: -10, max: 40, noNaN: true }),
});
const EPSILON = 1e-6;

describe('the schematic’s placement', () => {
  it('keeps every mark inside the box, clear of its padding', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) =>
        placePoints(points, box).every(
          ({ x, y }) =>
            x >= box.padding - EPSILON &&
            x <= box.width - box.padding + EPSILON &&
            y >= box.padding - EPSILON &&
            y <= box.height - box.padding + EPSILON,
        ),
      ),
    );
  });

  it('keeps two branches a hair apart inside the box (fast-check’s counterexample)', () => {
    const placed = placePoints(
      [
        { latitude: 35, longitude: 0 },
        { latitude: 35.00000000000004, longitude: 0 },
      ],
      box,
    );
    for (const { y } of placed) {
      expect(y).toBeGreaterThanOrEqual(box.padding - EPSILON);
      expect(y).toBeLessThanOrEqual(box.height - box.padding + EPSILON);
    }
  });

  it('keeps the compass: east is right, north is up', () => {
    fc.assert(
      fc.property(point, point, fc.array(point, { maxLength: 10 }), (a, b, others) => {
        const [placedA, placedB] = placePoints([a, b, ...others], box) as [
          { x: number; y: number },
          { x: number; y: number },
        ];
        if (a.longitude > b.longitude && placedA.x < placedB.x - EPSILON) return false;
        if (a.latitude > b.latitude && placedA.y > placedB.y + EPSILON) return false;
        return true;
      }),
    );
  });

  it('scales both axes alike, so distances keep their proportions', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 10 }), (points) => {
        const placed = placePoints(points, box);
        const projected = points.map(mercator);
        const [p0, p1, p2] = projected as [
          ReturnType<typeof mercator>,
          ReturnType<typeof mercator>,
          ReturnType<typeof mercator>,
        ];
        const [q0, q1, q2] = placed as [
          { x: number; y: number },
          { x: number; y: number },
          { x: number; y: number },
        ];
        const far = Math.hypot(p1.x - p0.x, p1.y - p0.y);
        const other = Math.hypot(p2.x - p0.x, p2.y - p0.y);
        if (far < 1e-6 || other < 1e-6) return true;
        const ratio = far / other;
        const placedRatio = Math.hypot(q1.x - q0.x, q1.y - q0.y) / Math.hypot(q2.x - q0.x, q2.y - q0.y);
        return Math.abs(ratio - placedRatio) / ratio < 1e-6;
      }),
    );
  });

  it('puts one place, or many in one place, in the middle; nothing for no branch', () => {
    expect(placePoints([{ latitude: 50.08, longitude: 14.43 }], box)).toEqual([{ x: 320, y: 200 }]);
    const same = { latitude: 49.2, longitude: 16.6 };
    expect(placePoints([same, same], box)).toEqual([
      { x: 320, y: 200 },
      { x: 320, y: 200 },
    ]);
    expect(placePoints([], box)).toEqual([]);
  });

  it('places Prague and Brno as a map does: Brno east and south, their span filling the height', () => {
    const [praha, brno] = placePoints(
      [
        { latitude: 50.0755, longitude: 14.4378 },
        { latitude: 49.1951, longitude: 16.6068 },
      ],
      box,
    ) as [{ x: number; y: number }, { x: number; y: number }];
    // 2.17° of longitude against 0.88° of latitude (1.4 times longer in Mercator at 50° north): the
    // pair is wider than high, but not as much as the box, so the height binds.
    expect(praha.y).toBeCloseTo(box.padding);
    expect(brno.y).toBeCloseTo(box.height - box.padding);
    expect(brno.x - praha.x).toBeGreaterThan(brno.y - praha.y);
    expect(brno.x - praha.x).toBeLessThan(box.width - 2 * box.padding);
  });

  it('names each city once, below the lowest of its marks, with its count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('Praha', 'Brno', 'Příbram', 'Bratislava'), point), {
          maxLength: 20,
        }),
        (branches) => {
          const placed = placePoints(
            branches.map(([, where]) => where),
            box,
          );
          const labels = cityLabels(
            branches.map(([city]) => city),
            placed,
          );
          const cities = new Set(branches.map(([city]) => city));
          return (
            labels.length === cities.size &&
            labels.reduce((sum, label) => sum + label.count, 0) === branches.length &&
            labels.every(
              (label) =>
                label.y ===
                Math.max(...placed.filter((_, index) => branches[index]?.[0] === label.city).map((p) => p.y)),
            )
          );
        },
      ),
    );
  });
});

describe('the map’s attribution', () => {
  it('shows the host’s text as text, and links only an http(s) address', () => {
    expect(
      attributionHtml({
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      }),
    ).toBe('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap</a>');
    expect(
      attributionHtml({
        url: '',
        attribution: '<img src=x onerror=alert(1)>',
        attributionUrl: 'javascript:alert(1)',
      }),
    ).toBe('&#60;img src=x onerror=alert(1)&#62;');
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), (text, link) => {
        const html = attributionHtml({ url: '', attribution: text, attributionUrl: link });
        // The only markup is the link itself: the text and the address are escaped inside it.
        return (
          html
            .replace(/^<a href="[^"<>]*">/, '')
            .replace(/<\/a>$/, '')
            .match(/[<>]/) === null
        );
      }),
    );
  });
});
