import type {
  OpportunityAdditional,
  OpportunityBrand,
  OpportunityLocation,
  OpportunityMedia,
  OpportunityStatus,
  OptionRef,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { canvases } from './canvases';
import { users } from './users';

/**
 * Opportunities posted by business and school canvases (spec 3 §3). The document parts live in
 * jsonb in the shared contract's shape, like canvases; what is filtered or sorted on (status,
 * expire, the canvas, the creation date, the location uuid) has its own column and index.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    /** The user who posted it (an owner or a canEdit member of the canvas). */
    posterId: integer('poster_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OpportunityStatus>().notNull().default('private'),
    expire: date('expire').notNull(),
    jobTitle: jsonb('job_title').$type<OptionRef | null>(),
    jobType: jsonb('job_type').$type<OptionRef | null>(),
    jobCategory: jsonb('job_category').$type<OptionRef | null>(),
    /** One of the canvas's locations (uuid and address as they were when saved). */
    location: jsonb('location').$type<OpportunityLocation | null>(),
    locationUuid: text('location_uuid'),
    validForAllState: boolean('valid_for_all_state').notNull().default(false),
    competition: boolean('competition').notNull().default(false),
    brand: text('brand').$type<OpportunityBrand>().notNull().default('Not a Brand'),
    email: text('email').notNull().default(''),
    applyUrl: text('apply_url').notNull().default(''),
    /** The rich description, sanitized with the allow-list before it is stored. */
    editor: text('editor').notNull().default(''),
    media: jsonb('media').$type<OpportunityMedia>().notNull(),
    additional: jsonb('additional').$type<OpportunityAdditional>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('opportunities_slug_key').on(table.slug),
    // A canvas's posted list (by status tab and location), newest first.
    index('opportunities_canvas_idx').on(table.canvasId, table.createdAt.desc()),
    // The canvas's public ones: its Current Opportunities, the job quota's `now`, the quota hook.
    index('opportunities_canvas_public_idx')
      .on(table.canvasId, table.createdAt.desc())
      .where(sql`${table.status} = 'public'`),
    // Public, unexpired ones newest first (featured tiles, the sitemap).
    index('opportunities_public_recent_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'public'`),
    index('opportunities_expire_idx').on(table.expire),
    index('opportunities_poster_idx').on(table.posterId),
  ],
);
export type OpportunityRow = typeof opportunities.$inferSelect;

/** One application per person and opportunity (spec 3 §5: applying twice is refused). */
export const opportunityApplications = pgTable(
  'opportunity_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant's canvas sent with the application. */
    canvasId: integer('canvas_id').references(() => canvases.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('applied'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Platform admins' 'Submitted to Hiring Manager' flag (spec 3 §4). */
    submittedToHiringManager: boolean('submitted_to_hiring_manager').notNull().default(false),
    /** The date and time of a scheduled interview or tech demonstration (the .ics invitation). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The first status change by the poster: the median response time reads it. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('opportunity_applications_opportunity_user_key').on(table.opportunityId, table.userId),
    // The pipeline: an opportunity's applicants by status, newest first.
    index('opportunity_applications_opportunity_status_idx').on(
      table.opportunityId,
      table.status,
      table.createdAt.desc(),
    ),
    index('opportunity_applications_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Views counted once a day per visitor (a hash of the user id, or of the address and agent). */
export const opportunityViews = pgTable(
  'opportunity_views',
  {
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.opportunityId, table.day, table.visitor] })],
);

export const opportunityBookmarks = pgTable(
  'opportunity_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.opportunityId] }),
    index('opportunity_bookmarks_opportunity_idx').on(table.opportunityId),
    index('opportunity_bookmarks_user_created_idx').on(table.userId, table.createdAt),
  ],
);
