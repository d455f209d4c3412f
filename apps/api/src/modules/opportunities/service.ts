import { createHash, randomBytes } from 'node:crypto';
import {
  jobTypeOfName,
  messages,
  missingOpportunityFields,
  type myPostedSchema,
  OPPORTUNITY_DEFAULT_BRAND,
  OPPORTUNITY_DEFAULT_EXPIRY_DAYS,
  type Opportunity,
  type OpportunityList,
  type OpportunityStatus,
  type OpportunityValues,
  type OpportunityViewDetails,
  type OptionRef,
  type opportunityApplySchema,
  type opportunityInputSchema,
  type opportunityStatusSchema,
  type opportunityUpdateSchema,
  type opportunityWithdrawSchema,
  slugify,
  type z,
} from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import type { Reader } from '../canvases/document';
import { hasPlan, planOf } from '../canvases/plan';
import { findEditableCanvas, listMyCanvases, readerOf } from '../canvases/service';
import { onApplied, onWithdrawn } from '../hiring/service';
import { withdrawalEmail } from './emails';
import { sanitizeDescription } from './html';
import {
  addBookmark,
  deleteOpportunity,
  deleteOpportunityWithActivity,
  downgradeBeyond,
  findOpportunity,
  findPoster,
  insertOpportunityWithFreeSlug,
  insertView,
  listApplied,
  listPosted,
  listPublicOfCanvas,
  listPublicOpportunitySlugs,
  listSimilar,
  lockPosterCanvas,
  type OpportunityRead,
  removeBookmark,
  updateOpportunity,
  upsertApplication,
  viewsPer,
  withdrawApplication,
} from './queries';

export interface OpportunityDeps {
  db: Db;
  storage: StorageDriver;
  email: EmailSender;
  publicUrl: string;
  supportEmail: string;
}

/** Applying and withdrawing also tell the poster's side (hiring's hooks), whose emails are queued jobs. */
export interface ApplicationDeps extends OpportunityDeps {
  jobs: JobQueue;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = () => isoDay(new Date());
export const defaultExpire = (now = new Date()) =>
  isoDay(new Date(now.getTime() + OPPORTUNITY_DEFAULT_EXPIRY_DAYS * DAY_MS));

export const opportunityNotFound = () => new AppError('notFound', messages.opportunityNotFound);

const isExpired = (expire: string) => expire < today();
export const isVisibleToAll = (row: Pick<OpportunityRead['row'], 'status' | 'expire'>) =>
  row.status === 'public' && !isExpired(row.expire);

/** `{id or slug}`: digits are an id (slugs are never all digits), anything else a slug. */
export const opportunityRef = (idOrSlug: string | number): { id: number } | { slug: string } =>
  typeof idOrSlug === 'number' || /^\d{1,9}$/.test(idOrSlug)
    ? { id: Number(idOrSlug) }
    : { slug: idOrSlug.toLowerCase() };

/** Whether the reader may edit the poster canvas (its owner, a canEdit member, or an admin). */
async function isEditorOf(db: Db, reader: Reader | null, canvasId: number): Promise<boolean> {
  if (!reader) return false;
  if (reader.isAdmin) return true;
  try {
    await findEditableCanvas(db, reader, canvasId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export function toOpportunity(read: OpportunityRead, canEdit: boolean): Opportunity {
  const { row } = read;
  return {
    id: row.id,
    slug: row.slug,
    jobTitle: row.jobTitle ?? null,
    jobType: row.jobType ?? null,
    jobCategory: row.jobCategory ?? null,
    location: row.location ?? null,
    validForAllState: row.validForAllState,
    competition: row.competition,
    brand: row.brand,
    email: row.email,
    applyUrl: row.applyUrl,
    editor: row.editor,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expire: row.expire,
    applicants: read.applicants,
    viewCount: read.viewCount,
    media: row.media,
    canvasId: row.canvasId,
    canvasName: read.canvasName,
    canvasSlug: read.canvasSlug,
    applyStatus: read.applyStatus,
    poster: row.posterId ?? read.canvasOwnerId,
    additional: row.additional,
    isBookmarked: read.isBookmarked,
    canEdit,
  };
}

/** An external apply link gets https:// when it has no scheme; other schemes than http(s) are refused. */
export function normalizeApplyUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+/.test(trimmed))
    throw new AppError('validation', messages.invalidRequest, { field: 'applyUrl' });
  return `https://${trimmed.replace(/^\/\/+/, '')}`;
}

type StaffFields = Pick<OpportunityValues, 'competition' | 'validForAllState' | 'brand'>;
const STAFF_DEFAULTS: StaffFields = {
  competition: false,
  validForAllState: false,
  brand: OPPORTUNITY_DEFAULT_BRAND,
};

/** Platform staff alone set competition, national and brand type: others changing them are refused. */
function assertStaffFields(reader: Reader, sent: StaffFields, current: StaffFields) {
  if (reader.isAdmin) return;
  const changed =
    sent.competition !== current.competition ||
    sent.validForAllState !== current.validForAllState ||
    sent.brand !== current.brand;
  if (changed) throw new AppError('forbidden', messages.opportunityStaffOnly);
}

type EditableCanvas = Awaited<ReturnType<typeof findEditableCanvas>>;

/** The poster canvas: a business or school the reader may edit. */
async function posterCanvas(db: Db, reader: Reader, canvasId: number): Promise<EditableCanvas> {
  const found = await findEditableCanvas(db, reader, canvasId);
  if (!hasPlan(found.canvas.type)) throw new AppError('forbidden', messages.opportunityCanvasNotPoster);
  return found;
}

function assertQuota(deps: OpportunityDeps, found: EditableCanvas) {
  const job = planOf(found).job;
  if (!job || job.now >= job.max)
    throw new AppError('paymentRequired', messages.opportunityQuotaReached(deps.supportEmail));
}

/**
 * A write that makes an opportunity public takes one of the plan's slots: in one transaction the
 * poster canvas's row is locked (`FOR UPDATE`), `job.now < job.max` is read again under the lock
 * and only then written, so two publishes at once cannot both take the last slot.
 */
async function withQuotaSlot<T>(
  deps: OpportunityDeps,
  reader: Reader,
  canvasId: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockPosterCanvas(tx, canvasId))) throw new AppError('notFound');
    assertQuota(deps, await posterCanvas(tx, reader, canvasId));
    return write(tx);
  });
}

