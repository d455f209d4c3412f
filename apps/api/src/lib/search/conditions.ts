// Conditions a search's rows are tested with: ranges of buckets, date windows and the radius.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chordMetres, earthPoint } from './place-cells';
import type { SearchLocation } from './search-tables';

/**
 * A range of one numeric filter (browse's buckets, modules/browse/browse-buckets.ts), with
 * explicit inclusive or exclusive ends.
 */
export interface NumericRange {
  /** Lower edge, or null for none. */
  min: number | null;
  minInclusive: boolean;
  /** Upper edge, or null for none. */
  max: number | null;
  maxInclusive: boolean;
}

/** A window of dates, as ISO days (YYYY-MM-DD); `from` inclusive, `until` exclusive. */
export interface DateWindow {
  from: string | null;
  until: string | null;
}

export const intArray = (values: number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::integer[]`;

function inRange(column: AnyPgColumn, range: NumericRange): SQL {
  const parts: SQL[] = [];
  if (range.min !== null)
    parts.push(range.minInclusive ? sql`${column} >= ${range.min}` : sql`${column} > ${range.min}`);
  if (range.max !== null)
    parts.push(range.maxInclusive ? sql`${column} <= ${range.max}` : sql`${column} < ${range.max}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` and `)})` : sql`${column} is not null`;
}

/** Several buckets of one filter: any of them (OR). */
export function anyRange(column: AnyPgColumn, ranges: NumericRange[]): SQL | undefined {
  if (ranges.length === 0) return undefined;
  return sql`(${sql.join(
    ranges.map((range) => inRange(column, range)),
    sql` or `,
  )})`;
}

/** Several date windows of one filter: any of them (OR). */
export function anyWindow(column: AnyPgColumn, windows: DateWindow[]): SQL | undefined {
  if (windows.length === 0) return undefined;
  const parts = windows.map((window) => {
    const edges: SQL[] = [];
    if (window.from) edges.push(sql`${column} >= ${window.from}::date`);
    if (window.until) edges.push(sql`${column} < ${window.until}::date`);
    return sql`(${sql.join(edges, sql` and `)})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The search's centre as a constant `ll_to_earth` point (place-cells.ts earthPoint). */
export const centre = (location: SearchLocation) =>
  sql`${`(${earthPoint(location.latitude, location.longitude).join(', ')})`}::cube`;
/** The chord the radius spans on earthdistance's sphere, as `gc_to_sec(radius)` gives it. */
const chord = (location: SearchLocation) => sql`${chordMetres(location.radius)}::float8`;

/**
 * Whether a stored place (an `ll_to_earth` point) lies within the radius, exactly as
 * earth_distance() measures it: the straight-line distance between the two points compared with
 * the chord the radius spans on earthdistance's sphere, the same great circle in plain arithmetic
 * on the stored point.
 */
export const withinRadius = (place: AnyPgColumn, location: SearchLocation) =>
  sql`cube_distance(${place}, ${centre(location)}) <= ${chord(location)}`;

/**
 * withinRadius, with the box test a GiST index of places (canvas_search_places) answers first: the
 * box of `earth_box(centre, radius)`.
 */
export const placeWithin = (place: AnyPgColumn, location: SearchLocation) =>
  sql`(${place} <@ cube_enlarge(${centre(location)}, ${chord(location)}, 3) and ${withinRadius(place, location)})`;
