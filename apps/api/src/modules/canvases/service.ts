import { randomBytes } from 'node:crypto';
import {
  type Canvas,
  type CanvasCategory,
  type CanvasStatus,
  type CanvasType,
  canvasPublicPath,
  type createCanvasSchema,
  isAdminRole,
  type MyCanvas,
  messages,
  missingPublishFields,
  normalizeCanvasInput,
  slugify,
  type z,
} from '@canvas/shared';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertUploadsOwnedBy, attachUploads } from '../media/service';
import { loadOptionIndex } from '../options/service';
import { isRetailPartnerAccount } from '../users/retail-partner';
import { assertMayCreate, assertNoBusinessFields } from './account-kinds';
import {
  type CanvasDocument,
  canEditCanvas,
  canReadCanvas,
  documentColumns,
  documentLocations,
  emptyDocument,
  isPersonType,
  type Membership,
  mayManageMembers,
  membershipOf,
  type Reader,
  readerMembership,
  rowToDocument,
  toCanvas,
  toCanvasSummary,
} from './document';
import { referencedKeys } from './housekeeping';
import { assertPaidPlan, planOf } from './plan';
import {
  type CanvasRecord,
  type CanvasWithOwner,
  findLiveCanvas,
  insertCanvasWithFreeSlug,
  listOwnerCanvases,
  listPublicCanvasSlugs,
  replaceCanvasLocations,
  softDeleteCanvas,
  updateCanvas,
} from './queries';
import {
  isUsableCategory,
  mergeLocationMembers,
  nameCatalogueCategories,
  type ParsedCanvasInput,
  prepareDocument,
  resolveCategories,
  type SentFields,
} from './save';
import { lockLiveCanvas, syncCanvasStaff } from './team-queries';

export interface CanvasDeps {
  db: Db;
  storage: StorageDriver;
  publicUrl: string;
}

export function readerOf(user: UserRow): Reader;
export function readerOf(user: UserRow | null | undefined): Reader | null;
export function readerOf(user: UserRow | null | undefined): Reader | null {
  if (!user) return null;
  const isAdmin = isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin });
  return { userId: user.id, isAdmin, isRetailPartner: isRetailPartnerAccount(user, isAdmin) };
}

export const canvasNotFound = () => new AppError('notFound', messages.canvasNotFound);

/** What deleting an account needs from canvases (modules/account-deletion reads no canvases queries). */
export { leaveEveryTeam, ownedCanvasFileKeys, ownedCanvasWithTeam } from './account-removal';
export { removeUnusedFiles } from './housekeeping';

/** `{id or slug}`: digits are an id (slugs are never all digits), anything else a slug. */
export function canvasRef(idOrSlug: string | number): { id: number } | { slug: string } {
  if (typeof idOrSlug === 'number') return { id: idOrSlug };
  return /^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
}

/** A canvas the reader may see; anything else (missing, deleted, someone's draft) is the same 404. */
export async function findReadableCanvas(
  db: Db,
  reader: Reader | null,
  idOrSlug: string | number,
): Promise<CanvasWithOwner> {
  const found = await findLiveCanvas(db, canvasRef(idOrSlug), reader?.userId);
  if (!found || !canReadCanvas(reader, found.canvas, readerMembership(found, reader))) throw canvasNotFound();
  return found;
}

/**
 * A canvas the reader may change (owner, admin or a member who may edit): 404 when they cannot
 * even see it, 403 when they only can see it (visitors of a public canvas, view-only staff).
 */
export async function findEditableCanvas(
  db: Db,
  reader: Reader,
  id: number,
): Promise<CanvasWithOwner & { membership: Membership | null }> {
  const found = await findReadableCanvas(db, reader, id);
  const membership = readerMembership(found, reader);
  if (!canEditCanvas(reader, found.canvas, membership)) throw new AppError('forbidden');
  return { ...found, membership };
}

export async function getCanvas(deps: CanvasDeps, reader: Reader | null, idOrSlug: string): Promise<Canvas> {
  const found = await findReadableCanvas(deps.db, reader, idOrSlug);
  return toCanvas(found, reader, found.bookmarked);
}

/** Readable slug candidates, in order: 'jane-doe', 'jane-doe-2' ... then a random tail for crowded names. */
function slugCandidates(name: string): string[] {
  let base = slugify(name);
  // A slug of digits would read as an id in /canvas/{id or slug}.
  if (/^\d+$/.test(base)) base = `canvas-${base}`;
  const numbered = Array.from({ length: 19 }, (_, index) => `${base}-${index + 2}`);
  const random = Array.from({ length: 3 }, () => `${base}-${randomBytes(3).toString('hex')}`);
  return [base, ...numbered, ...random];
}

