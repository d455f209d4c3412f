/**
 * Web Mercator tile maths (the scheme of OpenStreetMap-style raster tiles, {z}/{x}/{y}, 256 px),
 * enough to lay a few tiles around a point without a map library.
 */

export const TILE_SIZE = 256;
/** Tiles laid left to right and top to bottom around the point's tile: covers ±512 × ±256 px. */
export const GRID_COLUMNS = 5;
export const GRID_ROWS = 3;
/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798;

export interface PlacedTile {
  key: string;
  url: string;
  /** Position in px from the grid's top-left corner. */
  left: number;
  top: number;
}

export interface TileGrid {
  tiles: PlacedTile[];
  /** Where the point falls, in px from the grid's top-left corner. */
  pointX: number;
  pointY: number;
  width: number;
  height: number;
}

/** The point as fractional tile coordinates at `zoom`. */
export function tileCoordinates(longitude: number, latitude: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const radians = (clamped * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale;
  return { x, y };
}

/** A tile's URL from the template: {z}, {x}, {y}, and {s} (subdomain 'a') when a provider uses it. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
}

/**
 * The tiles around [longitude, latitude] and where the point falls among them. Columns wrap
 * around the antimeridian; rows beyond the poles are left out (the panel shows through).
 */
export function tileGrid(template: string, [longitude, latitude]: [number, number], zoom: number): TileGrid {
  const scale = 2 ** zoom;
  const { x, y } = tileCoordinates(longitude, latitude, zoom);
  const centreX = Math.floor(x);
  const centreY = Math.floor(y);
  const firstX = centreX - Math.floor(GRID_COLUMNS / 2);
  const firstY = centreY - Math.floor(GRID_ROWS / 2);
  const tiles: PlacedTile[] = [];
  for (let row = 0; row < GRID_ROWS; row += 1) {
    const tileY = firstY + row;
    if (tileY < 0 || tileY >= scale) continue;
    for (let column = 0; column < GRID_COLUMNS; column += 1) {
      const tileX = (((firstX + column) % scale) + scale) % scale;
      tiles.push({
        key: `${tileX}/${tileY}`,
        url: tileUrl(template, zoom, tileX, tileY),
        left: column * TILE_SIZE,
        top: row * TILE_SIZE,
      });
    }
  }
  return {
    tiles,
    pointX: (x - firstX) * TILE_SIZE,
    pointY: (y - firstY) * TILE_SIZE,
    width: GRID_COLUMNS * TILE_SIZE,
    height: GRID_ROWS * TILE_SIZE,
  };
}
