import {
  type AdditionalInformation,
  type Award,
  type Canvas,
  type CanvasCategory,
  type CanvasCategoryInput,
  type CanvasInput,
  type CanvasLocation,
  type CanvasMedia,
  type Education,
  type Employment,
  EXPERIENCE_UNSET,
  type Introduction,
  isValidBookingLink,
  type Kpi,
  normalizeCanvasInput,
  type OptionRef,
  type PRONOUN_OPTIONS,
  type SocialMedia,
  stripInstagramHandle,
  todayIsoDate,
} from '@canvas/shared';

/** The two canvas types these editors build. */
export type PersonalCanvasType = 'student' | 'professional';

export type Pronoun = (typeof PRONOUN_OPTIONS)[number];

/**
 * What the student and professional editors hold while the user types (spec 2 §3 "editor-side
 * model"). It mirrors the canvas as read, so the live preview renders it directly; the differences
 * are the spec's: years of experience is -1 when unset, and payment preference is an option (sent
 * as `paymentModeId`).
 */
export interface EditorDraft {
  introduction: Introduction & { yearOfExperience: number | null };
  pronouns: Pronoun | null;
  bookingUrl: string;
  instagramHandle: string;
  locations: CanvasLocation[];
  categories: CanvasCategory[];
  media: CanvasMedia;
  achievements: Award[];
  additionalInformation: Pick<
    AdditionalInformation,
    'preferredBrands' | 'specialities' | 'softwares' | 'KPI' | 'paymentMode'
  >;
  employments: Employment[];
  educations: Education[];
  socialMedia: SocialMedia;
}

export const emptyKpi = (): Kpi => ({
  newGuestsPerMonth: null,
  newClientRetention: null,
  repeatClientRetention: null,
  annualFrequencyOfVisit: null,
  combinedAverageTicket: null,
  productivity: null,
  serviceToRetailSales: null,
});

export const emptyMedia = (): CanvasMedia => ({
  logo: null,
  featuredPhoto: null,
  portraitPhoto: null,
  teamPhoto: null,
  featuredVideo: null,
  portfolioPhoto: [],
  additionalVideo: [],
});

export function emptyDraft(name = ''): EditorDraft {
  return {
    introduction: {
      name,
      title: '',
      headline: '',
      yearOfExperience: EXPERIENCE_UNSET,
      isRelocated: false,
      relocateTo: [],
      opportunityStatus: false,
      showOpportunityStatus: true,
      description: '',
      reason: '',
    },
    pronouns: null,
    bookingUrl: '',
    instagramHandle: '',
    locations: [],
    categories: [],
    media: emptyMedia(),
    achievements: [],
    additionalInformation: {
      preferredBrands: [],
      specialities: [],
      softwares: [],
      KPI: emptyKpi(),
      paymentMode: null,
    },
    employments: [],
    educations: [],
    socialMedia: { instagram: '', youtube: '', facebook: '', tiktok: '' },
  };
}

export function draftFromCanvas(canvas: Canvas): EditorDraft {
  const info = canvas.additionalInformation;
  return {
    introduction: {
      ...canvas.introduction,
      yearOfExperience: canvas.introduction.yearOfExperience ?? EXPERIENCE_UNSET,
    },
    pronouns: canvas.pronouns,
    bookingUrl: canvas.bookingUrl,
    instagramHandle: canvas.instagramHandle || canvas.socialMedia.instagram,
    locations: canvas.detail.locations,
    categories: canvas.detail.categories,
    media: canvas.media,
    achievements: canvas.achievements,
    additionalInformation: {
      preferredBrands: info.preferredBrands,
      specialities: info.specialities,
      softwares: info.softwares,
      KPI: info.KPI,
      paymentMode: info.paymentMode,
    },
    employments: canvas.employments,
    educations: canvas.educations,
    socialMedia: { ...canvas.socialMedia, instagram: canvas.socialMedia.instagram || canvas.instagramHandle },
  };
}

/**
 * The update payload of a draft, normalised as spec 2 §5 says (the server applies the same rules
 * again). An invalid booking link is left out, so an autosave never sends it; the explicit save
 * buttons refuse to save until it is fixed.
 */
export function draftToInput(draft: EditorDraft, now = new Date()): CanvasInput {
  const handle = stripInstagramHandle(draft.instagramHandle);
  const input: CanvasInput = {
    introduction: {
      ...draft.introduction,
      relocateTo: draft.introduction.relocateTo.map((place) => place.trim()).filter(Boolean),
    },
    pronouns: draft.pronouns,
    instagramHandle: handle,
    detail: { locations: draft.locations, categories: draft.categories },
    media: draft.media,
    achievements: draft.achievements,
    additionalInformation: {
      preferredBrands: draft.additionalInformation.preferredBrands,
      specialities: draft.additionalInformation.specialities,
      softwares: draft.additionalInformation.softwares,
      KPI: draft.additionalInformation.KPI,
      paymentModeId: draft.additionalInformation.paymentMode?.optionId ?? null,
    },
    employments: draft.employments,
    educations: draft.educations,
    socialMedia: { ...draft.socialMedia, instagram: handle },
  };
  if (isValidBookingLink(draft.bookingUrl)) input.bookingUrl = draft.bookingUrl.trim();
  return normalizeCanvasInput(input, now);
}

