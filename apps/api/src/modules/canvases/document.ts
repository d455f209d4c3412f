import {
  type AdditionalInformation,
  type Award,
  additionalInformationSchema,
  type Canvas,
  type CanvasDetail,
  type CanvasMedia,
  type CanvasSummary,
  type CanvasType,
  canvasCompletion,
  canvasDetailSchema,
  canvasMediaSchema,
  type Education,
  type Employment,
  HIDDEN_PAYMENT_MODE_ID,
  type Introduction,
  introductionSchema,
  MEMBER_ROLE_AUTHORITY,
  MEMBER_ROLES,
  type MediaItem,
  type MemberRole,
  PRONOUN_OPTIONS,
  permissionOfRole,
  type SocialMedia,
  socialMediaSchema,
} from '@canvas/shared';
import { planOf } from './plan';
import { projectedLocations, searchProjection } from './projection';
import type { CanvasInsert, CanvasRecord, CanvasWithOwner, MemberName } from './queries';

type Pronoun = (typeof PRONOUN_OPTIONS)[number];

/** The editable document of a canvas: every part the contract reads and editors write. */
export interface CanvasDocument {
  introduction: Introduction;
  pronouns: Pronoun | null;
  bookingUrl: string;
  instagramHandle: string;
  detail: CanvasDetail;
  media: CanvasMedia;
  achievements: Award[];
  additionalInformation: AdditionalInformation;
  employments: Employment[];
  educations: Education[];
  socialMedia: SocialMedia;
}

/** A new canvas before anything is filled in (every part at its contract default). */
export function emptyDocument(): CanvasDocument {
  return {
    introduction: introductionSchema.parse({}),
    pronouns: null,
    bookingUrl: '',
    instagramHandle: '',
    detail: canvasDetailSchema.parse({}),
    media: canvasMediaSchema.parse({}),
    achievements: [],
    additionalInformation: additionalInformationSchema.parse({}),
    employments: [],
    educations: [],
    socialMedia: socialMediaSchema.parse({}),
  };
}

const isPronoun = (value: string | null): value is Pronoun =>
  value !== null && (PRONOUN_OPTIONS as readonly string[]).includes(value);

export function rowToDocument(row: CanvasRecord): CanvasDocument {
  return {
    introduction: row.introduction,
    pronouns: isPronoun(row.pronouns) ? row.pronouns : null,
    bookingUrl: row.bookingUrl,
    instagramHandle: row.instagramHandle,
    detail: row.detail,
    media: row.media,
    achievements: row.achievements,
    additionalInformation: row.additionalInformation,
    employments: row.employments,
    educations: row.educations,
    socialMedia: row.socialMedia,
  };
}

/** The columns a save writes: the document and its search projection, always together. */
export function documentColumns(document: CanvasDocument) {
  return {
    ...document,
    ...searchProjection(document),
  } satisfies Partial<CanvasInsert>;
}

export function documentLocations(document: CanvasDocument) {
  return projectedLocations(document.detail);
}

export interface Reader {
  userId: number;
  isAdmin: boolean;
  /** Signed up from the retail partner (or an admin): may set the account number (account-kinds.ts). */
  isRetailPartner: boolean;
}

/**
 * The reader's standing as an accepted member of the canvas's locations (canvas_members): their
 * strongest role over all locations. Null for non-members.
 */
export interface Membership {
  role: MemberRole;
  canEdit: boolean;
}

const isMemberRole = (value: string): value is MemberRole =>
  (MEMBER_ROLES as readonly string[]).includes(value);

/** The strongest of the roles the canvas read carries (comma-separated, from findLiveCanvas). */
export function membershipOf(roles: string | null | undefined): Membership | null {
  const known = (roles ?? '').split(',').filter(isMemberRole);
  const [role] = known.sort((a, b) => MEMBER_ROLE_AUTHORITY[a] - MEMBER_ROLE_AUTHORITY[b]);
  return role ? { role, canEdit: permissionOfRole(role) === 'canEdit' } : null;
}

/** May change the canvas: its owner, a platform admin, or an accepted member whose role may edit. */
export const canEditCanvas = (
  reader: Reader | null,
  canvas: Pick<CanvasRecord, 'ownerId'>,
  membership: Membership | null = null,
) => reader !== null && (reader.isAdmin || reader.userId === canvas.ownerId || membership?.canEdit === true);

