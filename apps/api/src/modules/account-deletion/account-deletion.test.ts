import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, messages } from '@canvas/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { lastMessage, outboxFor } from '../../../test/outbox';
import type { LocalStorageDriver } from '../../adapters/storage';
import {
  canvasBookmarks,
  canvases,
  canvasMembers,
  invoices,
  notifications,
  opportunities,
  opportunityApplications,
  sessions,
  uploads,
  users,
} from '../../db/schema';
import { BUSINESS_1, orgCanvas, saveMethod, subscribeCall } from '../billing/testing';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
  recordUploaded,
} from '../canvases/testing';
import { applicantOf, salonWithOpportunity } from '../hiring/testing';
import { CURRENT_PASSWORD_TRIES, FRESH_SIGN_IN_MS } from '../users/service';

const t = useTestApp();

function deleteAccount(who: Person | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/delete-account',
    ...(who ? { headers: who.headers } : {}),
    payload,
  });
}

function signInWith(email: string, password = TEST_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { platformType: 'internal', email, password },
  });
}

const userInfo = (who: Person) =>
  t.app.inject({ method: 'GET', url: '/api/user/info', headers: who.headers });

/** The account's own rows, for "nothing changed" checks. */
async function accountState(who: Person) {
  const { db } = t.database;
  return {
    user: await db.select().from(users).where(eq(users.id, who.id)),
    canvases: await db.select().from(canvases).where(eq(canvases.ownerId, who.id)),
    uploads: await db.select().from(uploads).where(eq(uploads.ownerId, who.id)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, who.id)),
  };
}

