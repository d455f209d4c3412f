import {
  type Award,
  type CanvasCategory,
  type CanvasLocation,
  type CanvasMedia,
  type CanvasMember,
  type CanvasType,
  CLUB_AWARD_TITLE,
  type canvasInputSchema,
  type Education,
  isValidBookingLink,
  MEDIA_SLOT_RULES,
  type MediaItem,
  type MediaSlot,
  memberRolesOf,
  messages,
  normalizeCanvasInput,
  type OptionKind,
  OTHER_CATEGORY_ID,
  parseYouTubeId,
  permissionOfRole,
  type z,
} from '@canvas/shared';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findSchoolsByIds, loadOptionIndex, type OptionIndex } from '../options/service';
import type { CanvasDocument } from './document';

/**
 * What the server does with a canvas an editor sends (spec 2 §5): merge it into the stored
 * document, normalise it with the shared rules, enforce the rules a client could skip, and tie
 * free text to the option catalogues. Pure apart from reading catalogues and schools.
 */

export type ParsedCanvasInput = z.output<typeof canvasInputSchema>;

const OBJECT_PARTS = ['introduction', 'detail', 'media', 'additionalInformation', 'socialMedia'] as const;
type ObjectPart = (typeof OBJECT_PARTS)[number];

/** Which fields of each object part the request really contained (before schema defaults filled in the rest). */
export type SentFields = Partial<Record<ObjectPart, ReadonlySet<string>>>;

export function sentFieldsOf(body: unknown): SentFields {
  const sent: SentFields = {};
  if (typeof body !== 'object' || body === null) return sent;
  for (const part of OBJECT_PARTS) {
    const value = (body as Record<string, unknown>)[part];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      sent[part] = new Set(Object.keys(value));
    }
  }
  return sent;
}

/** Fields sent replace stored ones; fields not sent keep their stored value. */
function mergePart<T extends object>(
  stored: T,
  given: object | undefined,
  fields: ReadonlySet<string> | undefined,
): T {
  if (!given) return stored;
  const picked = Object.entries(given).filter(([key]) => (fields ? fields.has(key) : true));
  return { ...stored, ...Object.fromEntries(picked) };
}

export interface SaveDeps {
  db: Db;
  storage: Pick<StorageDriver, 'keyFromUrl'>;
}

interface PrepareOptions {
  current: CanvasDocument;
  input: ParsedCanvasInput;
  /** Fields present in the request; undefined takes every field of each part given (create). */
  sent?: SentFields;
  now?: Date;
}

export async function prepareDocument(deps: SaveDeps, options: PrepareOptions): Promise<CanvasDocument> {
  const { current, input, sent = {}, now = new Date() } = options;
  const index = await loadOptionIndex(deps.db);

  const { paymentModeId, ...additionalGiven } = input.additionalInformation ?? {};
  const paymentModeSent =
    input.additionalInformation !== undefined &&
    (sent.additionalInformation
      ? sent.additionalInformation.has('paymentModeId')
      : paymentModeId !== undefined);

  const merged: CanvasDocument = {
    introduction: mergePart(current.introduction, input.introduction, sent.introduction),
    pronouns: input.pronouns === undefined ? current.pronouns : input.pronouns,
    bookingUrl: input.bookingUrl ?? current.bookingUrl,
    instagramHandle: input.instagramHandle ?? current.instagramHandle,
    detail: mergePart(current.detail, input.detail, sent.detail),
    media: mergePart(current.media, input.media, sent.media),
    achievements: mergeAchievements(current.achievements, input.achievements, now),
    additionalInformation: mergePart(
      current.additionalInformation,
      input.additionalInformation ? additionalGiven : undefined,
      sent.additionalInformation,
    ),
    employments: input.employments ?? current.employments,
    educations: input.educations ?? current.educations,
    socialMedia: mergePart(current.socialMedia, input.socialMedia, sent.socialMedia),
  };
  merged.detail = { ...merged.detail, categories: nameCatalogueCategories(index, merged.detail.categories) };
  const document = normalizeCanvasInput(merged, now);

  if (!isValidBookingLink(document.bookingUrl)) {
    throw new AppError('validation', messages.bookingLinkInvalid, { field: 'bookingUrl' });
  }
  if (input.media) {
    const slots = Object.keys(input.media).filter((slot) => !sent.media || sent.media.has(slot));
    document.media = checkMedia(deps.storage, document.media, slots as Array<keyof CanvasMedia>);
  }
  if (paymentModeSent) {
    document.additionalInformation.paymentMode = resolvePaymentMode(index, paymentModeId ?? null);
  }
  document.additionalInformation = resolveAdditionalTags(index, document.additionalInformation);
  const unnamed = document.detail.categories.findIndex((category) => !isUsableCategory(category));
  if (unnamed >= 0) {
    throw new AppError('validation', messages.categoryNameRequired, {
      field: `detail.categories.${unnamed}.otherName`,
    });
  }
  document.detail = { ...document.detail, categories: resolveCategories(index, document.detail.categories) };
  document.educations = await resolveEducations(deps.db, index, document.educations);
  return document;
}

