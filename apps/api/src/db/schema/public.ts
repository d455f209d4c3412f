import type { DataRequestOption, DataRequestStatus, LandingPage } from '@canvas/shared';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the Contact Us form (spec 1 §2.6), kept for admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromEmail: text('from_email').notNull(),
    /** The client's HTML after the server's allow-list sanitizer; never stored raw. */
    messageHtml: text('message_html').notNull(),
    messageText: text('message_text').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_from_email_idx').on(table.fromEmail),
  ],
);

/** Data-rights requests (spec 1 §2.7, CCPA): one row per submission, worked through by admins. */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    option: text('option').$type<DataRequestOption>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    canvasUrl: text('canvas_url').notNull(),
    stateResidence: text('state_residence').notNull(),
    status: text('status').$type<DataRequestStatus>().notNull().default('open'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_rights_requests_status_created_idx').on(table.status, table.createdAt),
    index('data_rights_requests_created_at_idx').on(table.createdAt),
    index('data_rights_requests_email_idx').on(table.email),
  ],
);

/**
 * Solved captcha challenges, so one proof of work buys one submission (replay guard). Kept in
 * PostgreSQL so every API process sees them; rows past `expires_at` can be deleted.
 */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_uses_expires_at_idx').on(table.expiresAt)],
);

/** One row per landing-page visit (spec 1 §7 landing/page-visited), for the admin reports. */
export const landingPageVisits = pgTable(
  'landing_page_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').$type<LandingPage>().notNull(),
    source: text('source').notNull(),
    rep: text('rep'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('landing_page_visits_page_created_idx').on(table.page, table.createdAt),
    index('landing_page_visits_source_created_idx').on(table.source, table.createdAt),
    index('landing_page_visits_rep_idx').on(table.rep),
    index('landing_page_visits_created_at_idx').on(table.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type DataRightsRequestRow = typeof dataRightsRequests.$inferSelect;