/** A job type named in the catalogue carries its id, so the search's job type filter finds it. */
function normalizeJobType(jobType: OptionRef | null): OptionRef | null {
  if (!jobType) return null;
  const known = jobTypeOfName(jobType.name);
  return known
    ? { optionId: known.optionId, name: known.name }
    : { optionId: null, name: jobType.name.trim() };
}

/** The columns of the sent document: location from the canvas, sanitized description, normalized link. */
function documentOf(found: EditableCanvas, values: OpportunityValues, expire: string) {
  let location = null;
  if (!values.validForAllState && values.locationUuid) {
    const place = found.canvas.detail.locations.find((candidate) => candidate.uuid === values.locationUuid);
    if (!place)
      throw new AppError('validation', messages.opportunityLocationNotOfCanvas, { field: 'locationUuid' });
    location = { uuid: place.uuid, address: place.address };
  }
  return {
    jobTitle: values.jobTitle,
    jobType: normalizeJobType(values.jobType),
    jobCategory: values.jobCategory,
    location,
    locationUuid: location?.uuid ?? null,
    validForAllState: values.validForAllState,
    competition: values.competition,
    brand: values.brand,
    email: values.email,
    applyUrl: normalizeApplyUrl(values.applyUrl),
    editor: sanitizeDescription(values.editor),
    media: values.media,
    additional: values.additional,
    expire,
  };
}

/** A public opportunity needs every required field and an expire day not yet past. */
function assertPublishable(values: OpportunityValues & { editor: string }, expire: string) {
  const missing = missingOpportunityFields(values);
  if (missing.length > 0) throw new AppError('validation', messages.opportunityMissingFields(missing));
  if (isExpired(expire)) throw new AppError('validation', messages.opportunityExpired, { field: 'expire' });
}

function slugCandidates(values: OpportunityValues, canvasName: string): string[] {
  const base =
    slugify(`${values.jobTitle?.name ?? 'opportunity'} ${canvasName}`).slice(0, 80) || 'opportunity';
  const safe = /^\d+$/.test(base) ? `opportunity-${base}` : base;
  return [safe, `${safe}-2`, `${safe}-3`, `${safe}-${randomBytes(4).toString('hex')}`];
}

