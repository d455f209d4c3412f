import { CHAT_PAGE_SIZE } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { channelListQuery, messagePageQuery } from './queries';

/**
 * The channel list and a conversation's page are read on every visit to /message: each must come
 * from an index (a member's channels, a channel's messages by id, the accounts whose name holds a
 * searched keyword), never a read of the whole table.
 * Runs on PGlite and, in the api-postgres project, on a PostgreSQL server, over enough rows for the
 * plan to mean something.
 */
const t = useTestApp();
const PEOPLE = 200;
const CHANNELS = 4000;
const MESSAGES = 60_000;
const ACCOUNTS = 6000;
let userId = 0;
let channelId = 0;
let coMemberName = '';

beforeAll(async () => {
  const { db } = t.database;
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => createUser(t.database)));
  const ids = `{${people.map((item) => item.id).join(',')}}`;
  userId = people[0]?.id ?? 0;
  // Person 7 shares channels with person 0 (below: members c, c + 7 and c + 14 modulo PEOPLE).
  coMemberName = people[7]?.lastName ?? '';
  // The other accounts of the platform, in no channel of these: a member's search must not read them.
  // Loaded through the name index's pending list, merged once by the vacuum below (faster on PGlite).
  await db.execute(sql`alter index users_full_name_trgm_idx set (fastupdate = on)`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, email_verified_at)
    select 'chat-plan-' || g || '@people.test', 'Elsewhere', 'Person' || g, now()
    from generate_series(1, ${ACCOUNTS}) as g
  `);
  await db.execute(sql`
    insert into chat_channels (kind, name, created_by, last_message_at, created_at)
    select 'group', 'Plan group ' || g, (${ids}::integer[])[1 + g % ${PEOPLE}],
      now() - make_interval(mins => g), now() - make_interval(days => 30)
    from generate_series(1, ${CHANNELS}) as g
  `);
  // Each channel has three members, so each person is in about sixty channels.
  await db.execute(sql`
    insert into chat_members (channel_id, user_id)
    select c.id, (${ids}::integer[])[1 + (c.id + k * 7) % ${PEOPLE}]
    from chat_channels c, generate_series(0, 2) as k
    where c.name like 'Plan group %'
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into chat_messages (channel_id, sender_id, body, created_at)
    select c.id, c.created_by, 'Message ' || g, now() - make_interval(secs => g)
    from generate_series(1, ${MESSAGES}) as g
    join chat_channels c on c.name = 'Plan group ' || (1 + g % ${CHANNELS})
  `);
  const rows = (await db.execute(sql`
    select m.channel_id as id from chat_members m where m.user_id = ${userId} limit 1
  `)) as unknown as { rows: Array<{ id: number }> };
  channelId = Number(rows.rows[0]?.id);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`alter index users_full_name_trgm_idx set (fastupdate = off)`);
  await db.execute(sql`vacuum analyze chat_channels`);
  await db.execute(sql`vacuum analyze chat_members`);
  await db.execute(sql`vacuum analyze chat_messages`);
}, 180_000);

describe('the channel list', () => {
  it("reads the member's channels through chat_members_user_idx, not a scan of chat_members", async () => {
    const query = channelListQuery(t.database.db, userId, { keyword: '', includeHidden: false });
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('chat_members');
    expect(indexes).toContain('chat_members_user_idx');
    expect((await query).length).toBeGreaterThan(10);
  });

  it("matches a member's name through indexes only: never a read of every account", async () => {
    const query = channelListQuery(t.database.db, userId, { keyword: coMemberName, includeHidden: false });
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).toEqual([]);
    expect(indexes).toContain('chat_members_user_idx');
    expect((await query).length).toBeGreaterThan(0);
  });
});

describe("a conversation's page", () => {
  it('reads the newest messages of the channel through chat_messages_channel_idx', async () => {
    const query = messagePageQuery(t.database.db, channelId, { limit: CHAT_PAGE_SIZE });
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('chat_messages');
    expect(indexes).toContain('chat_messages_channel_idx');
    expect((await query).length).toBeGreaterThan(1);
  });

  it('reads the messages after an id (catch-up) through the same index', async () => {
    const query = messagePageQuery(t.database.db, channelId, { after: 1, limit: CHAT_PAGE_SIZE });
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('chat_messages');
    expect(indexes).toContain('chat_messages_channel_idx');
  });
});