// --- awards -------------------------------------------------------------------------------

/**
 * Awards (spec 2 §3, §5): achievements granted by the product (isUserAchievement) are read-only —
 * the stored ones stay whatever is sent, and a client cannot add one. Old awards are kept when no
 * list is sent; a list sent (even empty) replaces the owner's own awards.
 */
export function mergeAchievements(stored: Award[], incoming: Award[] | undefined, now: Date): Award[] {
  if (incoming === undefined) return stored;
  const locked = stored.filter((award) => award.isUserAchievement);
  const lockedIds = new Set(locked.map((award) => award.uuid));
  const own = incoming.flatMap((award, position) =>
    award.isUserAchievement || lockedIds.has(award.uuid) ? [] : [checkAward(award, position, now)],
  );
  return [...locked, ...own];
}

function checkAward(award: Award, position: number, now: Date): Award {
  const field = (name: string) => ({ field: `achievements.${position}.${name}` });
  const title = award.title.trim();
  if (!title || title.toLowerCase() === 'other') {
    throw new AppError('validation', messages.awardTitleRequired, field('title'));
  }
  if (Number(award.issueYear) > now.getUTCFullYear()) {
    throw new AppError('validation', messages.awardYearInFuture, field('issueYear'));
  }
  const isClub = title === CLUB_AWARD_TITLE;
  // A club or team has a name and a participated-since year, never an issuer.
  if (!isClub && !award.issuer.trim()) {
    throw new AppError('validation', messages.awardIssuerRequired, field('issuer'));
  }
  return { ...award, title, issuer: isClub ? '' : award.issuer, isUserAchievement: false };
}

// --- staff --------------------------------------------------------------------------------

/** A member as the document stores it: the accepted member's name is only ever added on reads. */
function storedMember({ memberUser: _name, ...member }: CanvasMember): CanvasMember {
  return member;
}

interface MemberMerge {
  type: CanvasType;
  /** The locations as stored, read under the canvas's row lock. */
  stored: CanvasLocation[];
  /** The locations of the saved document. */
  incoming: CanvasLocation[];
  /** The owner, a platform admin or a member with the Admin role: may re-role and remove staff. */
  mayManage: boolean;
}

/**
 * Staff on a save (spec 2 §3 Member, spec 3 §6). A save never adds a member: members come only
 * from invitations. Each location keeps its stored members (matched by location uuid); a member
 * manager may change a member's role (its permission follows the role) or remove a member by
 * leaving it out; members sent that match no stored one are dropped, and `memberUserId` / `email`
 * always stay as stored. Other editors (teachers) send the members back as they read them: their
 * member changes are ignored, but they may not drop a location that has staff (403).
 */
export function mergeLocationMembers({ type, stored, incoming, mayManage }: MemberMerge): CanvasLocation[] {
  const storedByUuid = new Map(stored.map((location) => [location.uuid, location]));
  if (!mayManage) {
    const kept = new Set(incoming.map((location) => location.uuid));
    if (stored.some((location) => !kept.has(location.uuid) && location.members.length > 0)) {
      throw new AppError(
        'forbidden',
        'Only the owner or an Admin of this canvas can remove a location that has staff.',
        {
          field: 'detail.locations',
        },
      );
    }
  }
  const offered = memberRolesOf(type);
  const taken = new Set<string>();
  return incoming.map((location, position) => {
    // A uuid sent twice gets its staff once (a member is at one location).
    const before = taken.has(location.uuid) ? [] : (storedByUuid.get(location.uuid)?.members ?? []);
    taken.add(location.uuid);
    if (!mayManage) return { ...location, members: before.map(storedMember) };
    const sent = new Map(location.members.map((member, index) => [member.uuid, { member, index }]));
    const members = before.flatMap((member) => {
      const given = sent.get(member.uuid);
      if (!given) return [];
      const role = given.member.role;
      if (role === member.role) return [storedMember(member)];
      if (!offered.includes(role)) {
        throw new AppError('validation', messages.memberRoleNotOffered, {
          field: `detail.locations.${position}.members.${given.index}.role`,
        });
      }
      return [{ ...storedMember(member), role, permission: { permission: permissionOfRole(role) } }];
    });
    return { ...location, members };
  });
}

// --- media --------------------------------------------------------------------------------

const YOUTUBE_IMAGE = /^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\/vi\/[\w-]{11}\//;

/**
 * Every photo and video must be one this server stored (its URL maps back to a storage key), so a
 * canvas cannot embed arbitrary third-party URLs; YouTube links are the one exception, for videos.
 */
