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
  type MediaItem,
  PRONOUN_OPTIONS,
  type SocialMedia,
  socialMediaSchema,
} from '@canvas/shared';
import { projectedLocations, searchProjection } from './projection';
import type { CanvasInsert, CanvasRecord, CanvasWithOwner } from './queries';

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
}

export const canEditCanvas = (reader: Reader | null, canvas: Pick<CanvasRecord, 'ownerId'>) =>
  reader !== null && (reader.isAdmin || reader.userId === canvas.ownerId);

/** Public canvases for everyone; drafts and private ones for the owner and admins. */
export const canReadCanvas = (reader: Reader | null, canvas: Pick<CanvasRecord, 'ownerId' | 'status'>) =>
  canvas.status === 'public' || canEditCanvas(reader, canvas);

/**
 * The canvas as a reader sees it. Readers who cannot edit it do not get what only the editor
 * needs: the hidden payment preference ('Don't show', spec 2 §9), invited members' emails per
 * location, and the retail-partner account number.
 */
export function toCanvas(
  { canvas: row, owner }: CanvasWithOwner,
  reader: Reader | null,
  isBookmarked: boolean,
): Canvas {
  const canEdit = canEditCanvas(reader, row);
  const document = rowToDocument(row);
  const additionalInformation =
    !canEdit && document.additionalInformation.paymentMode?.optionId === HIDDEN_PAYMENT_MODE_ID
      ? { ...document.additionalInformation, paymentMode: null }
      : document.additionalInformation;
  const detail = canEdit
    ? document.detail
    : {
        ...document.detail,
        scSalonId: null,
        locations: document.detail.locations.map((location) => ({ ...location, members: [] })),
      };
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    status: row.status,
    owner,
    ...document,
    detail,
    additionalInformation,
    // Filled in for business and school canvases by the team/plan reads (issue 20).
    payorder: null,
    job: null,
    memberRole: null,
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