/** Invites `member` to the salon's 'main' location and accepts through the emailed link. */
async function joinSalon(owner: Person, canvasId: number, member: Person) {
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/canvas/school/add-employee',
    headers: owner.headers,
    payload: {
      canvasId,
      locationId: 'main',
      members: [{ email: member.email, role: 'Admin' }],
      business: true,
    },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const message = await lastMessage(t.app, member.email, 'staff-invitation');
  const code = /\/invitation\?code=([\w-]+)/.exec(message.text)?.[1] ?? '';
  const accepted = await t.app.inject({
    method: 'GET',
    url: `/api/canvas/school/invited?code=${encodeURIComponent(code)}`,
    headers: member.headers,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const documentMemberIds = async (canvasId: number) => {
  const [row] = await t.database.db.select().from(canvases).where(eq(canvases.id, canvasId));
  return (row?.detail.locations ?? []).flatMap((location) =>
    location.members.map((member) => member.memberUserId),
  );
};

describe('POST /api/user/delete-account', () => {
  it('deletes the account, its canvases, media, bookmarks, applications, notifications and teams; the files go after commit', async () => {
    const storage = t.app.deps.storage as LocalStorageDriver;
    const { db } = t.database;
    const salon = await salonWithOpportunity(t);
    const { candidate, canvasId: portfolioId, applyId } = await applicantOf(t, salon.opportunityId);
    await joinSalon(salon.owner, salon.canvasId, candidate);
    expect(await documentMemberIds(salon.canvasId)).toContain(candidate.id);

    const photoUrl = await storage.put(
      `student_canvas/test/${candidate.id}-photo.png`,
      Buffer.from('p'),
      'image/png',
    );
    const avatarUrl = await storage.put(`avatars/${candidate.id}/face.png`, Buffer.from('a'), 'image/png');
    await recordUploaded(t, candidate.id, [photoUrl]);
    const second = await createCanvas(t, candidate, {
      ...publishableStudent('Second Canvas'),
      media: { portraitPhoto: { url: photoUrl, type: 'portraitPhoto' } },
    });
    await db.update(users).set({ avatar: avatarUrl }).where(eq(users.id, candidate.id));

    const neighbour = await person(t);
    const neighbourCanvas = await createCanvas(t, neighbour, publishableStudent('Neighbour Canvas'));
    await publish(t, neighbour, neighbourCanvas.id);
    const bookmarked = await t.app.inject({
      method: 'PUT',
      url: `/api/bookmark/canvas/${neighbourCanvas.id}/add`,
      headers: candidate.headers,
    });
    expect(bookmarked.statusCode, bookmarked.body).toBe(200);
    await db.insert(notifications).values({ userId: candidate.id, kind: 'test', body: 'Hello' });

    const response = await deleteAccount(candidate, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await db.select().from(users).where(eq(users.id, candidate.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(canvases)
        .where(inArray(canvases.id, [portfolioId, second.id])),
    ).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, candidate.id))).toEqual([]);
    expect(await db.select().from(canvasBookmarks).where(eq(canvasBookmarks.userId, candidate.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(opportunityApplications).where(eq(opportunityApplications.id, applyId)),
    ).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, candidate.id))).toEqual([]);
    expect(await db.select().from(canvasMembers).where(eq(canvasMembers.userId, candidate.id))).toEqual([]);
    // The salon's document no longer names them, so its next save writes no member back.
    expect(await documentMemberIds(salon.canvasId)).not.toContain(candidate.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${salon.canvasId}`,
      headers: salon.owner.headers,
      payload: { introduction: { name: 'Marigold & Mane Studio' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The files are removed by a job once the deletion has committed.
    const file = (url: string) => path.join(storage.dir, storage.keyFromUrl(url) ?? '');
    await t.app.deps.jobs.drain();
    expect(existsSync(file(photoUrl))).toBe(false);
    expect(existsSync(file(avatarUrl))).toBe(false);

    const email = await lastMessage(t.app, candidate.email, 'account-deleted');
    expect(email.subject).toMatch(/account was deleted/);
  });

  it('keeps what belongs to others: the salon, its opportunity, its owner and the bookmarked canvas', async () => {
    const { db } = t.database;
    const salon = await salonWithOpportunity(t);
    const { candidate } = await applicantOf(t, salon.opportunityId);
    const neighbour = await person(t);
    const neighbourCanvas = await createCanvas(t, neighbour, publishableStudent('Kept Canvas'));
    await publish(t, neighbour, neighbourCanvas.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/bookmark/canvas/${neighbourCanvas.id}/add`,
      headers: candidate.headers,
    });

    expect((await deleteAccount(candidate, { currentPassword: TEST_PASSWORD })).statusCode).toBe(200);

    const kept = await db
      .select({ id: canvases.id })
      .from(canvases)
      .where(inArray(canvases.id, [salon.canvasId, neighbourCanvas.id]));
    expect(kept).toHaveLength(2);
    expect(
      await db.select().from(opportunities).where(eq(opportunities.id, salon.opportunityId)),
    ).toHaveLength(1);
    expect((await userInfo(salon.owner)).statusCode).toBe(200);
    expect((await userInfo(neighbour)).statusCode).toBe(200);
  });

  it("keeps the account's invoices whole with no owner: only platform admins read them", async () => {
    const { db } = t.database;
    const org = await orgCanvas(t);
    await saveMethod(t, org.owner);
    const paid = await subscribeCall(t, org.owner, { canvas_id: org.id, price_id: BUSINESS_1 });
    expect(paid.json().status, paid.body).toBe('succeeded');
    const [charged] = await db.select().from(invoices).where(eq(invoices.canvasId, org.id));
    if (!charged) throw new Error('no invoice');
    const invoiceUrl = `/api/pay/invoice/${charged.id}`;
    const read = (who: Person | undefined, url = invoiceUrl) =>
      t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
    expect((await read(org.owner)).statusCode).toBe(200);

    expect((await deleteAccount(org.owner, { currentPassword: TEST_PASSWORD })).statusCode).toBe(200);

    // The sales record stays with what it was charged with; the account and its canvas are gone.
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, charged.id));
    const {
      userId: _userId,
      canvasId: _canvasId,
      subscriptionId: _plan,
      paymentOrderId: _order,
      ...copied
    } = charged;
    expect(kept).toEqual({
      ...copied,
      userId: null,
      canvasId: null,
      subscriptionId: null,
      paymentOrderId: null,
    });
    expect(kept).toMatchObject({
      status: 'paid',
      canvasName: 'Studio Aurora',
      total: 14900,
      customerEmail: org.owner.email,
      paymentSnapshot: {
        billing_details: { name: 'Jordan Ellis', address: { line1: '1100 Congress Ave', city: 'Austin' } },
      },
    });

    // Its former owner's token is dead; nobody else finds it (the same 404 as none); admins do.
    expect((await read(org.owner)).statusCode).toBe(401);
    const other = await person(t);
    expect((await read(other)).statusCode).toBe(404);
    expect((await read(other, `${invoiceUrl}/pdf`)).statusCode).toBe(404);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(undefined, `${invoiceUrl}/pdf`)).statusCode).toBe(401);
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const asAdmin = await read(admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      id: charged.id,
      number: charged.number,
      customer_email: org.owner.email,
      account_name: charged.customerName,
    });
    const pdf = await read(admin, `${invoiceUrl}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('signs out everywhere: every token stops working and the password no longer signs in', async () => {
    const member = await person(t);
    const otherDevice = await signInWith(member.email);
    const otherToken = otherDevice.json<{ access_token: string }>().access_token;

    expect((await deleteAccount(member, { currentPassword: TEST_PASSWORD })).statusCode).toBe(200);

    expect((await userInfo(member)).statusCode).toBe(401);
    const fromOtherDevice = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(fromOtherDevice.statusCode).toBe(401);
    const again = await signInWith(member.email);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(ErrorCode.invalidCredentials);
  });

  it('refuses a wrong or missing password on the field, and nothing changes', async () => {
    const member = await person(t);
    await createCanvas(t, member, publishableStudent('Still Here'));
    const before = await accountState(member);

    const wrong = await deleteAccount(member, { currentPassword: 'Not_the_pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: messages.currentPasswordWrong, field: 'currentPassword' });
    const missing = await deleteAccount(member, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: messages.currentPasswordRequired,
      field: 'currentPassword',
    });

    expect(await accountState(member)).toEqual(before);
    expect((await userInfo(member)).statusCode).toBe(200);
    const sent = await outboxFor(t.app, member.email);
    expect(sent.map((message) => message.template)).not.toContain('account-deleted');
  });

  it('throttles wrong passwords like sign-in: past the limit even the right one waits', async () => {
    const member = await person(t);
    for (let i = 0; i < CURRENT_PASSWORD_TRIES; i += 1) {
      expect((await deleteAccount(member, { currentPassword: `Wrong_pass${i}` })).statusCode).toBe(422);
    }
    const blocked = await deleteAccount(member, { currentPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyAttempts);
    expect((await userInfo(member)).statusCode).toBe(200);
  });

  it('asks an account without a password (Google/Facebook) for a recent sign-in instead', async () => {
    const stale = await person(t);
    const fresh = await person(t);
    await t.database.db
      .update(users)
      .set({ passwordHash: null, platformType: 'google' })
      .where(inArray(users.id, [stale.id, fresh.id]));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - FRESH_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, stale.id));
    const before = await accountState(stale);

    const refused = await deleteAccount(stale, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.freshSignInRequired);
    expect(await accountState(stale)).toEqual(before);

    expect((await deleteAccount(fresh, {})).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, fresh.id))).toEqual([]);
  });

  it('refuses a visitor (401) and changes nothing', async () => {
    const member = await person(t);
    const before = await accountState(member);
    const response = await deleteAccount(undefined, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(await accountState(member)).toEqual(before);
  });

  it("cannot delete someone else's account: it acts on the token's owner and takes no user id", async () => {
    const victim = await person(t);
    const attacker = await person(t, { password: 'Other_pass1' });
    const before = await accountState(victim);

    const named = await deleteAccount(attacker, { currentPassword: 'Other_pass1', userId: victim.id });
    expect(named.statusCode).toBe(422);
    // The victim's password with the attacker's token is checked against the attacker's account.
    const withVictimsPassword = await deleteAccount(attacker, { currentPassword: TEST_PASSWORD });
    expect(withVictimsPassword.statusCode).toBe(422);
    expect(withVictimsPassword.json().message).toBe(messages.currentPasswordWrong);

    expect(await accountState(victim)).toEqual(before);
    expect((await userInfo(attacker)).statusCode).toBe(200);
  });

  it('refuses an admin account (403) and changes nothing', async () => {
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const before = await accountState(admin);
    const response = await deleteAccount(admin, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.accountDeleteAdmin);
    expect(await accountState(admin)).toEqual(before);
  });

  it('refuses the owner of a canvas other people are members of (409, naming it) and changes nothing', async () => {
    const salon = await salonWithOpportunity(t, { name: 'Juniper Hair Loft' });
    const stylist = await person(t);
    await joinSalon(salon.owner, salon.canvasId, stylist);
    const before = await accountState(salon.owner);

    const response = await deleteAccount(salon.owner, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.accountDeleteTeamCanvas('Juniper Hair Loft'));
    expect(await accountState(salon.owner)).toEqual(before);
    expect(await documentMemberIds(salon.canvasId)).toContain(stylist.id);
  });
});