/** A stable fingerprint of what a save would send: equal fingerprints mean nothing to save. */
export function draftFingerprint(draft: EditorDraft): string {
  // A fixed date keeps "graduation defaults to today" from making a draft dirty at midnight.
  return JSON.stringify(draftToInput(draft, new Date(2000, 0, 1)));
}

/** The draft as a canvas, for the live preview (CanvasView renders canvases as read). */
export function draftToPreviewCanvas(base: Canvas, draft: EditorDraft): Canvas {
  const input = draftToInput(draft);
  return {
    ...base,
    introduction: {
      ...draft.introduction,
      yearOfExperience: input.introduction?.yearOfExperience ?? null,
      relocateTo: input.introduction?.relocateTo ?? [],
    },
    pronouns: draft.pronouns,
    bookingUrl: isValidBookingLink(draft.bookingUrl) ? draft.bookingUrl.trim() : base.bookingUrl,
    instagramHandle: input.instagramHandle ?? '',
    detail: { ...base.detail, locations: draft.locations, categories: draftCategoriesForDisplay(draft) },
    media: draft.media,
    achievements: draft.achievements,
    additionalInformation: { ...base.additionalInformation, ...draft.additionalInformation },
    employments: draft.employments,
    educations: draft.educations.filter((education) => education.schoolName.trim() !== ''),
    socialMedia: { ...draft.socialMedia, instagram: input.instagramHandle ?? '' },
  };
}

/** A category as sent, as a canvas reads it back: the parts left out are empty. */
export function categoryAsRead(category: CanvasCategoryInput): CanvasCategory {
  return {
    optionId: category.optionId,
    name: category.name ?? '',
    licenseNumber: category.licenseNumber ?? '',
    stateId: category.stateId ?? null,
    stateName: category.stateName ?? '',
    otherName: category.otherName ?? '',
  };
}

function draftCategoriesForDisplay(draft: EditorDraft): CanvasCategory[] {
  const normalized =
    normalizeCanvasInput({ detail: { categories: draft.categories } }).detail?.categories ?? [];
  return normalized.map(categoryAsRead);
}

/**
 * A canvas shell for an editor opened without an id (/student-canvas): nothing is saved yet, so
 * the preview has no id, slug or dates of its own.
 */
export function unsavedCanvas(
  type: PersonalCanvasType,
  owner: Canvas['owner'],
  now = new Date().toISOString(),
): Canvas {
  const draft = emptyDraft(`${owner.firstName} ${owner.lastName}`.trim());
  return {
    id: 0,
    slug: '',
    type,
    status: 'draft',
    owner,
    introduction: { ...draft.introduction, yearOfExperience: null },
    pronouns: null,
    bookingUrl: '',
    instagramHandle: '',
    detail: { locations: [], categories: [], primaryContactNumber: '', scSalonId: null },
    media: emptyMedia(),
    achievements: [],
    additionalInformation: {
      ...draft.additionalInformation,
      backbarBrands: [],
      retailBrands: [],
      companyBenefits: [],
      charities: [],
    },
    employments: [],
    educations: [],
    socialMedia: draft.socialMedia,
    payorder: null,
    job: null,
    memberRole: null,
    isBookmarked: false,
    canEdit: true,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
  };
}

export function newUuid(): string {
  return crypto.randomUUID();
}

export function emptyEducation(now = new Date()): Education {
  return {
    uuid: newUuid(),
    schoolName: '',
    schoolId: null,
    program: null,
    graduationDate: todayIsoDate(now),
    gpa: null,
    attendance: null,
    hasWorkPermit: 'no',
    workPermitHour: null,
  };
}

/**
 * An entry saved from its dialog: it replaces the one at `index` (an edit), or is appended (a new
 * entry: 'new', null or no such index).
 */
export function saveInList<T>(list: readonly T[], entry: T, index: number | 'new' | null): T[] {
  if (typeof index === 'number' && index >= 0 && index < list.length) {
    return list.map((current, position) => (position === index ? entry : current));
  }
  return [...list, entry];
}

/**
 * Spec 2 §4: saving the education list replaces a single empty entry with the new one; otherwise
 * the entry is appended (new) or replaced at its index (edit).
 */
export function saveEducationInList(
  list: Education[],
  education: Education,
  index: number | 'new' | null,
): Education[] {
  const [only] = list;
  // With one entry, only index 0 edits it; anything else is a new entry.
  const replacesEmpty =
    list.length === 1 && index !== 0 && only?.schoolName.trim() === '' && only.program === null;
  return replacesEmpty ? [education] : saveInList(list, education, index);
}

/** An option picked in a form, as sent: a catalogue entry keeps its id, free text has none. */
export function optionRef(optionId: number | null, name: string): OptionRef {
  return { optionId, name: name.trim() };
}
