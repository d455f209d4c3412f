import type { CanvasType } from './constants';
import { isValidEmail } from './rules';
import {
  type Canvas,
  type CanvasInput,
  EMPTY_CATEGORY_ID,
  EXPERIENCE_UNSET,
  OTHER_CATEGORY_ID,
} from './schemas/canvas';

/**
 * Canvas rules shared by the editors and the API (spec 2 §5). The browser applies them for
 * immediate feedback; the server applies the same functions again, because a client is not trusted.
 */

/** Instagram handle: every character other than letters, digits, dot and underscore is stripped. */
export function stripInstagramHandle(value: string): string {
  return value.replace(/[^A-Za-z0-9._]/g, '');
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The 11-character video id of a YouTube link (youtu.be/{id}, {host}/shorts/{id} or
 * {host}/watch?v={id}), or null when the text is not such a link.
 */
export function parseYouTubeId(value: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value.trim()) ? value.trim() : `https://${value.trim()}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'shorts' || parts[0] === 'embed') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const PHONE = /^\+?[\d\s().-]{7,20}$/;
const HANDLE = /^@[A-Za-z0-9._]{1,30}$/;

function asWebUrl(value: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `http://${value}`);
    return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** Booking link: a URL, phone number, email or Instagram handle (spec 2 §5). Empty is allowed. */
export function isValidBookingLink(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (HANDLE.test(text)) return true;
  if (isValidEmail(text)) return true;
  if (PHONE.test(text) && text.replace(/\D/g, '').length >= 7) return true;
  return !/\s/.test(text) && asWebUrl(text) !== null;
}

/**
 * The href of a booking link: a URL gets http:// when it has no scheme, a phone becomes tel:, an
 * email mailto:, an @handle its Instagram profile. Returns '' for empty or invalid input.
 */
export function formatBookingLink(value: string): string {
  const text = value.trim();
  if (!text || !isValidBookingLink(text)) return '';
  if (HANDLE.test(text)) return `https://www.instagram.com/${text.slice(1)}`;
  if (isValidEmail(text)) return `mailto:${text}`;
  if (PHONE.test(text) && text.replace(/\D/g, '').length >= 7) return `tel:${text.replace(/[^\d+]/g, '')}`;
  return /^https?:\/\//i.test(text) ? text : `http://${text}`;
}

/** Today as YYYY-MM-DD in the caller's clock. */
export function todayIsoDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Normalisation on save (spec 2 §5): categories with id -1 are dropped and 'Other' takes the typed
 * name; educations without a school name are dropped and graduation dates default to today;
 * experience -1 means unset; relocation off clears the list; 'Non Beauty Industry' clears the
 * company type; the Instagram handle is stripped; empty numeric location fields become 0 (students:
 * null). Media is already only non-empty items by the schema. Pure: returns a new object.
 */
export function normalizeCanvasInput<T extends CanvasInput>(input: T, now = new Date()): T {
  const out: CanvasInput = { ...input };
  if (out.introduction) {
    const intro = { ...out.introduction };
    if (intro.yearOfExperience === EXPERIENCE_UNSET) intro.yearOfExperience = null;
    if (intro.isRelocated === false) intro.relocateTo = [];
    out.introduction = intro;
  }
  if (out.detail?.categories) {
    out.detail = {
      ...out.detail,
      categories: out.detail.categories
        .filter((category) => category.optionId !== EMPTY_CATEGORY_ID)
        .map((category) =>
          category.optionId === OTHER_CATEGORY_ID
            ? { ...category, name: (category.otherName ?? '').trim() || (category.name ?? '') }
            : category,
        )
        .filter((category) => (category.name ?? '').trim() !== ''),
    };
  }
  if (out.educations) {
    out.educations = out.educations
      .filter((education) => (education.schoolName ?? '').trim() !== '')
      .map((education) => ({ ...education, graduationDate: education.graduationDate || todayIsoDate(now) }));
  }
  if (out.employments) {
    out.employments = out.employments.map((employment) => ({
      ...employment,
      companyType: employment.industry === 'Non Beauty Industry' ? null : employment.companyType,
      endDate: employment.isCurrentWork ? null : employment.endDate,
    }));
  }
  if (out.instagramHandle !== undefined) out.instagramHandle = stripInstagramHandle(out.instagramHandle);
  if (out.socialMedia?.instagram !== undefined) {
    out.socialMedia = { ...out.socialMedia, instagram: stripInstagramHandle(out.socialMedia.instagram) };
  }
  return out as T;
}

export type PublishField = 'School' | 'Location' | 'Company name' | 'School name' | 'Primary contact number';

/**
 * Required fields missing for publishing (spec 2 §5 Publishing), by label. Students: every
 * education needs a school name. Professionals: a location. Business and school: name, contact
 * number and at least one location with an address.
 */
export function missingPublishFields(
  type: CanvasType,
  canvas: Pick<Canvas, 'introduction' | 'detail' | 'educations'>,
): PublishField[] {
  const missing: PublishField[] = [];
  const locations = canvas.detail.locations;
  const hasPlace = (location: (typeof locations)[number]) =>
    location.address.trim() !== '' || location.city.trim() !== '' || location.coordinates !== null;
  if (type === 'student') {
    if (canvas.educations.length === 0 || canvas.educations.some((education) => !education.schoolName.trim()))
      missing.push('School');
  } else if (type === 'professional') {
    if (!locations.some(hasPlace)) missing.push('Location');
  } else {
    if (!canvas.introduction.name.trim()) missing.push(type === 'school' ? 'School name' : 'Company name');
    if (!canvas.detail.primaryContactNumber.trim()) missing.push('Primary contact number');
    if (locations.length === 0 || locations.some((location) => !location.address.trim()))
      missing.push('Location');
  }
  return missing;
}

/**
 * How complete a student or professional portfolio is, 0-100, for the list colours
 * (up to 50 orange, up to 80 olive, above 80 green).
 */
export function canvasCompletion(
  canvas: Pick<
    Canvas,
    | 'introduction'
    | 'media'
    | 'detail'
    | 'educations'
    | 'employments'
    | 'achievements'
    | 'additionalInformation'
    | 'socialMedia'
    | 'bookingUrl'
  >,
): number {
  const checks = [
    canvas.introduction.name.trim() !== '',
    canvas.introduction.title.trim() !== '',
    canvas.introduction.description.trim() !== '',
    canvas.introduction.reason.trim() !== '',
    canvas.media.featuredPhoto !== null,
    canvas.media.portraitPhoto !== null,
    canvas.media.portfolioPhoto.length > 0,
    canvas.media.featuredVideo !== null || canvas.media.additionalVideo.length > 0,
    canvas.detail.locations.length > 0,
    canvas.detail.categories.length > 0 || canvas.educations.length > 0,
    canvas.employments.length > 0,
    canvas.achievements.length > 0,
    canvas.additionalInformation.preferredBrands.length + canvas.additionalInformation.specialities.length >
      0,
    Object.values(canvas.socialMedia).some((value) => value.trim() !== ''),
    canvas.bookingUrl.trim() !== '',
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

export function completionColor(percent: number): 'orange' | 'olive' | 'green' {
  if (percent <= 50) return 'orange';
  if (percent <= 80) return 'olive';
  return 'green';
}

/** A readable URL slug from a name: 'Jane O\'Neil' → 'jane-oneil'. Uniqueness is the server's job. */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'canvas';
}

/** The public link of a canvas (spec 2: {origin}/canvas/{slug}). */
export function canvasPublicPath(slug: string): string {
  return `/canvas/${encodeURIComponent(slug)}`;
}
