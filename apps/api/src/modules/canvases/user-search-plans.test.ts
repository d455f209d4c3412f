import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { searchUsersByNameOrEmail } from './team-queries';

/**
 * The coworker picker searches every account as its user types: the name must be matched through
 * the trigram index of the full name and the exact email through the lower-cased email's unique
 * index, never by reading the whole users table. Runs on PGlite and, in the api-postgres project,
 * on a PostgreSQL server, over enough accounts for a sequential scan not to be the right plan.
 */
const t = useTestApp();
const ACCOUNTS = 3000;
/** One account in this many has the rare last name the searches look for. */
const RARE_EVERY = 250;
let searcherId = 0;

beforeAll(async () => {
  searcherId = (await createUser(t.database)).id;
  const { db } = t.database;
  // Loaded through the pending list (one merge by the vacuum below) rather than entry by entry:
  // seconds less on PGlite, and the same index once merged.
  await db.execute(sql`alter index users_full_name_trgm_idx set (fastupdate = on)`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, email_verified_at, created_at)
    select 'plan-' || g || '@people.test',
      (array['Ava', 'Mia', 'Jane', 'Sofia', 'Maya', 'Luis', 'Andre', 'Kim', 'Rosa', 'Leo', 'Nia', 'Omar'])[1 + g % 12],
      case when g % ${RARE_EVERY} = 0 then 'Quillfeather'
        else (array['Smith', 'Garcia', 'Nguyen', 'Brown', 'Lee', 'Patel', 'Rivera', 'Clark', 'Reed', 'Okafor', 'Tran'])[1 + (g / 12) % 11]
      end,
      -- One in fifty has not verified its email: the picker skips it.
      case when g % 50 = 3 then null else now() end,
      now() - make_interval(mins => g)
    from generate_series(1, ${ACCOUNTS}) as g
  `);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`alter index users_full_name_trgm_idx set (fastupdate = off)`);
}, 60_000);

describe('the coworker picker (PUT /api/user/search)', () => {
  it('matches a name through users_full_name_trgm_idx and an exact email through users_email_lower_key', async () => {
    const query = searchUsersByNameOrEmail(t.database.db, 'quillfeath', 20, searcherId);
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('users');
    expect(indexes).toContain('users_full_name_trgm_idx');
    expect(indexes).toContain('users_email_lower_key');
    const rows = await query;
    expect(rows).toHaveLength(ACCOUNTS / RARE_EVERY);
    expect(new Set(rows.map((row) => row.lastName))).toEqual(new Set(['Quillfeather']));
  });

  it('finds a first and last name typed together, and an exact email, the same way', async () => {
    const fullName = searchUsersByNameOrEmail(t.database.db, 'Ava Quill', 20, searcherId);
    expect((await explainPlan(t.database.db, fullName)).sequential).not.toContain('users');
    expect((await fullName).map((row) => `${row.firstName} ${row.lastName}`)).toEqual(
      // Accounts 1500 and 3000.
      Array(2).fill('Ava Quillfeather'),
    );

    const email = searchUsersByNameOrEmail(t.database.db, 'PLAN-7@people.test', 20, searcherId);
    expect((await explainPlan(t.database.db, email)).sequential).not.toContain('users');
    expect((await email).map((row) => row.email)).toEqual(['plan-7@people.test']);
  });
});