async function writeNewCanvas(db: Db, owner: UserRow, type: CanvasType, document: CanvasDocument) {
  const name = document.introduction.name.trim() || `${owner.firstName} ${owner.lastName}`.trim();
  return db.transaction(async (tx) => {
    const created = await insertCanvasWithFreeSlug(
      tx,
      { ownerId: owner.id, type, status: 'draft', ...documentColumns(document) },
      slugCandidates(name),
    );
    if (!created) throw new AppError('conflict', 'Could not find a free address for this portfolio.');
    await replaceCanvasLocations(tx, created.id, documentLocations(document));
    return created;
  });
}

/** `POST /api/canvas`: a new draft of the caller's, with a unique readable slug. */
export async function createCanvas(
  deps: CanvasDeps,
  owner: UserRow,
  input: z.output<typeof createCanvasSchema>,
): Promise<{ id: number; slug: string }> {
  const { type, ...parts } = input;
  assertMayCreate(type, owner.target, readerOf(owner).isAdmin);
  assertNoBusinessFields(type, parts);
  const start = emptyDocument();
  if (isPersonType(type)) start.introduction.name = `${owner.firstName} ${owner.lastName}`.trim();
  const prepared = await prepareDocument(deps, { current: start, input: parts });
  const reader = readerOf(owner);
  // Members join only through invitations, and the account number only from a retail-partner account.
  const document = keepScSalonId(reader, start, {
    ...prepared,
    detail: {
      ...prepared.detail,
      locations: mergeLocationMembers({
        type,
        stored: [],
        incoming: prepared.detail.locations,
        mayManage: true,
      }),
    },
  });
  const added = addedMediaKeys(deps, start, document);
  if (!reader.isAdmin) await assertUploadsOwnedBy(deps.db, added, owner.id);
  const created = await writeNewCanvas(deps.db, owner, type, document);
  await attachUploads(deps.db, added);
  return created;
}

/** Files the document references that `before` did not: the ones whose ownership is checked. */
function addedMediaKeys(deps: CanvasDeps, before: CanvasDocument, after: CanvasDocument): string[] {
  const known = new Set(referencedKeys(deps.storage, before.media));
  return referencedKeys(deps.storage, after.media).filter((key) => !known.has(key));
}

/**
 * The retail-partner account number is set only by retail-partner accounts and admins (spec 2 §5,
 * `POST /api/canvas/add-sc-salon-id`); anyone else's save keeps the stored one.
 */
function keepScSalonId(reader: Reader, before: CanvasDocument, after: CanvasDocument): CanvasDocument {
  if (reader.isRetailPartner || after.detail.scSalonId === before.detail.scSalonId) return after;
  return { ...after, detail: { ...after.detail, scSalonId: before.detail.scSalonId } };
}

/**
 * Files a save adds must be uploads of the canvas's owner, or of the staff member saving it (an
 * admin may place any file). Most saves add owner files only: one query; a member's own files are
 * looked at one by one.
 */
async function assertUploadsMayBePlaced(db: Db, reader: Reader, canvas: CanvasRecord, keys: string[]) {
  if (reader.isAdmin || keys.length === 0) return;
  try {
    await assertUploadsOwnedBy(db, keys, canvas.ownerId);
  } catch (error) {
    if (reader.userId === canvas.ownerId) throw error;
    for (const key of keys) {
      await assertUploadsOwnedBy(db, [key], canvas.ownerId).catch(() =>
        assertUploadsOwnedBy(db, [key], reader.userId),
      );
    }
  }
}

/**
 * `PUT /api/canvas/{id}`: merge, normalise and store; the search projection, the radius rows and
 * the staff projection (canvas_members, open invitations) are rewritten in the same transaction.
 * Members are merged under the row lock from what is stored then (save.ts mergeLocationMembers).
 */
export async function saveCanvas(
  deps: CanvasDeps,
  reader: Reader,
  id: number,
  input: ParsedCanvasInput,
  sent: SentFields,
): Promise<Canvas> {
  const found = await findEditableCanvas(deps.db, reader, id);
  assertNoBusinessFields(found.canvas.type, input);
  const current = rowToDocument(found.canvas);
  const document = keepScSalonId(reader, current, await prepareDocument(deps, { current, input, sent }));
  const added = addedMediaKeys(deps, current, document);
  await assertUploadsMayBePlaced(deps.db, reader, found.canvas, added);
  const locationsSent =
    input.detail?.locations !== undefined && (!sent.detail || sent.detail.has('locations'));
  const mayManage = mayManageMembers(reader, found.canvas, found.membership);
  await deps.db.transaction(async (tx) => {
    const locked = await lockLiveCanvas(tx, id);
    if (!locked) throw canvasNotFound();
    const stored = locked.detail.locations;
    const locations = locationsSent
      ? mergeLocationMembers({ type: locked.type, stored, incoming: document.detail.locations, mayManage })
      : stored;
    const saved: CanvasDocument = { ...document, detail: { ...document.detail, locations } };
    await updateCanvas(tx, id, documentColumns(saved));
    await replaceCanvasLocations(tx, id, documentLocations(saved));
    await syncCanvasStaff(tx, id, locations);
  });
  await attachUploads(deps.db, added);
  return getCanvas(deps, reader, String(id));
}