/**
 * May re-role and remove staff on a save (spec 3 §6 "Admins of a canvas add, edit the role of,
 * remove or resend invitations"): the owner, a platform admin or a member with the Admin role.
 * Teachers edit the canvas and may invite, but their member changes on a save are ignored.
 */
export const mayManageMembers = (
  reader: Reader,
  canvas: Pick<CanvasRecord, 'ownerId'>,
  membership: Membership | null,
) => reader.isAdmin || reader.userId === canvas.ownerId || membership?.role === 'Admin';

/**
 * Public canvases for everyone; drafts and private ones for the owner, admins and the canvas's
 * accepted members (view-only staff read them too, they only cannot change them).
 */
export const canReadCanvas = (
  reader: Reader | null,
  canvas: Pick<CanvasRecord, 'ownerId' | 'status'>,
  membership: Membership | null = null,
) => canvas.status === 'public' || membership !== null || canEditCanvas(reader, canvas, membership);

/** The standing of `reader` on a canvas read by findLiveCanvas (membership only for signed-in reads). */
export const readerMembership = (found: Pick<CanvasWithOwner, 'readerRoles'>, reader: Reader | null) =>
  reader ? membershipOf(found.readerRoles) : null;

type Location = CanvasDetail['locations'][number];

/**
 * Members as the reader may see them. Editors get every member with the accepted ones' names;
 * view-only members get the accepted members' names without any email and no pending
 * invitations; everyone else (the public page) gets no members at all.
 */
function visibleLocations(
  locations: Location[],
  view: 'editor' | 'member' | 'public',
  names: MemberName[] | null,
): Location[] {
  if (view === 'public') return locations.map((location) => ({ ...location, members: [] }));
  const byId = new Map((names ?? []).map((name) => [name.userId, name]));
  return locations.map((location) => ({
    ...location,
    members: location.members.flatMap((member) => {
      const name = member.memberUserId === null ? undefined : byId.get(member.memberUserId);
      const memberUser = name
        ? { userId: name.userId, firstName: name.firstName, lastName: name.lastName }
        : null;
      if (view === 'editor') return [{ ...member, memberUser }];
      return member.memberUserId === null ? [] : [{ ...member, email: null, memberUser }];
    }),
  }));
}

/**
 * The canvas as a reader sees it. Readers who cannot edit it do not get what only the editor
 * needs: the hidden payment preference ('Don't show', spec 2 §9), invited members' emails per
 * location, and the retail-partner account number.
 */
export function toCanvas(found: CanvasWithOwner, reader: Reader | null, isBookmarked: boolean): Canvas {
  const { canvas: row, owner } = found;
  const membership = readerMembership(found, reader);
  const canEdit = canEditCanvas(reader, row, membership);
  const document = rowToDocument(row);
  const additionalInformation =
    !canEdit && document.additionalInformation.paymentMode?.optionId === HIDDEN_PAYMENT_MODE_ID
      ? { ...document.additionalInformation, paymentMode: null }
      : document.additionalInformation;
  const view = canEdit ? 'editor' : membership ? 'member' : 'public';
  const locations = visibleLocations(document.detail.locations, view, found.memberNames);
  const detail = canEdit
    ? { ...document.detail, locations }
    : { ...document.detail, scSalonId: null, locations };
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    status: row.status,
    owner,
    ...document,
    detail,
    additionalInformation,
    ...planOf(found),
    memberRole: membership && reader?.userId !== row.ownerId ? membership.role : null,
    isBookmarked,
    canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The picture of a canvas in lists: the portrait, else the featured photo, logo or first work photo. */
function listImage(media: CanvasMedia): string | null {
  const item: MediaItem | null | undefined =
    media.portraitPhoto ?? media.featuredPhoto ?? media.logo ?? media.portfolioPhoto[0];
  if (!item) return null;
  return item.variants?.['640'] ?? item.image ?? item.url;
}

export function toCanvasSummary(row: CanvasRecord): CanvasSummary {
  const document = rowToDocument(row);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    status: row.status,
    name: document.introduction.name,
    title: document.introduction.title || document.introduction.headline,
    image: listImage(document.media),
    completion: canvasCompletion(document),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Person canvases default their display name to the owner's. */
export const isPersonType = (type: CanvasType) => type === 'student' || type === 'professional';