/** `POST /api/opportunity`. */
export async function createOpportunity(
  deps: OpportunityDeps,
  user: UserRow,
  input: z.output<typeof opportunityInputSchema>,
): Promise<{ id: number; slug: string }> {
  const reader = readerOf(user);
  const found = await posterCanvas(deps.db, reader, input.canvasId);
  assertStaffFields(reader, input, STAFF_DEFAULTS);
  const expire = input.expire ?? defaultExpire();
  const document = documentOf(found, input, expire);
  if (input.status === 'public') {
    assertPublishable({ ...input, editor: document.editor }, expire);
    assertQuota(deps, found);
  }
  const canvasName = found.canvas.introduction.name;
  const insert = (db: Db) =>
    insertOpportunityWithFreeSlug(
      db,
      { ...document, canvasId: found.canvas.id, posterId: user.id, status: input.status },
      slugCandidates(input, canvasName),
    );
  const created =
    input.status === 'public'
      ? await withQuotaSlot(deps, reader, found.canvas.id, insert)
      : await insert(deps.db);
  if (!created) throw new AppError('conflict');
  return created;
}

/** An opportunity the reader may change (the poster canvas's editors): 404 when unseen, 403 when only seen. */
async function findEditableOpportunity(deps: OpportunityDeps, reader: Reader, id: number) {
  const read = await findOpportunity(deps.db, { id }, reader.userId);
  if (!read) throw opportunityNotFound();
  if (!(await isEditorOf(deps.db, reader, read.row.canvasId))) {
    if (isVisibleToAll(read.row)) throw new AppError('forbidden');
    throw opportunityNotFound();
  }
  return read;
}

/** `PUT /api/opportunity`: the whole document again; saving a public one keeps the publishing rules. */
export async function updateOpportunityDocument(
  deps: OpportunityDeps,
  user: UserRow,
  input: z.output<typeof opportunityUpdateSchema>,
): Promise<Opportunity> {
  const reader = readerOf(user);
  const read = await findEditableOpportunity(deps, reader, input.id);
  const found = await posterCanvas(deps.db, reader, read.row.canvasId);
  assertStaffFields(reader, input, read.row);
  const expire = input.expire ?? read.row.expire;
  const document = documentOf(found, { ...input, canvasId: read.row.canvasId }, expire);
  const status: OpportunityStatus = read.row.status === 'public' ? 'public' : input.status;
  const takesSlot = status === 'public' && read.row.status !== 'public';
  if (status === 'public') {
    assertPublishable({ ...input, canvasId: read.row.canvasId, editor: document.editor }, expire);
    if (takesSlot) assertQuota(deps, found);
  }
  const save = (db: Db) => updateOpportunity(db, read.row.id, { ...document, status });
  if (takesSlot) await withQuotaSlot(deps, reader, read.row.canvasId, save);
  else await save(deps.db);
  return getOpportunity(deps, user, String(read.row.id));
}

/** `PUT /api/opportunity/status`: public needs the required fields, an unexpired expire and quota. */
export async function setOpportunityStatus(
  deps: OpportunityDeps,
  user: UserRow,
  input: z.output<typeof opportunityStatusSchema>,
): Promise<Opportunity> {
  const reader = readerOf(user);
  const read = await findEditableOpportunity(deps, reader, input.id);
  if (input.status === 'public' && read.row.status !== 'public') {
    const found = await posterCanvas(deps.db, reader, read.row.canvasId);
    const row = read.row;
    assertPublishable(
      {
        canvasId: row.canvasId,
        jobTitle: row.jobTitle ?? null,
        jobType: row.jobType ?? null,
        jobCategory: row.jobCategory ?? null,
        locationUuid: row.locationUuid,
        validForAllState: row.validForAllState,
        competition: row.competition,
        brand: row.brand,
        email: row.email,
        applyUrl: row.applyUrl,
        editor: row.editor,
        status: 'public',
        expire: row.expire,
        media: row.media,
        additional: row.additional,
      },
      row.expire,
    );
    assertQuota(deps, found);
    await withQuotaSlot(deps, reader, row.canvasId, (tx) =>
      updateOpportunity(tx, row.id, { status: 'public' }),
    );
  } else if (input.status !== read.row.status)
    await updateOpportunity(deps.db, read.row.id, { status: input.status });
  return getOpportunity(deps, user, String(read.row.id));
}

