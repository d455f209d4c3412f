import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per issued access token. The token is a signed JWT carrying this row's id; a request is
 * accepted only while the row exists, is not revoked and has not expired, so logout and a password
 * change take effect at once on every API process.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed sign-in counters (fixed window) keyed by `account:<email>` or `ip:<address>`. Kept in
 * PostgreSQL so every API process sees the same counts.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_throttle_window_idx').on(table.windowStartedAt)],
);

export type UserTokenPurpose = 'verifyEmail' | 'resetPassword' | 'changeEmail';

/**
 * One-time links sent by email (verify the address, reset the password, confirm a new address).
 * Only a SHA-256 of the 256-bit token is stored, so a database leak does not leak usable links.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address being confirmed, for changeEmail. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_key').on(table.tokenHash),
    index('user_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/** A Google or Facebook identity connected to an account (spec 1 §7 platformType + platformUserId). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index('social_accounts_user_id_idx').on(table.userId),
  ],
);

/**
 * Short-lived records of the OAuth round trips: `authState` holds the PKCE verifier of a Google or
 * Facebook sign-in between redirect and callback; `loginTicket` is the one-time ticket the callback
 * hands the web app; `partnerCode` is the authorization code a registered partner exchanges.
 * Keys are stored hashed.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind').$type<'authState' | 'loginTicket' | 'partnerCode'>().notNull(),
    provider: text('provider'),
    codeVerifier: text('code_verifier'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    redirectUri: text('redirect_uri'),
    /** Where the web app continues after a social sign-in (a same-site path). */
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_grants_expires_at_idx').on(table.expiresAt)],
);
