import type { CanvasLocation } from '@canvas/shared';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import {
  findOwnedCanvasWithOtherMembers,
  listCanvasIdsWithMember,
  listOwnedCanvasMedia,
} from './account-queries';
import { mediaKeys } from './housekeeping';
import { updateCanvas } from './queries';
import { lockLiveCanvas, syncCanvasStaff } from './team-queries';

/**
 * What deleting an account (modules/account-deletion) needs from canvases. The account's own
 * canvases go with its user row (the foreign keys cascade); these cover what the cascade cannot.
 */

/**
 * The name of a live canvas the user owns that other people are members of, or null. Deleting
 * the account would take that canvas from its team, so the owner deletes it on purpose first.
 */
export async function ownedCanvasWithTeam(db: Db, userId: number): Promise<string | null> {
  const found = await findOwnedCanvasWithOtherMembers(db, userId);
  if (!found) return null;
  return found.introduction.name.trim() || 'a canvas you own';
}

/** Storage keys of the media on every canvas the user owns, deleted ones too (less shared demo images). */
export async function ownedCanvasFileKeys(
  db: Db,
  storage: Pick<StorageDriver, 'keyFromUrl'>,
  userId: number,
): Promise<string[]> {
  const rows = await listOwnedCanvasMedia(db, userId);
  return [...new Set(rows.flatMap((row) => mediaKeys(storage, row.media)))];
}

/**
 * Takes the user out of every team they joined. The document's members are the source of truth
 * and a later save writes them back into canvas_members, so a member left in the document would
 * point at an account that no longer exists; each canvas is rewritten under its row lock.
 */
export async function leaveEveryTeam(tx: Db, userId: number): Promise<void> {
  for (const canvasId of await listCanvasIdsWithMember(tx, userId)) {
    const canvas = await lockLiveCanvas(tx, canvasId);
    if (!canvas) continue;
    const locations: CanvasLocation[] = canvas.detail.locations.map((location) => ({
      ...location,
      members: location.members.filter((member) => member.memberUserId !== userId),
    }));
    await updateCanvas(tx, canvas.id, { detail: { ...canvas.detail, locations } });
    await syncCanvasStaff(tx, canvas.id, locations);
  }
}
