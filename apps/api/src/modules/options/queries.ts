import type { OptionKind } from '@canvas/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { options, schools } from '../../db/schema';

export type OptionRow = typeof options.$inferSelect;

/** One catalogue in display order (options_kind_sort_idx). */
export function listOptionsOfKind(db: Db, kind: OptionKind, licensed?: boolean) {
  const conditions = [eq(options.kind, kind)];
  if (licensed !== undefined) conditions.push(eq(options.licensed, licensed));
  return db
    .select()
    .from(options)
    .where(and(...conditions))
    .orderBy(asc(options.sortOrder), asc(options.name));
}

/** Every catalogue entry (a few hundred rows of reference data, read whole and cached by the service). */
export function listAllOptions(db: Db) {
  return db.select().from(options);
}

const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** How close a name must be to the keyword to count as a typo of it (pg_trgm similarity, 0..1). */
const TYPO_SIMILARITY = 0.3;

/**
 * Schools whose name contains the keyword or is close to it ('cosmotology' still finds
 * 'Cosmetology'). The closeness test calls similarity() rather than pg_trgm's `%` operator: on
 * embedded PGlite (0.5.16) with cube and earthdistance loaded, pg_trgm's operators answer no rows
 * or stall the backend, while its functions work. That makes this a scan of the schools catalogue
 * (reference data, a few hundred rows) instead of a schools_name_trgm_idx lookup.
 */
export function searchSchools(db: Db, keyword: string, tactics: number[], limit: number) {
  const byTactic = inArray(schools.tactic, tactics);
  const columns = { id: schools.id, name: schools.name, city: schools.city, state: schools.state };
  if (keyword === '') {
    return db.select(columns).from(schools).where(byTactic).orderBy(sql`lower(${schools.name})`).limit(limit);
  }
  const lowered = keyword.toLowerCase();
  const contains = sql`lower(${schools.name}) like ${likePattern(keyword)}`;
  const closeness = sql`similarity(lower(${schools.name}), ${lowered})`;
  return db
    .select(columns)
    .from(schools)
    .where(and(byTactic, sql`(${contains} or ${closeness} >= ${TYPO_SIMILARITY})`))
    .orderBy(sql`${contains} desc`, sql`${closeness} desc`, sql`lower(${schools.name})`)
    .limit(limit);
}

/** The schools with these ids (canvas saves check a school reference exists). */
export function findSchoolsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, ids));
}
