import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import {
  type CellRuns,
  cellRunsWithin,
  chordMetres,
  EARTH_RADIUS_METRES,
  earthPoint,
  placeCell,
} from './place-cells';

const MILE = 1609.344;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `distance` metres from the centre along `bearing` degrees (great circle). */
function destination(latitude: number, longitude: number, bearing: number, distance: number) {
  const delta = distance / EARTH_RADIUS_METRES;
  const phi1 = radians(latitude);
  const theta = radians(bearing);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    radians(longitude) +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  const wrapped = ((degrees(lambda2) + 540) % 360) - 180;
  return { latitude: degrees(phi2), longitude: wrapped };
}

const covers = (runs: CellRuns, cell: number) =>
  runs.from.some((from, index) => from <= cell && cell <= (runs.to[index] as number));
const cellCount = (runs: CellRuns) =>
  runs.from.reduce((sum, from, index) => sum + (runs.to[index] as number) - from + 1, 0);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('placeCell', () => {
  it('numbers tenth-of-a-degree bands south to north and slots west to east', () => {
    expect(placeCell(-90, -180)).toBe(0);
    expect(placeCell(34.05, -118.25)).toBe(1240 * 4000 + 617);
    expect(placeCell(34.05, -118.24) - placeCell(34.05, -118.25)).toBe(0);
    expect(placeCell(34.05, -118.15) - placeCell(34.05, -118.25)).toBe(1);
    expect(placeCell(34.15, -118.25) - placeCell(34.05, -118.25)).toBe(4000);
    expect(placeCell(90, 180)).toBe(1800 * 4000 + 3600);
  });
});

describe('cellRunsWithin', () => {
  it('holds every point within the radius, wherever the circle is and whatever its size', () => {
    const next = random(19);
    for (let circle = 0; circle < 400; circle += 1) {
      const latitude = -85 + next() * 170;
      const longitude = -180 + next() * 360;
      const radius = (1 + next() * 300) * MILE;
      const runs = cellRunsWithin(latitude, longitude, radius);
      for (let point = 0; point < 60; point += 1) {
        // Many points right at the edge, where a run could fall short.
        const distance = point % 2 === 0 ? radius * (1 - 1e-9) : radius * next();
        const place = destination(latitude, longitude, next() * 360, distance);
        const cell = placeCell(place.latitude, place.longitude);
        if (!covers(runs, cell)) {
          throw new Error(
            `(${place.latitude}, ${place.longitude}) ${distance} m from (${latitude}, ${longitude}) is outside`,
          );
        }
      }
    }
  });

  it('crosses the antimeridian in two runs per band', () => {
    const runs = cellRunsWithin(52, 179.9, 25 * MILE);
    expect(covers(runs, placeCell(52, -179.9))).toBe(true);
    expect(covers(runs, placeCell(52, 179.5))).toBe(true);
    expect(covers(runs, placeCell(52, 0))).toBe(false);
    expect(runs.from.length).toBeGreaterThan(new Set(runs.from.map((from) => Math.floor(from / 4000))).size);
  });

  it('takes every longitude of the bands of a circle that reaches a pole', () => {
    const runs = cellRunsWithin(89.5, 10, 100 * MILE);
    expect(covers(runs, placeCell(89.9, -170))).toBe(true);
    expect(covers(runs, placeCell(89.9, 170))).toBe(true);
  });

  it('reads few more cells than the circle covers', () => {
    // Los Angeles, 50 miles: the circle covers ~2 square degrees (~200 cells of 0.01).
    const runs = cellRunsWithin(34.0522, -118.2437, 50 * MILE);
    expect(runs.from).toHaveLength(15);
    const circleCells = (Math.PI * (50 * MILE) ** 2) / (11_132 * 11_132 * Math.cos(radians(34.0522)));
    expect(cellCount(runs)).toBeLessThan(circleCells * 1.3);
    expect(cellCount(runs)).toBeGreaterThan(circleCells);
    // A 250-mile circle is still one run per band.
    expect(cellRunsWithin(34.0522, -118.2437, 250 * MILE).from).toHaveLength(73);
  });
});

describe('earthPoint and chordMetres', () => {
  const t = useTestApp();

  it('agree with ll_to_earth and gc_to_sec', async () => {
    for (const [latitude, longitude, radius] of [
      [34.0522, -118.2437, 80_467],
      [-33.9, 151.2, 10 * MILE],
      [64.8, -147.7, 250 * MILE],
      [0, 180, 0],
    ] as Array<[number, number, number]>) {
      const result = (await t.database.db.execute(sql`
        select cube_ll_coord(p, 1) as x, cube_ll_coord(p, 2) as y, cube_ll_coord(p, 3) as z,
          gc_to_sec(${radius}::float8) as chord
        from (select ll_to_earth(${latitude}::float8, ${longitude}::float8) as p) as point
      `)) as unknown as { rows: Array<Record<'x' | 'y' | 'z' | 'chord', number>> };
      const row = result.rows[0] as Record<'x' | 'y' | 'z' | 'chord', number>;
      const [x, y, z] = earthPoint(latitude, longitude);
      expect(Math.abs(x - Number(row.x))).toBeLessThan(1e-6);
      expect(Math.abs(y - Number(row.y))).toBeLessThan(1e-6);
      expect(Math.abs(z - Number(row.z))).toBeLessThan(1e-6);
      expect(Math.abs(chordMetres(radius) - Number(row.chord))).toBeLessThan(1e-6);
    }
  });
});