/** `GET /api/opportunity/{id or slug}`: public, unexpired ones for everyone; the rest for its editors. */
export async function getOpportunity(
  deps: OpportunityDeps,
  user: UserRow | null,
  idOrSlug: string,
): Promise<Opportunity> {
  const reader = readerOf(user);
  const read = await findOpportunity(deps.db, opportunityRef(idOrSlug), reader?.userId ?? null);
  if (!read) throw opportunityNotFound();
  const canEdit = await isEditorOf(deps.db, reader, read.row.canvasId);
  if (!canEdit && !isVisibleToAll(read.row)) throw opportunityNotFound();
  return toOpportunity(read, canEdit);
}

/** `GET /api/opportunity/similar/{id}`: others like one its reader may see (same category or job title). */
export async function listSimilarOpportunities(deps: OpportunityDeps, user: UserRow | null, id: number) {
  const of = await getOpportunity(deps, user, String(id));
  const rows = await listSimilar(
    deps.db,
    { id: of.id, jobCategory: of.jobCategory?.name ?? null, jobTitle: of.jobTitle?.name ?? null },
    user?.id ?? null,
  );
  return { list: rows.map((read) => toOpportunity(read, false)), count: rows.length };
}

/** `DELETE /api/opportunity/{id}`. */
export async function removeOpportunity(deps: OpportunityDeps, user: UserRow, id: number) {
  const read = await findEditableOpportunity(deps, readerOf(user), id);
  await deleteOpportunity(deps.db, read.row.id);
  return { success: true as const };
}

/**
 * `DELETE /api/opportunity/remove/{id}` (spec 3 §7, platform admins): any opportunity, with its
 * applications, views and bookmarks, in one transaction; 404 when there is none.
 */
export async function adminRemoveOpportunity(deps: OpportunityDeps, id: number) {
  const removed = await deps.db.transaction((tx) => deleteOpportunityWithActivity(tx, id));
  if (!removed) throw opportunityNotFound();
  return { success: true as const };
}

/** Agents of crawlers, link previews and scripts: they do not count as views. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|curl|wget|python|java\/|go-http|httpclient|axios|node-fetch|facebookexternalhit|scan/i;
export const isBotAgent = (agent: string | undefined) => !agent || BOT_AGENT.test(agent);

/**
 * `POST /api/opportunity/addview`: once per visitor and day (the signed-in user, or a hash of the
 * address and agent of a visitor), bots not counted.
 */
export async function addView(
  deps: OpportunityDeps,
  user: UserRow | null,
  id: number,
  client: { ip: string; agent: string | undefined },
): Promise<{ counted: boolean }> {
  const read = await findOpportunity(deps.db, { id }, null);
  if (!read || !isVisibleToAll(read.row)) throw opportunityNotFound();
  if (isBotAgent(client.agent)) return { counted: false };
  const visitor = user
    ? `u:${user.id}`
    : `v:${createHash('sha256')
        .update(`${client.ip}|${client.agent ?? ''}`)
        .digest('hex')
        .slice(0, 32)}`;
  return { counted: await insertView(deps.db, id, visitor) };
}

/** `GET /api/opportunity/opp-view-details/{id}`: for the poster canvas's editors. */
export async function viewDetails(
  deps: OpportunityDeps,
  user: UserRow,
  id: number,
): Promise<OpportunityViewDetails> {
  const read = await findEditableOpportunity(deps, readerOf(user), id);
  const now = Date.now();
  const [viewsPerDay, viewsPerWeek, viewsPerMonth] = await Promise.all([
    viewsPer(deps.db, read.row.id, 'day', isoDay(new Date(now - 29 * DAY_MS))),
    viewsPer(deps.db, read.row.id, 'week', isoDay(new Date(now - 12 * 7 * DAY_MS))),
    viewsPer(deps.db, read.row.id, 'month', isoDay(new Date(now - 365 * DAY_MS))),
  ]);
  return { viewsPerDay, viewsPerWeek, viewsPerMonth };
}

