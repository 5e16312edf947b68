/**
 * Map tiles for the branch map when no real tile server is reachable (this machine is offline, and
 * the demo must not send visitors to a third party): a neutral 256 px square per tile, with a faint
 * grid and its own `z/x/y` in a corner, so that a person (or a test) sees which tile the map asked
 * for. It is not a map of anything: a host configures a real tile server (`PUBLIC_MAP_TILE_URL`).
 */
export function tileSvg(z: number, x: number, y: number): string {
  const lines = [64, 128, 192]
    .map((at) => `<path d="M${at} 0V256M0 ${at}H256" stroke="#dfe5dd" stroke-width="1"/>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<rect width="256" height="256" fill="#f2f4ef"/>',
    lines,
    '<path d="M0 0.5H256M0.5 0V256" stroke="#c9d1c6" stroke-width="1"/>',
    `<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#8a9487">${z}/${x}/${y}</text>`,
    '</svg>',
  ].join('');
}

/** A tile's coordinates, when they name a tile that exists at its zoom (0 ≤ x, y < 2^z, z ≤ 22). */
export function tileCoordinates(z: string, x: string, y: string): [number, number, number] | undefined {
  const [zoom, column, row] = [z, x, y].map(Number) as [number, number, number];
  if (![zoom, column, row].every(Number.isInteger) || zoom < 0 || zoom > 22) return undefined;
  const size = 2 ** zoom;
  if (column < 0 || column >= size || row < 0 || row >= size) return undefined;
  return [zoom, column, row];
}
