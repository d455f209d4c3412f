import {
  type AdditionalInformation,
  type Award,
  type Canvas,
  type CanvasCategory,
  type CanvasInput,
  type CanvasLocation,
  type MediaItem,
  normalizeCanvasInput,
  type SocialMedia,
  stripInstagramHandle,
} from '@canvas/shared';

/** The two canvas types the business and school editor builds. */
export type OrgCanvasType = 'business' | 'school';

export const isOrgCanvasType = (type: string): type is OrgCanvasType =>
  type === 'business' || type === 'school';

type BusinessTagKey =
  | 'backbarBrands'
  | 'retailBrands'
  | 'companyBenefits'
  | 'softwares'
  | 'specialities'
  | 'charities';

/**
 * What the business and school editor holds while the user types (spec 2 §3 "Editor-side model";
 * the names are the spec's). The canvas keeps its locations as one list; the editor splits it into
 * the default location (the first) and the extra ones, as the info steps do.
 */
export interface OrgDraft {
  companyName: string;
  headline: string;
  desc: string;
  whyJoin: string;
  contactNumber: string;
  /** Business categories (tags); schools have none. */
  category: CanvasCategory[];
  defaultLocation: CanvasLocation | null;
  extraLocations: CanvasLocation[];
  logo: MediaItem | null;
  featuredPhoto: MediaItem | null;
  teamPhoto: MediaItem | null;
  featuredVideo: MediaItem | null;
  /** Additional videos, at most 9, titled 'Additional Video N'. */
  extraVideo: MediaItem[];
  awardList: Award[];
  additional: Pick<AdditionalInformation, BusinessTagKey | 'paymentMode'>;
  /** The spec's socialMediaList, named as the shared Social Media panel reads it. */
  socialMedia: SocialMedia;
  instagramHandle: string;
}

export function orgDraftFromCanvas(canvas: Canvas): OrgDraft {
  const info = canvas.additionalInformation;
  const [defaultLocation = null, ...extraLocations] = canvas.detail.locations;
  const handle = canvas.instagramHandle || canvas.socialMedia.instagram;
  return {
    companyName: canvas.introduction.name,
    headline: canvas.introduction.headline,
    desc: canvas.introduction.description,
    whyJoin: canvas.introduction.reason,
    contactNumber: canvas.detail.primaryContactNumber,
    category: canvas.detail.categories,
    defaultLocation,
    extraLocations,
    logo: canvas.media.logo,
    featuredPhoto: canvas.media.featuredPhoto,
    teamPhoto: canvas.media.teamPhoto,
    featuredVideo: canvas.media.featuredVideo,
    extraVideo: canvas.media.additionalVideo,
    awardList: canvas.achievements,
    additional: {
      backbarBrands: info.backbarBrands,
      retailBrands: info.retailBrands,
      companyBenefits: info.companyBenefits,
      softwares: info.softwares,
      specialities: info.specialities,
      charities: info.charities,
      paymentMode: info.paymentMode,
    },
    socialMedia: { ...canvas.socialMedia, instagram: handle },
    instagramHandle: handle,
  };
}

/** Every location of the draft, the default first. */
export function draftLocations(
  draft: Pick<OrgDraft, 'defaultLocation' | 'extraLocations'>,
): CanvasLocation[] {
  return draft.defaultLocation ? [draft.defaultLocation, ...draft.extraLocations] : draft.extraLocations;
}

/** A count as typed: empty (or not a number) is unset. */
const typedCount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Spec 2 §5 "Normalisation on save": empty employees, chairs and area become 0; empty day and night
 * students become null. A location field may be empty while the user types (the inputs hold null),
 * which the schema's types do not admit, so this reads them loosely.
 */
export function normalizeLocation(location: CanvasLocation): CanvasLocation {
  const loose = location as CanvasLocation & {
    area: number | null;
    chairAmount: number | null;
    employeeAmount: number | null;
  };
  const normalized: CanvasLocation = {
    ...location,
    area: typedCount(loose.area) ?? 0,
    chairAmount: typedCount(loose.chairAmount) ?? 0,
    employeeAmount: typedCount(loose.employeeAmount) ?? 0,
  };
  if ('dayStudents' in location) normalized.dayStudents = typedCount(location.dayStudents);
  if ('nightStudents' in location) normalized.nightStudents = typedCount(location.nightStudents);
  return normalized;
}

/** What the editor edits, as a canvas holds it: the update payload and the live preview both start here. */
function editedParts(draft: OrgDraft) {
  const handle = stripInstagramHandle(draft.instagramHandle);
  return {
    introduction: {
      name: draft.companyName,
      headline: draft.headline,
      description: draft.desc,
      reason: draft.whyJoin,
    },
    instagramHandle: handle,
    detail: {
      primaryContactNumber: draft.contactNumber,
      categories: draft.category,
      locations: draftLocations(draft).map(normalizeLocation),
    },
    media: {
      logo: draft.logo,
      featuredPhoto: draft.featuredPhoto,
      teamPhoto: draft.teamPhoto,
      featuredVideo: draft.featuredVideo,
      additionalVideo: draft.extraVideo,
    },
    achievements: draft.awardList,
    socialMedia: { ...draft.socialMedia, instagram: handle },
  };
}

/**
 * The update payload of a draft (spec 2 §3, §5). Only the parts this editor edits are sent: the
 * server keeps every field it is not sent (the retail-partner number, say, which has its own call).
 */
export function orgDraftToInput(draft: OrgDraft): CanvasInput {
  const { paymentMode, ...tags } = draft.additional;
  return normalizeCanvasInput({
    ...editedParts(draft),
    additionalInformation: { ...tags, paymentModeId: paymentMode?.optionId ?? null },
  });
}

/** A stable fingerprint of what a save would send: equal fingerprints mean nothing to save. */
export function orgDraftFingerprint(draft: OrgDraft): string {
  return JSON.stringify(orgDraftToInput(draft));
}

/** The draft as a canvas, for the live preview (CanvasView renders canvases as read). */
export function orgDraftToPreviewCanvas(base: Canvas, draft: OrgDraft): Canvas {
  const parts = editedParts(draft);
  return {
    ...base,
    ...parts,
    introduction: { ...base.introduction, ...parts.introduction },
    detail: { ...base.detail, ...parts.detail },
    media: { ...base.media, ...parts.media },
    additionalInformation: { ...base.additionalInformation, ...draft.additional },
  };
}
