import type { OptionKind } from '@canvas/shared';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, options, schools } from '../../db/schema';

export type OptionRow = typeof options.$inferSelect;

/** The requested catalogues in display order (options_kind_sort_idx). */
export function listOptionsOfKinds(db: Db, kinds: readonly OptionKind[]) {
  return db
    .select()
    .from(options)
    .where(inArray(options.kind, [...kinds]))
    .orderBy(asc(options.kind), asc(options.sortOrder), asc(options.name));
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

// --- values members typed -------------------------------------------------------------------

/** Rows of public canvases only: a draft's or private canvas's text is never shown to others. */
const publicCanvas = sql`${canvases.status} = 'public' and ${canvases.deletedAt} is null`;

/** The elements of a jsonb list; anything else (a missing key, an old row's null) is no elements. */
const elements = (list: SQL) =>
  sql`jsonb_array_elements(case jsonb_typeof(${list}) when 'array' then ${list} else '[]'::jsonb end)`;

/** A field name of the canvas contract (a constant here, never request input). */
const key = (field: string) => sql.raw(`'${field}'`);

/** Option-reference tags of additionalInformation. */
const tagNames = (...fields: string[]) =>
  fields.map(
    (field) => sql`select ${canvases.id} as canvas_id, tag->>'name' as name from ${canvases}
      cross join lateral ${elements(sql`${canvases.additionalInformation}->${key(field)}`)} tag
      where ${publicCanvas}`,
  );

/** Employments keep job categories and positions as comma-joined names (spec 2 §3). */
const employmentNames = (field: 'jobCategory' | 'position') => sql`select ${canvases.id} as canvas_id,
    part as name from ${canvases}
  cross join lateral ${elements(sql`${canvases.employments}`)} employment
  cross join lateral regexp_split_to_table(employment->>${key(field)}, ',') part
  where ${publicCanvas}`;

/**
 * Where each catalogue's free text lives in the canvas document (packages/shared schemas/canvas.ts).
 * Catalogues chosen only from the list (payment mode, state) have none.
 */
const FREE_TEXT_SOURCES: Partial<Record<OptionKind, SQL[]>> = {
  category: [
    // Other (id 0) keeps the typed name; catalogue picks carry the catalogue's name and drop out below.
    sql`select ${canvases.id} as canvas_id, category->>'name' as name from ${canvases}
      cross join lateral ${elements(sql`${canvases.detail}->'categories'`)} category
      where ${publicCanvas}`,
    employmentNames('jobCategory'),
  ],
  brand: tagNames('preferredBrands', 'backbarBrands', 'retailBrands'),
  software: tagNames('softwares'),
  speciality: tagNames('specialities'),
  companyBenefit: tagNames('companyBenefits'),
  charity: tagNames('charities'),
  program: [
    sql`select ${canvases.id} as canvas_id, education->'program'->>'name' as name from ${canvases}
      cross join lateral ${elements(sql`${canvases.educations}`)} education
      where ${publicCanvas}`,
    sql`select ${canvases.id} as canvas_id, program->>'name' as name from ${canvases}
      cross join lateral ${elements(sql`${canvases.detail}->'locations'`)} location
      cross join lateral ${elements(sql`location->'supportedProgram'`)} program
      where ${publicCanvas}`,
  ],
  jobTitle: [employmentNames('position')],
};

export interface UnofficialOptionRow {
  name: string;
  count: number;
}

/**
 * The names members typed for one catalogue that match none of its entries (case-insensitively),
 * each with how many public canvases use it, most used first. Spellings of one name count
 * together and show as the most common one.
 */
export async function listUnofficialOptions(
  db: Db,
  kind: OptionKind,
  limit: number,
): Promise<UnofficialOptionRow[]> {
  const sources = FREE_TEXT_SOURCES[kind];
  if (!sources) return [];
  const result = (await db.execute(sql`
    select mode() within group (order by value.name) as name,
      count(distinct value.canvas_id)::integer as count
    from (select canvas_id, btrim(name) as name from (${sql.join(sources, sql` union all `)}) typed) value
    where value.name <> ''
      and lower(value.name) <> 'other'
      and not exists (
        select 1 from ${options}
        where ${options.kind} = ${kind} and lower(${options.name}) = lower(value.name)
      )
    group by lower(value.name)
    order by count desc, lower(value.name)
    limit ${limit}
  `)) as unknown as { rows: Array<{ name: string; count: number | string }> };
  return result.rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
