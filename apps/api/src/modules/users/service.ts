import type { UpdateUserInfoInput, User } from '@canvas/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { countUsers, findUserById, updateUser } from './queries';

/** The API's one picture of a user (spec 1 §3); never includes the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    platformType: row.platformType,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: row.avatar,
      target: row.target,
    },
    role: { value: row.roleValue, isSuperAdmin: row.isSuperAdmin },
    phone: row.phone,
    verify: row.phoneVerified,
    zipCode: row.zipCode,
    notification: { news: row.notifyNews, note: row.notifyNote, daily: row.notifyDaily },
    chatToken: row.chatToken,
    grsfHash: row.grsfHash,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getUserInfo(db: Db, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound();
  return toUser(row);
}

export async function updateUserInfo(db: Db, userId: number, input: UpdateUserInfoInput): Promise<User> {
  const row = await updateUser(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    zipCode: input.zipCode === undefined ? undefined : input.zipCode || null,
    notifyNews: input.notification?.news,
    notifyNote: input.notification?.note,
    notifyDaily: input.notification?.daily,
  });
  if (!row) throw notFound();
  return toUser(row);
}

export function getUserCount(db: Db): Promise<number> {
  return countUsers(db);
}
