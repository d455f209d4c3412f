import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PlaceRow, places } from '../../db/schema';

/** 'Saint Louis, MO' -> 'saint louis mo': lower case, letters and digits, single spaces. */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export async function hasPlaces(db: Db): Promise<boolean> {
  const rows = await db.select({ id: places.id }).from(places).limit(1);
  return rows.length > 0;
}

export type NewPlace = typeof places.$inferInsert;

/** A Postgres array literal of strings ({"a","b"}); JSON string quoting is the same for ASCII text. */
const textArray = (values: Array<string | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : JSON.stringify(value))).join(',')}}`;
const numberArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Loads the whole gazetteer in one statement (one array parameter per column), inside the
 * caller's transaction; a lock keeps two servers starting together from loading it twice.
 */
export async function insertGazetteer(db: Db, rows: NewPlace[]): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('canvas.places.load'))`);
  if (await hasPlaces(db)) return 0;
  const column = <K extends keyof NewPlace>(key: K) => rows.map((row) => row[key]);
  await db.execute(sql`
    insert into ${places} (id, kind, label, city, state, state_short, zip_code, latitude, longitude, rank, search_key)
    select * from unnest(
      ${textArray(column('id') as string[])}::text[], ${textArray(column('kind') as string[])}::text[],
      ${textArray(column('label') as string[])}::text[], ${textArray(column('city') as string[])}::text[],
      ${textArray(column('state') as string[])}::text[], ${textArray(column('stateShort') as string[])}::text[],
      ${textArray(column('zipCode') as Array<string | null>)}::text[],
      ${numberArray(column('latitude') as number[])}::float8[], ${numberArray(column('longitude') as number[])}::float8[],
      ${numberArray(column('rank') as number[])}::integer[], ${textArray(column('searchKey') as string[])}::text[]
    )
  `);
  return rows.length;
}

/** ZIP codes starting with `prefix` (digits only), in order. */
export function findZipPlaces(db: Db, prefix: string, limit: number): Promise<PlaceRow[]> {
  return db
    .select()
    .from(places)
    .where(and(eq(places.kind, 'zip'), like(places.zipCode, `${prefix}%`)))
    .orderBy(asc(places.zipCode))
    .limit(limit);
}

/** Cities whose 'city st' key starts with `key`, largest first. */
export function findCitiesByPrefix(db: Db, key: string, limit: number): Promise<PlaceRow[]> {
  return db
    .select()
    .from(places)
    .where(and(eq(places.kind, 'city'), like(places.searchKey, `${key}%`)))
    .orderBy(desc(places.rank), asc(places.searchKey))
    .limit(limit);
}

/**
 * Cities that look like `key`, for typo correction: word similarity of at least 0.3 (set for this
 * transaction only; the default 0.6 misses a swapped pair of letters), most similar first.
 */
export async function findCitiesBySimilarity(db: Db, key: string, limit: number): Promise<PlaceRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`);
    return tx
      .select()
      .from(places)
      .where(and(eq(places.kind, 'city'), sql`${places.searchKey} %> ${key}`))
      .orderBy(desc(sql`word_similarity(${key}, ${places.searchKey})`), desc(places.rank))
      .limit(limit);
  });
}

export async function findPlaceById(db: Db, id: string): Promise<PlaceRow | null> {
  const rows = await db.select().from(places).where(eq(places.id, id)).limit(1);
  return rows[0] ?? null;
}
