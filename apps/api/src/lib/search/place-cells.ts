/**
 * Radius search over a grid of cells (decision 019). A place's cell is its latitude band of a tenth
 * of a degree and its longitude slot of a tenth of a degree in that band, as one integer that
 * orders a band's slots west to east: `canvas_search.cell`, computed by the database as
 * `canvas_search_cell(place)` (migration 0014) with the same formula as placeCell. A circle is then
 * one run of consecutive cells per band it crosses (two where it crosses the antimeridian): a few
 * B-tree range scans whose entries carry everything the filters read.
 */

/** Cells per degree, of latitude and of longitude. */
const CELLS_PER_DEGREE = 10;
/** The longitude slots of a band are numbered from here; a band holds 3601 (-180 to 180 inclusive). */
const BAND_STRIDE = 4000;
/** The radius of the sphere earthdistance measures on, in metres (its `earth()`). */
export const EARTH_RADIUS_METRES = 6_378_168;
/**
 * Widening, in degrees, of each run of cells beyond the circle's exact extent: covers the rounding
 * between this arithmetic and the database's (both in doubles, ~1e-12 degrees apart).
 */
const MARGIN_DEGREES = 1e-6;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

const band = (latitude: number) => Math.floor((clamp(latitude, -90, 90) + 90) * CELLS_PER_DEGREE);
const slot = (longitude: number) => Math.floor((clamp(longitude, -180, 180) + 180) * CELLS_PER_DEGREE);

/** The cell of a point, as `canvas_search_cell(ll_to_earth(latitude, longitude))` computes it. */
export const placeCell = (latitude: number, longitude: number) =>
  band(latitude) * BAND_STRIDE + slot(longitude);

export interface CellRuns {
  /** First cell of each run. */
  from: number[];
  /** Last cell of each run (inclusive). */
  to: number[];
}

/**
 * The runs of cells that hold every point within `radius` metres of the centre (great-circle
 * distance on earthdistance's sphere, as `earth_distance` measures it), and few others: per band,
 * the circle's widest longitude within that band. The circle's widest point is at latitude
 * asin(sin φc / cos θ); away from it the width shrinks, so within a band the widest is at the
 * latitude of the band nearest to it.
 */
export function cellRunsWithin(latitude: number, longitude: number, radius: number): CellRuns {
  const theta = Math.max(0, radius) / EARTH_RADIUS_METRES;
  const runs: CellRuns = { from: [], to: [] };
  const add = (bandIndex: number, west: number, east: number) => {
    runs.from.push(bandIndex * BAND_STRIDE + slot(west));
    runs.to.push(bandIndex * BAND_STRIDE + slot(east));
  };
  const phiC = radians(latitude);
  const capSouth = latitude - degrees(theta);
  const capNorth = latitude + degrees(theta);
  // A circle that reaches a pole holds every longitude of its bands.
  const everyLongitude = capNorth + MARGIN_DEGREES >= 90 || capSouth - MARGIN_DEGREES <= -90;
  const widestAt = everyLongitude ? 0 : degrees(Math.asin(clamp(Math.sin(phiC) / Math.cos(theta), -1, 1)));
  for (let index = band(capSouth - MARGIN_DEGREES); index <= band(capNorth + MARGIN_DEGREES); index += 1) {
    if (everyLongitude) {
      add(index, -180, 180);
      continue;
    }
    const bandSouth = index / CELLS_PER_DEGREE - 90;
    const low = Math.max(bandSouth, capSouth);
    const high = Math.min(bandSouth + 1 / CELLS_PER_DEGREE, capNorth);
    // The band's latitude nearest the circle's widest; a band reached only through the margin
    // takes the circle's nearest point.
    const nearest = low <= high ? clamp(widestAt, low, high) : bandSouth > capNorth ? capNorth : capSouth;
    const phi = radians(nearest);
    const cosine = (Math.cos(theta) - Math.sin(phi) * Math.sin(phiC)) / (Math.cos(phi) * Math.cos(phiC));
    const halfWidth = degrees(Math.acos(clamp(cosine, -1, 1))) + MARGIN_DEGREES;
    if (halfWidth >= 180) {
      add(index, -180, 180);
      continue;
    }
    const west = longitude - halfWidth;
    const east = longitude + halfWidth;
    if (west < -180) {
      add(index, west + 360, 180);
      add(index, -180, east);
    } else if (east > 180) {
      add(index, west, 180);
      add(index, -180, east - 360);
    } else {
      add(index, west, east);
    }
  }
  return runs;
}

/**
 * A point as earthdistance's `ll_to_earth(latitude, longitude)` makes it: x, y, z on its sphere, in
 * metres. Computed here so the query carries a constant (the planner would otherwise inline and
 * fold earthdistance's SQL functions for every use of the centre).
 */
export function earthPoint(latitude: number, longitude: number): [number, number, number] {
  const phi = radians(latitude);
  const lambda = radians(longitude);
  return [
    EARTH_RADIUS_METRES * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METRES * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METRES * Math.sin(phi),
  ];
}

/**
 * The straight-line distance between two points of the sphere `distance` metres apart along it,
 * as earthdistance's `gc_to_sec(distance)` computes it.
 */
export function chordMetres(distance: number): number {
  if (distance < 0) return 0;
  if (distance / EARTH_RADIUS_METRES > Math.PI) return 2 * EARTH_RADIUS_METRES;
  return 2 * EARTH_RADIUS_METRES * Math.sin(distance / (2 * EARTH_RADIUS_METRES));
}
