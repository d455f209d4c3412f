import { NOTIFICATION_PAGE_SIZE, type NotificationsResult } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { notifications, users } from '../../db/schema';
import { DIGEST_LOOKBACK_DAYS, digestWindow, runDailyDigest } from './digest';
import { DIGEST_TEMPLATE } from './emails';
import { type NotificationsDeps, notify, notifyMany } from './service';

const t = useTestApp();
const deps = (): NotificationsDeps => ({
  db: t.database.db,
  jobs: t.app.deps.jobs,
  publicUrl: t.config.publicUrl,
});
const DAY_MS = 24 * 60 * 60 * 1000;

async function rowsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function setSwitches(
  userId: number,
  values: { notifyNote?: boolean; notifyNews?: boolean; notifyDaily?: boolean },
) {
  await t.database.db.update(users).set(values).where(eq(users.id, userId));
}

/** Moves a user's notifications back in time (the digest covers the days before today). */
async function backdate(userId: number, days: number) {
  // Whole days: make_interval's days are integers.
  await t.database.db
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - make_interval(days => ${days})` })
    .where(eq(notifications.userId, userId));
}

describe('notify: the row and the immediate email follow the owner switches', () => {
  it('writes the notification and queues the email at once when the note switch is on', async () => {
    const user = await createUser(t.database);
    const result = await notify(deps(), {
      userId: user.id,
      kind: 'application',
      body: 'Ana applied to Stylist',
      link: '/opportunity-applicants?canvasId=1&id=2',
      email: { subject: 'A new applicant for Stylist' },
    });
    expect(result).toMatchObject({ userId: user.id, emailed: true });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ kind: 'application', body: 'Ana applied to Stylist', viewedAt: null });
    expect(row?.emailedAt).not.toBeNull();
    const [email] = await outboxFor(t.app, user.email);
    expect(email).toMatchObject({ subject: 'A new applicant for Stylist', template: 'notification' });
    expect(email?.text).toContain('Ana applied to Stylist');
    expect(email?.text).toContain(`${t.config.publicUrl}/opportunity-applicants?canvasId=1&id=2`);
  });

  it('leaves the email for the daily digest when the note switch is off', async () => {
    const user = await createUser(t.database);
    await setSwitches(user.id, { notifyNote: false });
    const result = await notify(deps(), {
      userId: user.id,
      kind: 'application',
      body: 'x',
      email: { subject: 'S' },
    });
    expect(result?.emailed).toBe(false);
    expect((await rowsOf(user.id))[0]?.emailedAt).toBeNull();
    expect(await outboxFor(t.app, user.email)).toEqual([]);
  });

  it('decides product news by the news switch, not the note switch', async () => {
    const user = await createUser(t.database);
    await setSwitches(user.id, { notifyNews: false });
    const news = await notify(deps(), {
      userId: user.id,
      kind: 'news',
      topic: 'news',
      body: 'n',
      email: { subject: 'News' },
    });
    const note = await notify(deps(), {
      userId: user.id,
      kind: 'message',
      body: 'm',
      email: { subject: 'Note' },
    });
    expect(news?.emailed).toBe(false);
    expect(note?.emailed).toBe(true);
    expect((await outboxFor(t.app, user.email)).map((message) => message.subject)).toEqual(['Note']);
  });

  it('sends no immediate email when the caller gives none', async () => {
    const user = await createUser(t.database);
    expect((await notify(deps(), { userId: user.id, kind: 'k', body: 'quiet' }))?.emailed).toBe(false);
    expect(await outboxFor(t.app, user.email)).toEqual([]);
  });

  it('queues nothing, and leaves it out of the digest, when the caller sent its own email', async () => {
    const user = await createUser(t.database);
    const result = await notify(deps(), {
      userId: user.id,
      kind: 'interview',
      body: 'b',
      emailedByCaller: true,
    });
    expect(result?.emailed).toBe(false);
    expect((await rowsOf(user.id))[0]?.emailedAt).not.toBeNull();
    await backdate(user.id, 1);
    await runDailyDigest(deps());
    expect(await outboxFor(t.app, user.email)).toEqual([]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const user = await createUser(t.database);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(deps(), { userId: user.id, kind: 'k', body: 'b', email: { subject: 'S' } }, { db: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await outboxFor(t.app, user.email)).toEqual([]);
  });

  it('refuses a link that is not an app path', async () => {
    const user = await createUser(t.database);
    await expect(
      notify(deps(), { userId: user.id, kind: 'k', body: 'b', link: 'https://evil.example' }),
    ).rejects.toThrow();
    await expect(
      notify(deps(), { userId: user.id, kind: 'k', body: 'b', link: '//evil.example' }),
    ).rejects.toThrow();
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('notifies several users at once and skips one that no longer exists', async () => {
    const [a, b] = [await createUser(t.database), await createUser(t.database)];
    const results = await notifyMany(deps(), [
      { userId: a.id, kind: 'k', body: 'to a' },
      { userId: 2_000_000_000, kind: 'k', body: 'to nobody' },
      { userId: b.id, kind: 'k', body: 'to b' },
    ]);
    expect(results.map((result) => result.userId)).toEqual([a.id, b.id]);
    expect((await rowsOf(a.id)).map((row) => row.body)).toEqual(['to a']);
    expect((await rowsOf(b.id)).map((row) => row.body)).toEqual(['to b']);
  });
});

describe('GET /api/user/notifications and the counter', () => {
  it('answers mine only, 8 a page, newest first, with the total', async () => {
    const me = await createSignedInUser(t);
    const other = await createUser(t.database);
    await notify(deps(), { userId: other.id, kind: 'k', body: 'not mine' });
    for (let index = 1; index <= 10; index += 1) {
      await notify(deps(), {
        userId: me.id,
        kind: 'k',
        body: `n${index}`,
        link: index === 10 ? '/bookmarks' : null,
      });
    }
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications?page=1',
      headers: me.headers,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<NotificationsResult>();
    expect(page1.count).toBe(10);
    expect(page1.list).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(page1.list[0]).toMatchObject({ message: { body: 'n10', link: '/bookmarks' }, viewedAt: null });
    expect(page1.list.map((item) => item.message.body)).toEqual([
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
    ]);
    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/user/notifications?page=2&size=8', headers: me.headers })
    ).json<NotificationsResult>();
    expect(page2.list.map((item) => item.message.body)).toEqual(['n2', 'n1']);

    const counter = await t.app.inject({
      method: 'GET',
      url: '/api/user/notification-counter',
      headers: me.headers,
    });
    expect(counter.json()).toEqual({ count: 10 });
  });

  it('refuses visitors', async () => {
    for (const url of [
      '/api/user/notifications',
      '/api/user/notification-counter',
      '/api/user/remove-dashboard-dot',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/user/notification_readed', () => {
  it('marks one of mine read, then all of mine when id is empty', async () => {
    const me = await createSignedInUser(t);
    const [first] = await notifyMany(deps(), [
      { userId: me.id, kind: 'k', body: 'one' },
      { userId: me.id, kind: 'k', body: 'two' },
      { userId: me.id, kind: 'k', body: 'three' },
    ]);
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/user/notification_readed?id=${first?.id}`,
      headers: me.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ count: 2 });
    const rows = await rowsOf(me.id);
    expect(rows.find((row) => row.id === first?.id)?.viewedAt).not.toBeNull();

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/user/notification_readed?id=',
      headers: me.headers,
    });
    expect(all.json()).toEqual({ count: 0 });
    expect((await rowsOf(me.id)).every((row) => row.viewedAt !== null)).toBe(true);
  });

  it("ignores another user's notification: it stays unread", async () => {
    const me = await createSignedInUser(t);
    const owner = await createUser(t.database);
    const theirs = await notify(deps(), { userId: owner.id, kind: 'k', body: 'theirs' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/notification_readed?id=${theirs?.id}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
    await t.app.inject({ method: 'POST', url: '/api/user/notification_readed', headers: me.headers });
    expect((await rowsOf(owner.id))[0]?.viewedAt).toBeNull();
  });

  it('refuses visitors with nothing changed', async () => {
    const owner = await createUser(t.database);
    const theirs = await notify(deps(), { userId: owner.id, kind: 'k', body: 'theirs' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/notification_readed?id=${theirs?.id}`,
    });
    expect(response.statusCode).toBe(401);
    expect((await rowsOf(owner.id))[0]?.viewedAt).toBeNull();
  });
});

describe('DELETE /api/user/delete-notifications', () => {
  it("deletes the chosen ones of mine and ignores another user's ids", async () => {
    const me = await createSignedInUser(t);
    const owner = await createUser(t.database);
    const [keep, drop] = await notifyMany(deps(), [
      { userId: me.id, kind: 'k', body: 'keep' },
      { userId: me.id, kind: 'k', body: 'drop' },
    ]);
    const theirs = await notify(deps(), { userId: owner.id, kind: 'k', body: 'theirs' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/delete-notifications',
      headers: me.headers,
      payload: { deleteAll: false, notifications: [drop?.id, theirs?.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1 });
    expect((await rowsOf(me.id)).map((row) => row.id)).toEqual([keep?.id]);
    expect((await rowsOf(owner.id)).map((row) => row.body)).toEqual(['theirs']);
  });

  it('deletes all of mine, and only mine, with deleteAll', async () => {
    const me = await createSignedInUser(t);
    const owner = await createUser(t.database);
    await notifyMany(deps(), [
      { userId: me.id, kind: 'k', body: 'a' },
      { userId: me.id, kind: 'k', body: 'b' },
      { userId: owner.id, kind: 'k', body: 'theirs' },
    ]);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/delete-notifications',
      headers: me.headers,
      payload: { deleteAll: true },
    });
    expect(response.json()).toEqual({ count: 0 });
    expect(await rowsOf(me.id)).toEqual([]);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('refuses visitors with nothing changed', async () => {
    const owner = await createUser(t.database);
    await notify(deps(), { userId: owner.id, kind: 'k', body: 'theirs' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/delete-notifications',
      payload: { deleteAll: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});

describe('The My Dashboard dot', () => {
  it('is lit by a notification that asks for it, shown in user info and cleared on leaving My Dashboard', async () => {
    const me = await createSignedInUser(t);
    const info = () => t.app.inject({ method: 'GET', url: '/api/user/info', headers: me.headers });
    expect((await info()).json()).toMatchObject({ dashboardDot: false });
    await notify(deps(), { userId: me.id, kind: 'application', body: 'b', dashboardDot: true });
    expect((await info()).json()).toMatchObject({ dashboardDot: true });
    const cleared = await t.app.inject({
      method: 'GET',
      url: '/api/user/remove-dashboard-dot',
      headers: me.headers,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ dashboardDot: false });
    expect((await info()).json()).toMatchObject({ dashboardDot: false });
  });

  it("clears only the caller's own dot", async () => {
    const me = await createSignedInUser(t);
    const other = await createUser(t.database);
    await notify(deps(), { userId: other.id, kind: 'application', body: 'b', dashboardDot: true });
    await t.app.inject({ method: 'GET', url: '/api/user/remove-dashboard-dot', headers: me.headers });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.dashboardDot).toBe(true);
  });
});

describe('The daily digest', () => {
  /** A user whose notifications wait for the digest (note off, daily on), with `count` from yesterday. */
  async function digestUser(count: number) {
    const user = await createUser(t.database);
    await setSwitches(user.id, { notifyNote: false });
    await notifyMany(
      deps(),
      Array.from({ length: count }, (_, index) => ({
        userId: user.id,
        kind: 'k',
        body: `Yesterday ${index + 1}`,
        email: { subject: 'S' },
      })),
    );
    await backdate(user.id, 1);
    return user;
  }

  it('sends one email with the notifications of the previous days and marks them emailed', async () => {
    const user = await digestUser(2);
    await notify(deps(), { userId: user.id, kind: 'k', body: 'Today' });
    await runDailyDigest(deps());
    const emails = (await outboxFor(t.app, user.email)).filter(
      (message) => message.template === DIGEST_TEMPLATE,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('You have 2 new notifications on Canvas');
    expect(emails[0]?.text).toContain('Yesterday 1');
    expect(emails[0]?.text).toContain('Yesterday 2');
    expect(emails[0]?.text).not.toContain('Today');
    const rows = await rowsOf(user.id);
    expect(
      rows
        .filter((row) => row.emailedAt !== null)
        .map((row) => row.body)
        .sort(),
    ).toEqual(['Yesterday 1', 'Yesterday 2']);
  });

  it('sends once a day, however many times and processes run it', async () => {
    const user = await digestUser(1);
    await Promise.all([runDailyDigest(deps()), runDailyDigest(deps()), runDailyDigest(deps())]);
    // More arrives for yesterday after today's digest went: it waits for tomorrow's.
    await notify(deps(), { userId: user.id, kind: 'k', body: 'Late' });
    await backdate(user.id, 1);
    await runDailyDigest(deps());
    const digests = () =>
      outboxFor(t.app, user.email).then((list) => list.filter((m) => m.template === DIGEST_TEMPLATE));
    expect(await digests()).toHaveLength(1);

    await runDailyDigest(deps(), new Date(Date.now() + DAY_MS));
    const [newest, ...older] = await digests();
    expect(older).toHaveLength(1);
    expect(newest?.subject).toBe('You have 1 new notification on Canvas');
    expect(newest?.text).toContain('Late');
  });

  it('sends nothing to a user with the daily switch off', async () => {
    const user = await digestUser(1);
    await setSwitches(user.id, { notifyDaily: false });
    await runDailyDigest(deps());
    expect(await outboxFor(t.app, user.email)).toEqual([]);
    expect((await rowsOf(user.id))[0]?.emailedAt).toBeNull();
  });

  it('leaves out notifications already emailed on their own, and those older than the look-back', async () => {
    const emailed = await createUser(t.database);
    await notify(deps(), {
      userId: emailed.id,
      kind: 'k',
      body: 'sent at once',
      email: { subject: 'At once' },
    });
    await backdate(emailed.id, 1);
    const stale = await digestUser(1);
    await backdate(stale.id, DIGEST_LOOKBACK_DAYS + 1);
    await runDailyDigest(deps());
    expect((await outboxFor(t.app, emailed.email)).map((message) => message.subject)).toEqual(['At once']);
    expect(await outboxFor(t.app, stale.email)).toEqual([]);
  });

  it('covers the days before the UTC day it runs on', () => {
    const window = digestWindow(new Date('2026-03-10T15:30:00Z'));
    expect(window.day).toBe('2026-03-10');
    expect(window.before.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(window.from.toISOString()).toBe(
      new Date(Date.UTC(2026, 2, 10) - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString(),
    );
  });
});