function checkMediaItem(
  storage: SaveDeps['storage'],
  item: MediaItem,
  slot: MediaSlot,
  field: string,
): MediaItem {
  const kind = MEDIA_SLOT_RULES[slot].kind;
  if (item.youtubeId) {
    if (kind !== 'video') throw new AppError('validation', messages.unsupportedFileType, { field });
    if (parseYouTubeId(item.url) !== item.youtubeId) {
      throw new AppError('validation', messages.youtubeLinkInvalid, { field: `${field}.url` });
    }
    if (item.image && !YOUTUBE_IMAGE.test(item.image) && storage.keyFromUrl(item.image) === null) {
      throw new AppError('validation', messages.mediaNotUploaded, { field: `${field}.image` });
    }
    return { ...item, type: slot, video: true };
  }
  if (kind === 'image' && item.video)
    throw new AppError('validation', messages.unsupportedFileType, { field });
  const urls = [item.url, item.image, ...Object.values(item.variants ?? {})];
  for (const url of urls) {
    if (url !== undefined && storage.keyFromUrl(url) === null) {
      throw new AppError('validation', messages.mediaNotUploaded, { field });
    }
  }
  return { ...item, type: slot, video: kind === 'video' };
}

function checkMedia(storage: SaveDeps['storage'], media: CanvasMedia, slots: Array<keyof CanvasMedia>) {
  const checked: CanvasMedia = { ...media };
  for (const slot of slots) {
    const field = `media.${slot}`;
    if (slot === 'portfolioPhoto' || slot === 'additionalVideo') {
      checked[slot] = media[slot].map((item, position) =>
        checkMediaItem(storage, item, slot, `${field}.${position}`),
      );
    } else {
      const item = media[slot];
      checked[slot] = item ? checkMediaItem(storage, item, slot, field) : null;
    }
  }
  return checked;
}

// --- catalogues ---------------------------------------------------------------------------

const TAG_KINDS = {
  preferredBrands: 'brand',
  specialities: 'speciality',
  softwares: 'software',
  backbarBrands: 'brand',
  retailBrands: 'brand',
  companyBenefits: 'companyBenefit',
  charities: 'charity',
} as const satisfies Record<string, OptionKind>;

function resolveAdditionalTags(index: OptionIndex, info: CanvasDocument['additionalInformation']) {
  const resolved = { ...info };
  for (const [field, kind] of Object.entries(TAG_KINDS) as Array<[keyof typeof TAG_KINDS, OptionKind]>) {
    resolved[field] = index.resolveTags(kind, info[field]);
  }
  return resolved;
}

function resolvePaymentMode(index: OptionIndex, id: number | null) {
  if (id === null) return null;
  const option = index.byId('paymentMode', id);
  if (!option) {
    throw new AppError('validation', 'paymentModeId is not valid', {
      field: 'additionalInformation.paymentModeId',
    });
  }
  return { optionId: option.id, name: option.name };
}

/** Categories picked from the catalogue may come with their id only; the catalogue names them. */
export function nameCatalogueCategories<T extends { optionId: number; name?: string | undefined }>(
  index: OptionIndex,
  categories: T[],
): T[] {
  return categories.map((category) => {
    const option = category.optionId > 0 ? index.byId('category', category.optionId) : undefined;
    return option ? { ...category, name: option.name } : category;
  });
}

/** Other (id 0) counts only with a typed name (spec 2 §5: 'Category Name is required'). */
export function isUsableCategory(category: Pick<CanvasCategory, 'optionId' | 'name'>): boolean {
  const name = category.name.trim().toLowerCase();
  return category.optionId !== OTHER_CATEGORY_ID || (name !== '' && name !== 'other');
}

/**
 * Categories and licences: a catalogue id takes the catalogue's name; Other (id 0) or an unknown
 * id keeps the typed name unless it matches a catalogue entry. The licence state is looked up by
 * id (or by name or USPS code when only a name came).
 */
export function resolveCategories(index: OptionIndex, categories: CanvasCategory[]): CanvasCategory[] {
  return categories.map((category) => {
    const option =
      (category.optionId > 0 ? index.byId('category', category.optionId) : undefined) ??
      index.byName('category', category.name);
    const named = option
      ? { ...category, optionId: option.id, name: option.name, otherName: '' }
      : { ...category, optionId: OTHER_CATEGORY_ID, otherName: category.name };
    const state =
      index.byId('state', named.stateId) ??
      (named.stateName
        ? (index.byName('state', named.stateName) ?? index.byCode('state', named.stateName))
        : undefined);
    return { ...named, stateId: state?.id ?? null, stateName: state?.name ?? '' };
  });
}

async function resolveEducations(db: Db, index: OptionIndex, educations: Education[]): Promise<Education[]> {
  const schoolIds = educations.flatMap((education) =>
    education.schoolId === null ? [] : [education.schoolId],
  );
  const schools = new Map((await findSchoolsByIds(db, [...new Set(schoolIds)])).map((row) => [row.id, row]));
  return educations.map((education) => {
    const school = education.schoolId === null ? undefined : schools.get(education.schoolId);
    const program = education.program;
    const option = program
      ? (index.byId('program', program.optionId) ?? index.byName('program', program.name))
      : undefined;
    return {
      ...education,
      schoolId: school?.id ?? null,
      schoolName: school?.name ?? education.schoolName,
      program: option
        ? { optionId: option.id, name: option.name }
        : program
          ? { optionId: null, name: program.name }
          : null,
    };
  });
}