/**
 * Publish or hide (spec 2 §4, §5): the owner, an admin or a member who may edit. Going public
 * needs the required fields of the type; business and school canvases also need a paid plan (the
 * newest payment order succeeded), else paymentRequired and the client opens the payment page.
 */
export async function setCanvasVisibility(
  deps: CanvasDeps,
  reader: Reader,
  id: number,
  action: Exclude<CanvasStatus, 'draft'>,
): Promise<void> {
  const found = await findEditableCanvas(deps.db, reader, id);
  const { canvas } = found;
  if (action === 'public') {
    const missing = missingPublishFields(canvas.type, rowToDocument(canvas));
    if (missing.length > 0) {
      throw new AppError('badRequest', `${messages.educationStepRequired} ${missing.join(', ')}`, {
        field: 'publish',
      });
    }
    assertPaidPlan(found);
  }
  if (canvas.status === action) return;
  await updateCanvas(deps.db, id, {
    status: action,
    ...(action === 'public' ? { publishedAt: new Date() } : {}),
  });
}

/**
 * Gone at once for everyone; the row and its media are purged two months later (housekeeping.ts).
 * Only the owner or an admin: staff who may edit the canvas may not delete it.
 */
export async function deleteCanvas(deps: CanvasDeps, reader: Reader, id: number): Promise<void> {
  const { canvas } = await findEditableCanvas(deps.db, reader, id);
  if (!reader.isAdmin && reader.userId !== canvas.ownerId) throw new AppError('forbidden');
  await softDeleteCanvas(deps.db, id);
}

/** `POST /api/canvas/my/canvases`: the user's own canvases and those they are staff of (queries.ts). */
export async function listMyCanvases(
  deps: CanvasDeps,
  userId: number,
  filter: { status: CanvasStatus | 'all'; type?: CanvasType | undefined },
): Promise<MyCanvas[]> {
  const rows = await listOwnerCanvases(deps.db, userId, filter);
  return rows.map((row) => ({
    ...toCanvasSummary(row),
    memberRole: membershipOf(row.readerRoles)?.role ?? null,
    ...planOf({
      canvas: row,
      payorder: row.payorder,
      paidJobCount: row.paidJobCount,
      activeJobCount: row.activeJobCount,
    }),
  }));
}

/**
 * `POST /api/canvas/upgrade/{id}`: a student canvas becomes professional with the categories
 * given (normalised like a save: empty rows dropped, Other takes its typed name).
 */
export async function upgradeCanvas(
  deps: CanvasDeps,
  reader: Reader,
  id: number,
  categories: CanvasCategory[],
): Promise<{ id: number; slug: string }> {
  const { canvas } = await findEditableCanvas(deps.db, reader, id);
  if (canvas.type !== 'student')
    throw new AppError('badRequest', messages.canvasTypeLocked, { field: 'type' });
  const index = await loadOptionIndex(deps.db);
  const named = nameCatalogueCategories(index, categories);
  const normalised = normalizeCanvasInput({ detail: { categories: named } }).detail?.categories ?? [];
  const usable = (normalised as CanvasCategory[]).filter(isUsableCategory);
  if (usable.length === 0) {
    throw new AppError('validation', messages.upgradeCategoryRequired, { field: 'categories' });
  }
  const document = rowToDocument(canvas);
  const resolved = resolveCategories(index, usable);
  const upgraded: CanvasDocument = { ...document, detail: { ...document.detail, categories: resolved } };
  await updateCanvas(deps.db, id, { type: 'professional', ...documentColumns(upgraded) });
  return { id: canvas.id, slug: canvas.slug };
}

/** Sitemap entries: the newest public canvases (a sitemap file holds at most 50,000 URLs). */
export const SITEMAP_CANVAS_LIMIT = 45_000;

export async function publicCanvasPaths(db: Db): Promise<string[]> {
  const rows = await listPublicCanvasSlugs(db, SITEMAP_CANVAS_LIMIT);
  return rows.map((row) => canvasPublicPath(row.slug));
}
