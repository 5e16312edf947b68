/*
 * Where the branches sit on the static schematic: their GPS positions in Web Mercator (the projection
 * of every tiled map, so the schematic and the interactive map agree), scaled uniformly into a box.
 * No React here.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Box {
  width: number;
  height: number;
  /** Kept free on every side, for the marks and their labels. */
  padding: number;
}

export interface PlacedPoint {
  x: number;
  y: number;
}

/** Web Mercator, as a fraction of the world (0…1 both ways, y downwards). */
export function mercator({ latitude, longitude }: GeoPoint): PlacedPoint {
  // Tiled maps stop at ±85.0511°, where the projection's y reaches the world's edge.
  const clamped = Math.max(-85.0511, Math.min(85.0511, latitude));
  const phi = (clamped * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

/**
 * The points placed in the box, in the given order: one scale for both axes (distances stay true to
 * each other), the group centred, and a single place (or all in one place) in the middle.
 */
export function placePoints(points: readonly GeoPoint[], { width, height, padding }: Box): PlacedPoint[] {
  if (points.length === 0) return [];
  const projected = points.map(mercator);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const scale = Math.min(
    spanX > 0 ? innerWidth / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? innerHeight / spanY : Number.POSITIVE_INFINITY,
  );
  if (!Number.isFinite(scale)) return projected.map(() => ({ x: width / 2, y: height / 2 }));
  // Measured from the group's corner, not its centre: `point - min` is exact for close points, so two
  // branches a hair apart (4e-14°, found by fast-check) stay inside the box, where an offset from a
  // rounded centre times a huge scale left it.
  const left = padding + (innerWidth - spanX * scale) / 2;
  const top = padding + (innerHeight - spanY * scale) / 2;
  return projected.map((point) => ({
    x: left + (point.x - minX) * scale,
    y: top + (point.y - minY) * scale,
  }));
}

export interface CityLabel extends PlacedPoint {
  city: string;
  /** How many branches the city has. */
  count: number;
}

/** One label per city, at the middle of its branches' marks (below them, by the caller). */
export function cityLabels(cities: readonly string[], placed: readonly PlacedPoint[]): CityLabel[] {
  const byCity = new Map<string, PlacedPoint[]>();
  cities.forEach((city, index) => {
    const point = placed[index];
    if (!point) return;
    byCity.set(city, [...(byCity.get(city) ?? []), point]);
  });
  return [...byCity].map(([city, points]) => ({
    city,
    count: points.length,
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: Math.max(...points.map((point) => point.y)),
  }));
}
