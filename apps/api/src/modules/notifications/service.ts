import type { NotificationsResult } from '@canvas/shared';
import { EMAIL_JOB } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/queue';
import { findUserById, updateUser } from '../users/service';
import { type NotificationEmail, notificationEmail } from './emails';
import {
  countNotifications,
  deleteNotifications as deleteNotificationRows,
  insertNotifications,
  listNotifications,
  markNotificationsRead,
  type NewNotification,
} from './queries';

export type { NotificationEmail } from './emails';

/**
 * The notifications service every area calls (README.md): a row for the /notifications page and
 * the header bell, and an email decided by the owner's switches (spec 2 Account Settings):
 * - `note` (messages, applications, status changes: the default topic) and `news` (product news)
 *   send the email at once, through the job queue, when the topic's switch is on;
 * - otherwise the notification waits for the daily digest (one email a day, `daily` on);
 * - with every switch off it stays in the app only.
 */
export interface NotificationsDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
}

/** Which Account Settings switch decides the immediate email. */
export type NotificationTopic = 'note' | 'news';

export interface NotifyInput {
  userId: number;
  /** What caused it ('application', 'applicant-status', 'withdrawal', ...): for the digest and tests. */
  kind: string;
  /** The line shown on /notifications, in the bell's page and in emails. */
  body: string;
  /** An app path ('/opportunity-detail/…'); clicking the notification follows it. */
  link?: string | null;
  /** 'note' when left out. */
  topic?: NotificationTopic;
  /** The immediate email; without it the notification only reaches email through the daily digest. */
  email?: NotificationEmail;
  /**
   * The caller sent its own email about this (a calendar invitation, say): no email is queued here
   * and the daily digest leaves it out.
   */
  emailedByCaller?: boolean;
  /** Also lights the sidebar's My Dashboard dot (something new on the user's dashboard). */
  dashboardDot?: boolean;
}

export interface NotifyResult {
  id: number;
  userId: number;
  /** True when an immediate email was queued; false leaves it for the daily digest (or the app only). */
  emailed: boolean;
}

/** Links are app paths: the web follows them on click, so another site's address is a bug here. */
function checkedLink(link: string | null | undefined): string | null {
  if (link === undefined || link === null || link === '') return null;
  if (!link.startsWith('/') || link.startsWith('//')) {
    throw new Error(`notification links are app paths starting with '/', not ${link}`);
  }
  return link;
}

/**
 * Notifies several users (or one user of several things) at once: the rows and their emails are
 * written in the caller's transaction when `options.db` is one, else in a transaction of their own,
 * so a notification and its email exist exactly when the change they report does. Users that no
 * longer exist are skipped.
 */
export async function notifyMany(
  deps: NotificationsDeps,
  inputs: NotifyInput[],
  options: { db?: Db } = {},
): Promise<NotifyResult[]> {
  if (inputs.length === 0) return [];
  const write = async (db: Db) => {
    const results: NotifyResult[] = [];
    const owners = new Map<number, Awaited<ReturnType<typeof findUserById>>>();
    for (const input of inputs) {
      const link = checkedLink(input.link);
      if (!owners.has(input.userId)) owners.set(input.userId, await findUserById(db, input.userId));
      const owner = owners.get(input.userId);
      if (!owner) continue;
      const switchOn = (input.topic ?? 'note') === 'news' ? owner.notifyNews : owner.notifyNote;
      const emailNow = input.email !== undefined && switchOn;
      const row: NewNotification = {
        userId: owner.id,
        kind: input.kind,
        body: input.body,
        link,
        emailedAt: emailNow || input.emailedByCaller ? new Date() : null,
      };
      const [inserted] = await insertNotifications(db, [row]);
      if (!inserted) continue;
      if (emailNow && input.email) {
        const message = notificationEmail({
          to: { email: owner.email, firstName: owner.firstName },
          body: input.body,
          link,
          email: input.email,
          publicUrl: deps.publicUrl,
        });
        await deps.jobs.enqueue(EMAIL_JOB, message, { db });
      }
      if (input.dashboardDot && !owner.dashboardDot) {
        await updateUser(db, owner.id, { dashboardDot: true });
        owners.set(owner.id, { ...owner, dashboardDot: true });
      }
      results.push({ id: inserted.id, userId: owner.id, emailed: emailNow });
    }
    return results;
  };
  return options.db ? write(options.db) : deps.db.transaction((tx) => write(tx));
}

/** One notification (see `notifyMany`); undefined when the user no longer exists. */
export async function notify(
  deps: NotificationsDeps,
  input: NotifyInput,
  options: { db?: Db } = {},
): Promise<NotifyResult | undefined> {
  const [result] = await notifyMany(deps, [input], options);
  return result;
}

// --- the signed-in user's own notifications (routes) ----------------------------------------

export async function listUserNotifications(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<NotificationsResult> {
  const [rows, count] = await Promise.all([
    listNotifications(db, userId, page, size),
    countNotifications(db, userId),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      message: { body: row.body, link: row.link },
      viewedAt: row.viewedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    count,
  };
}

/** The header bell's number: the user's unread notifications. */
export async function unreadNotificationCount(db: Db, userId: number): Promise<{ count: number }> {
  return { count: await countNotifications(db, userId, true) };
}

/**
 * Marks one of the user's notifications read, or all of them when `id` is undefined ('Mark as
 * read'). Another user's id matches nothing: ignored, nothing changes. Answers the new unread count.
 */
export async function readNotifications(db: Db, userId: number, id: number | undefined) {
  await markNotificationsRead(db, userId, id);
  return unreadNotificationCount(db, userId);
}

/** Deletes the user's chosen notifications, or all with `deleteAll`; others' ids are ignored. */
export async function deleteUserNotifications(
  db: Db,
  userId: number,
  input: { deleteAll: boolean; notifications: number[] },
) {
  await deleteNotificationRows(db, userId, input.deleteAll ? 'all' : input.notifications);
  return unreadNotificationCount(db, userId);
}

/** `GET /api/user/remove-dashboard-dot`: the user left My Dashboard (spec 3 dashboard shell). */
export async function removeDashboardDot(db: Db, userId: number): Promise<{ dashboardDot: boolean }> {
  const row = await findUserById(db, userId);
  // Only a lit dot is written: leaving My Dashboard happens often and usually changes nothing.
  if (row?.dashboardDot) await updateUser(db, userId, { dashboardDot: false });
  return { dashboardDot: false };
}
