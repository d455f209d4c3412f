import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The bundled US gazetteer (adapters/maps/gazetteer.ts): one row per ZIP code and one per city, filled on first
 * start from the `zipcodes` package. A city sits at the centre of its ZIP codes; `rank` is how many
 * ZIP codes it has, which orders suggestions by size (the source has no population figures).
 */
export const places = pgTable(
  'places',
  {
    /** 'zip:78701' or 'city:TX:Austin'. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'city' | 'zip'>().notNull(),
    /** 'Austin, TX' or '78701 — Austin, TX'. */
    label: text('label').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    stateShort: text('state_short').notNull(),
    zipCode: text('zip_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    rank: integer('rank').notNull().default(0),
    /** Cities: 'austin tx' (lower case, letters, digits and single spaces) for prefix and trigram matches. */
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    // Prefix matches (`like 'aus%'`) whatever the database's collation.
    index('places_city_key_prefix_idx')
      .on(table.searchKey.op('text_pattern_ops'), table.rank.desc())
      .where(sql`${table.kind} = 'city'`),
    index('places_city_key_trgm_idx')
      .using('gin', table.searchKey.op('gin_trgm_ops'))
      .where(sql`${table.kind} = 'city'`),
    index('places_zip_code_prefix_idx')
      .on(table.zipCode.op('text_pattern_ops'))
      .where(sql`${table.kind} = 'zip'`),
  ],
);
export type PlaceRow = typeof places.$inferSelect;
