import type {
  AdditionalInformation,
  Award,
  CanvasDetail,
  CanvasMedia,
  CanvasStatus,
  CanvasType,
  Education,
  Employment,
  Introduction,
  OptionKind,
  SocialMedia,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Canvases of all four types (spec 2 §3). The document lives in one jsonb column per part, exactly
 * in the shared contract's shape; the columns after `socialMedia` are a search projection written
 * from the document on every save (`modules/canvases/projection.ts`). A trigger copies the
 * projection of public canvases into the narrow `canvas_search` tables, which browse reads and
 * indexes (decision 012); this table carries no browse index of its own.
 */
export const canvases = pgTable(
  'canvases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CanvasType>().notNull(),
    status: text('status').$type<CanvasStatus>().notNull().default('draft'),
    introduction: jsonb('introduction').$type<Introduction>().notNull(),
    pronouns: text('pronouns'),
    bookingUrl: text('booking_url').notNull().default(''),
    instagramHandle: text('instagram_handle').notNull().default(''),
    detail: jsonb('detail').$type<CanvasDetail>().notNull(),
    media: jsonb('media').$type<CanvasMedia>().notNull(),
    achievements: jsonb('achievements').$type<Award[]>().notNull().default([]),
    additionalInformation: jsonb('additional_information').$type<AdditionalInformation>().notNull(),
    employments: jsonb('employments').$type<Employment[]>().notNull().default([]),
    educations: jsonb('educations').$type<Education[]>().notNull().default([]),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull(),
    // --- search projection (written by projection.ts; never edited by hand) ---
    /** Name, title, about, why, schools, programs, categories, brands, specialities, software. */
    searchText: text('search_text').notNull().default(''),
    /** introduction.name + title, lower-cased, for typo-tolerant trigram matching. */
    searchName: text('search_name').notNull().default(''),
    yearOfExperience: integer('year_of_experience'),
    licensed: boolean('licensed').notNull().default(false),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    schoolIds: integer('school_ids').array().notNull().default(sql`'{}'::integer[]`),
    programIds: integer('program_ids').array().notNull().default(sql`'{}'::integer[]`),
    softwareIds: integer('software_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The latest graduation date among the educations. */
    graduationDate: date('graduation_date'),
    averageTicket: real('average_ticket'),
    visitFrequency: real('visit_frequency'),
    repeatRetention: real('repeat_retention'),
    retailSales: real('retail_sales'),
    // --- lifecycle ---
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Deleted canvases are gone for everyone at once; the row is purged two months later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('canvases_slug_key').on(table.slug),
    index('canvases_owner_idx').on(table.ownerId, table.updatedAt),
    index('canvases_deleted_at_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    // Public, not deleted, newest update first per type (the sitemap).
    index('canvases_browse_idx')
      .on(table.type, table.updatedAt.desc())
      .where(sql`${table.status} = 'public' and ${table.deletedAt} is null`),
    // Public canvases newest first across all types (the featured list on public pages). Browse
    // itself reads canvas_search (decision 012).
    index('canvases_browse_recent_idx')
      .on(table.updatedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'public' and ${table.deletedAt} is null`),
  ],
);
export type CanvasRow = typeof canvases.$inferSelect;

/**
 * One row per location of a canvas with coordinates: the distance shown on browse rows, and the
 * source of canvas_search's places (the trigger of migration 0009 copies public canvases' points).
 */
export const canvasLocations = pgTable(
  'canvas_locations',
  {
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [primaryKey({ columns: [table.canvasId, table.position] })],
);

export const canvasBookmarks = pgTable(
  'canvas_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.canvasId] }),
    index('canvas_bookmarks_canvas_idx').on(table.canvasId),
    index('canvas_bookmarks_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** Option catalogues (categories, brands, software, ...). Ids are stable: 173 is 'Don't show'. */
export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').$type<OptionKind>().notNull(),
    name: text('name').notNull(),
    /** Categories: needs a state licence. */
    licensed: boolean('licensed'),
    /** States: USPS code. */
    code: text('code'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('options_kind_sort_idx').on(table.kind, table.sortOrder, table.name),
    uniqueIndex('options_kind_name_key').on(table.kind, sql`lower(${table.name})`),
  ],
);

/** Beauty schools for the school search (`PUT /api/option/school/search`). */
export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** Search tactics the school answers to (the spec's types 2 and 20). */
    tactic: integer('tactic').notNull().default(2),
  },
  (table) => [
    index('schools_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('schools_name_idx').on(sql`lower(${table.name})`),
  ],
);
