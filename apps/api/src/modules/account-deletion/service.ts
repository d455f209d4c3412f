import { isAdminRole, messages } from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import { leaveEveryTeam, ownedCanvasFileKeys, ownedCanvasWithTeam } from '../canvases/service';
import { uploadKeysOf } from '../media/service';
import { type Caller, confirmIdentity, deleteUserRow } from '../users/service';
import { accountDeletedNotice } from './emails';

export interface AccountDeletionDeps {
  db: Db;
  email: EmailSender;
  jobs: JobQueue;
  storage: StorageDriver;
  publicUrl: string;
  /** The sign-in throttle's window: wrong passwords here count like wrong current passwords elsewhere. */
  windowMinutes: number;
}

/** The job that deletes an account's stored files once the deletion has committed. */
export const ACCOUNT_FILES_JOB = 'account-deletion.files';

export interface AccountFilesPayload {
  keys: string[];
}

/**
 * `POST /api/user/delete-account` (issue 26, decision 032). After the password (or a fresh sign-in
 * for an account without one), one transaction takes the user out of the teams they joined and
 * deletes the user row: sessions, one-time links, canvases with their media rows, bookmarks,
 * applications, notifications and the rest cascade; invoices stay, with no owner (sales records).
 * The files go by a job queued in the same transaction (only if nothing remaining uses them); the
 * confirmation email goes to the address the account had.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  caller: Caller,
  currentPassword: string | undefined,
): Promise<void> {
  const { user } = caller;
  await confirmIdentity(deps.db, caller, currentPassword, deps.windowMinutes);
  if (isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin })) {
    throw new AppError('forbidden', messages.accountDeleteAdmin);
  }
  const teamCanvas = await ownedCanvasWithTeam(deps.db, user.id);
  if (teamCanvas !== null) throw new AppError('conflict', messages.accountDeleteTeamCanvas(teamCanvas));

  await deps.db.transaction(async (tx) => {
    const avatarKey = user.avatar ? deps.storage.keyFromUrl(user.avatar) : null;
    const keys = new Set([
      ...(await ownedCanvasFileKeys(tx, deps.storage, user.id)),
      ...(await uploadKeysOf(tx, user.id)),
      ...(avatarKey ? [avatarKey] : []),
    ]);
    await leaveEveryTeam(tx, user.id);
    await deleteUserRow(tx, user.id);
    if (keys.size > 0) {
      const payload: AccountFilesPayload = { keys: [...keys] };
      await deps.jobs.enqueue(ACCOUNT_FILES_JOB, payload, { db: tx });
    }
  });
  await deps.email.send(
    accountDeletedNotice({ email: user.email, firstName: user.firstName }, deps.publicUrl),
  );
}