/** `POST /api/opportunity/apply`: a signed-in person with a student or professional canvas, once. */
export async function apply(
  deps: ApplicationDeps,
  user: UserRow,
  input: z.output<typeof opportunityApplySchema>,
) {
  const read = await findOpportunity(deps.db, { id: input.id }, user.id);
  if (!read || !isVisibleToAll(read.row)) throw opportunityNotFound();
  const own = (await listMyCanvases(deps, user.id, { status: 'all' })).filter(
    (canvas) => canvas.type === 'student' || canvas.type === 'professional',
  );
  const canvas =
    input.canvasId === undefined ? own[0] : own.find((candidate) => candidate.id === input.canvasId);
  if (!canvas) throw new AppError('forbidden', messages.applyNeedsCanvas);
  const applied = await upsertApplication(deps.db, {
    opportunityId: read.row.id,
    userId: user.id,
    canvasId: canvas.id,
    message: input.message,
  });
  if (!applied) throw new AppError('conflict', messages.alreadyApplied);
  await onApplied(deps, { opportunityId: read.row.id, applicantId: user.id });
  return { success: true as const, applyStatus: applied.status };
}

/** `POST /api/opportunity/withdraw` {id, msg}: the caller's own application; the poster is emailed. */
export async function withdraw(
  deps: ApplicationDeps,
  user: UserRow,
  input: z.output<typeof opportunityWithdrawSchema>,
) {
  const read = await findOpportunity(deps.db, { id: input.id }, user.id);
  if (!read) throw opportunityNotFound();
  const withdrawn = await withdrawApplication(deps.db, read.row.id, user.id);
  if (!withdrawn) throw new AppError('notFound', messages.applicationNotFound);
  const poster = await findPoster(deps.db, read.row.posterId ?? read.canvasOwnerId);
  if (poster) {
    await deps.email.send(
      withdrawalEmail({
        to: poster,
        applicantName: `${user.firstName} ${user.lastName}`.trim() || 'An applicant',
        jobTitle: read.row.jobTitle?.name ?? 'your opportunity',
        message: input.msg,
        publicUrl: deps.publicUrl,
      }),
    );
  }
  await onWithdrawn(deps, { opportunityId: read.row.id, applicantId: user.id });
  return { success: true as const };
}

/** `GET /api/opportunity/my/asked`: what the caller applied to. */
export async function listMyApplications(deps: OpportunityDeps, user: UserRow, canvasId: number | undefined) {
  const rows = await listApplied(deps.db, user.id, canvasId);
  return {
    list: rows.map((read) => ({
      opportunity: toOpportunity(read, false),
      applyStatus: read.status,
      appliedAt: read.appliedAt.toISOString(),
    })),
  };
}

/** `POST /api/opportunity/my/posted`: a canvas's opportunities, for its editors. */
export async function listMyPosted(
  deps: OpportunityDeps,
  user: UserRow,
  input: z.output<typeof myPostedSchema>,
): Promise<OpportunityList> {
  const reader = readerOf(user);
  await findEditableCanvas(deps.db, reader, input.canvasId);
  const { list, count } = await listPosted(deps.db, user.id, input);
  return { list: list.map((read) => toOpportunity(read, true)), count };
}

/** `GET /api/opportunity/belongto/{canvasId}`: a canvas's public, unexpired opportunities. */
export async function listBelongTo(deps: OpportunityDeps, user: UserRow | null, canvasId: number) {
  const rows = await listPublicOfCanvas(deps.db, canvasId, user?.id ?? null);
  return { list: rows.map((read) => toOpportunity(read, false)), count: rows.length };
}

/** `PUT /api/bookmark/opportunity/{id}/{add|remove}`: only opportunities the caller can see. */
export async function setOpportunityBookmark(
  deps: OpportunityDeps,
  user: UserRow,
  id: number,
  action: 'add' | 'remove',
  note: string,
) {
  await getOpportunity(deps, user, String(id));
  if (action === 'add') await addBookmark(deps.db, user.id, id, note);
  else await removeBookmark(deps.db, user.id, id);
  return { bookmarked: action === 'add' };
}

/**
 * Billing's quota hook (decision 029): inside the transaction that lowered the plan, the newest
 * active opportunities beyond the new quota become 'downgrade'.
 */
export async function downgradeBeyondQuota(tx: Db, canvasId: number, newMax: number): Promise<void> {
  await downgradeBeyond(tx, canvasId, newMax);
}

/** Sitemap entries: the newest public, unexpired opportunities, with their last change (issue 22). */
export async function publicOpportunityPaths(db: Db, limit: number) {
  if (limit <= 0) return [];
  const rows = await listPublicOpportunitySlugs(db, limit);
  return rows.map((row) => ({
    path: `/opportunity-detail/${encodeURIComponent(row.slug)}`,
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}
