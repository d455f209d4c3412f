import {
  type AdditionalInformation,
  type Canvas,
  type CanvasLocation,
  canvasPublicPath,
  HIDDEN_PAYMENT_MODE_ID,
  HIDDEN_PAYMENT_MODE_NAME,
  type MediaItem,
  type OptionRef,
} from '@canvas/shared';

// The carousel's rules have a module of their own: the work carousel is an island of the public
// page, and this one reads the shared contracts (issue 24).
export {
  COMPACT_VIEW_MAX_PX,
  chunk,
  showsCarouselArrows,
  WORK_PER_SLIDE_COMPACT,
  WORK_PER_SLIDE_WIDE,
} from './carousel-rules';

/**
 * The display rules of a student or professional canvas (spec 2 "Public student or professional
 * canvas view" and §9), kept apart from the components so each has a test of its own.
 */

/** The sticky Book a Service button appears once the page is scrolled further than this. */
export const STICKY_BOOKING_SCROLL_PX = 120;
/** Employment shows this many entries before See More. */
export const EMPLOYMENT_PREVIEW_COUNT = 3;
/** Employment descriptions are cut at this many characters, with See More / See less. */
export const DESCRIPTION_PREVIEW_CHARS = 200;
/** Tag lists show this many slots; the last one becomes '+N' when there are more (spec 2 §9). */
export const PREVIEW_LIST_SIZE = 8;

/**
 * Owners whose pronouns are never shown on the public view. Spec 2 names one such user id without
 * giving it; the list stays empty until the product gives the id.
 */
export const PRONOUN_HIDDEN_OWNER_IDS: readonly number[] = [];

/** The pronoun line of the header, or null when there is nothing to show. */
export function visiblePronoun(
  canvas: Pick<Canvas, 'pronouns' | 'owner'>,
  hiddenOwnerIds: readonly number[] = PRONOUN_HIDDEN_OWNER_IDS,
): string | null {
  if (!canvas.pronouns || canvas.pronouns === 'Prefer not to say') return null;
  if (hiddenOwnerIds.includes(canvas.owner.id)) return null;
  return canvas.pronouns;
}

/** 'Open to Opportunity' shows only when the owner is open and chose to show it. */
export function showsOpenToOpportunity(canvas: Pick<Canvas, 'introduction'>): boolean {
  return canvas.introduction.opportunityStatus && canvas.introduction.showOpportunityStatus;
}

export function typeLabel(type: Canvas['type']): string {
  return { student: 'Student', professional: 'Professional', business: 'Business', school: 'School' }[type];
}

/** The first location as 'City, ST' (or its address), for the header. */
export function locationLabel(canvas: Pick<Canvas, 'detail'>): string {
  const location = canvas.detail.locations[0];
  if (!location) return '';
  const place = [location.city, location.stateShort || location.state].filter(Boolean).join(', ');
  return place || location.address;
}

/** Text cut at `max` characters (on a word when one ends near the cut), and whether it was cut. */
export function truncateText(
  text: string,
  max: number = DESCRIPTION_PREVIEW_CHARS,
): { text: string; isTruncated: boolean } {
  if (text.length <= max) return { text, isTruncated: false };
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const clean = lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut;
  return { text: `${clean.trimEnd()}…`, isTruncated: true };
}

/**
 * A tag list of at most `size` slots: with more items, the last slot reads '+N' (N = count minus
 * size - 1) and opens the full list.
 */
export function previewList<T>(
  items: readonly T[],
  size: number = PREVIEW_LIST_SIZE,
): { visible: T[]; more: number } {
  if (items.length <= size) return { visible: [...items], more: 0 };
  return { visible: items.slice(0, size - 1), more: items.length - (size - 1) };
}

/** The link shown for copying, sharing and the QR code: {origin}/canvas/{slug}. */
export function canvasShareUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/$/, '')}${canvasPublicPath(slug)}`;
}

/** Payment preference to show, or null: 'Don't show' (id 173) is never displayed (spec 2 §9). */
export function visiblePaymentMode(info: Pick<AdditionalInformation, 'paymentMode'>): OptionRef | null {
  const mode = info.paymentMode;
  if (!mode) return null;
  if (mode.optionId === HIDDEN_PAYMENT_MODE_ID || mode.name === HIDDEN_PAYMENT_MODE_NAME) return null;
  return mode;
}

const byOrder = (a: MediaItem, b: MediaItem) => (a.order ?? 0) - (b.order ?? 0);

/** The name a person's canvas goes by: its own, or its owner's when it has none. */
export function personCanvasName(canvas: Pick<Canvas, 'introduction' | 'owner'>): string {
  return canvas.introduction.name.trim() || `${canvas.owner.firstName} ${canvas.owner.lastName}`.trim();
}

/** The name any canvas goes by (a business or school by its own name, else 'Business' / 'School'). */
export function canvasDisplayName(canvas: Pick<Canvas, 'introduction' | 'owner' | 'type'>): string {
  if (isOrgType(canvas.type)) return canvas.introduction.name.trim() || typeLabel(canvas.type);
  return personCanvasName(canvas) || typeLabel(canvas.type);
}

/** Whether Additional info has anything to list: brands, specialties, software, payment or relocation. */
export function hasAdditionalInfo(info: AdditionalInformation, relocateTo: readonly string[]): boolean {
  return (
    info.preferredBrands.length + info.specialities.length + info.softwares.length > 0 ||
    visiblePaymentMode(info) !== null ||
    relocateTo.length > 0
  );
}

export interface PersonSectionsShown {
  work: boolean;
  about: boolean;
  education: boolean;
  motivation: boolean;
  employment: boolean;
  awards: boolean;
  additional: boolean;
}

/**
 * Which sections of a person's canvas show. Visitors see a section only when it has something in
 * it (issue 26); the owner and the editor's preview (`showsEmpty`) see every one, empty ones with a
 * hint of what goes there. KPIs, Instagram and Social media decide for themselves.
 */
export function personSectionsShown(
  canvas: Pick<
    Canvas,
    | 'introduction'
    | 'media'
    | 'educations'
    | 'detail'
    | 'employments'
    | 'achievements'
    | 'additionalInformation'
  >,
  showsEmpty: boolean,
): PersonSectionsShown {
  const { introduction, media } = canvas;
  const relocateTo = introduction.isRelocated ? introduction.relocateTo : [];
  return {
    work: showsEmpty || workItems(media).length > 0,
    about: showsEmpty || introduction.description.trim() !== '' || media.featuredVideo !== null,
    education: showsEmpty || canvas.educations.length > 0 || canvas.detail.categories.length > 0,
    motivation: showsEmpty || introduction.reason.trim() !== '',
    employment: showsEmpty || canvas.employments.length > 0,
    awards: showsEmpty || canvas.achievements.length > 0,
    additional: showsEmpty || hasAdditionalInfo(canvas.additionalInformation, relocateTo),
  };
}

/** Work carousel items: work photos, then additional videos, each in the owner's order. */
export function workItems(media: Canvas['media']): MediaItem[] {
  return [...[...media.portfolioPhoto].sort(byOrder), ...[...media.additionalVideo].sort(byOrder)];
}

export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as 'Mon YYYY' (no time zone shift: the date is a calendar date). */
export function monthYear(date: string | null): string {
  if (!date) return '';
  const [year, month] = date.split('-');
  const name = MONTHS[Number(month) - 1];
  return name && year ? `${name} ${year}` : '';
}

export function employmentPeriod(employment: Canvas['employments'][number]): string {
  const start = monthYear(employment.startDate);
  const end = employment.isCurrentWork ? 'Present' : monthYear(employment.endDate);
  if (!start && !end) return '';
  if (!start) return end;
  return `${start} – ${end || 'Present'}`;
}

export interface KpiLine {
  key: keyof Canvas['additionalInformation']['KPI'];
  label: string;
  value: string;
}

const KPI_LABELS: { key: KpiLine['key']; label: string; format: (value: number) => string }[] = [
  {
    key: 'newGuestsPerMonth',
    label: 'New guests per month',
    format: (value) => value.toLocaleString('en-US'),
  },
  { key: 'newClientRetention', label: 'New client retention', format: (value) => `${value}%` },
  { key: 'repeatClientRetention', label: 'Repeat client retention', format: (value) => `${value}%` },
  {
    key: 'annualFrequencyOfVisit',
    label: 'Annual frequency of visit',
    format: (value) => value.toLocaleString('en-US'),
  },
  {
    key: 'combinedAverageTicket',
    label: 'Combined average ticket',
    format: (value) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  },
  { key: 'productivity', label: 'Productivity', format: (value) => `${value}%` },
  { key: 'serviceToRetailSales', label: 'Service to retail sales', format: (value) => `${value}%` },
];

/** The KPIs the owner filled in, labelled and formatted (%, $). */
export function kpiLines(kpi: Canvas['additionalInformation']['KPI']): KpiLine[] {
  return KPI_LABELS.flatMap(({ key, label, format }) => {
    const value = kpi[key];
    return value === null || value === undefined ? [] : [{ key, label, value: format(value) }];
  });
}

/* Business and school canvases (spec 2 "Preview page (business and school)", §3, §9) ------------ */

export type OrgCanvasType = Extract<Canvas['type'], 'business' | 'school'>;

export function isOrgType(type: Canvas['type']): type is OrgCanvasType {
  return type === 'business' || type === 'school';
}

/** The Locations summary names this many addresses, then 'and N more locations' (spec 2 §9). */
export const LOCATION_SUMMARY_COUNT = 3;

/** A location's one-line address: what the owner picked, or its city and state without one. */
export function locationAddress(location: Pick<CanvasLocation, 'address' | 'city' | 'state' | 'stateShort'>) {
  const address = location.address.trim();
  if (address) return address;
  return [location.city, location.stateShort || location.state].filter(Boolean).join(', ');
}

/** The locations that have somewhere to show (an address, or at least a city). */
export function shownLocations<T extends CanvasLocation>(locations: readonly T[]): T[] {
  return locations.filter((location) => locationAddress(location) !== '');
}

/** The summary line: the first 3 addresses, then how many more there are. */
export function locationSummary(
  locations: readonly CanvasLocation[],
  count: number = LOCATION_SUMMARY_COUNT,
): { addresses: string[]; more: number } {
  const addresses = shownLocations(locations).map(locationAddress);
  return { addresses: addresses.slice(0, count), more: Math.max(0, addresses.length - count) };
}

/** 'and 2 more locations' (one: 'and 1 more location'); '' when there are no more. */
export function moreLocationsLabel(more: number): string {
  if (more <= 0) return '';
  return `and ${more} more ${more === 1 ? 'location' : 'locations'}`;
}

const CLASS_TYPE_LABELS: Record<NonNullable<CanvasLocation['classType']>, string> = {
  day: 'Day classes',
  night: 'Night classes',
  all: 'Day & night classes',
};

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** '1,200 sq ft' or '110 m²'. */
export function areaLabel(area: number, unit: CanvasLocation['areaUnit']): string {
  return `${area.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit === 'm' ? 'm²' : 'sq ft'}`;
}

export interface LocationFact {
  key: string;
  label: string;
}

/**
 * What a location card lists besides its address. Businesses: area with its unit, chairs and
 * employees; schools: class type, day and night students, accreditation. Zeros and blanks are left
 * out (empty fields are saved as 0 or null, spec 2 §5), so an unfilled location shows its address only.
 */
export function locationFacts(location: CanvasLocation, type: OrgCanvasType): LocationFact[] {
  const facts: LocationFact[] = [];
  if (type === 'business') {
    if (location.area > 0) facts.push({ key: 'area', label: areaLabel(location.area, location.areaUnit) });
    if (location.chairAmount > 0)
      facts.push({ key: 'chairs', label: count(location.chairAmount, 'chair', 'chairs') });
    if (location.employeeAmount > 0)
      facts.push({ key: 'employees', label: count(location.employeeAmount, 'employee', 'employees') });
    return facts;
  }
  if (location.classType) facts.push({ key: 'classType', label: CLASS_TYPE_LABELS[location.classType] });
  if (location.dayStudents)
    facts.push({ key: 'dayStudents', label: count(location.dayStudents, 'day student', 'day students') });
  if (location.nightStudents)
    facts.push({
      key: 'nightStudents',
      label: count(location.nightStudents, 'night student', 'night students'),
    });
  if (location.isAccredited) facts.push({ key: 'accredited', label: 'Accredited' });
  return facts;
}

export interface OrgTagGroup {
  key: string;
  label: string;
  items: OptionRef[];
}

/**
 * The Additional Info lists of a business or school, in the editor's order; empty ones are left
 * out and the payment mode 'Don't show' is never listed (spec 2 §9).
 */
export function orgTagGroups(info: AdditionalInformation): OrgTagGroup[] {
  const payment = visiblePaymentMode(info);
  const groups: OrgTagGroup[] = [
    { key: 'backbarBrands', label: 'Backbar brands', items: info.backbarBrands },
    { key: 'retailBrands', label: 'Retail brands', items: info.retailBrands },
    { key: 'companyBenefits', label: 'Company benefits', items: info.companyBenefits },
    { key: 'paymentMode', label: 'Payment mode', items: payment ? [payment] : [] },
    { key: 'softwares', label: 'Software', items: info.softwares },
    { key: 'specialities', label: 'Specialities', items: info.specialities },
    { key: 'charities', label: 'Charities', items: info.charities },
  ];
  return groups.filter((group) => group.items.length > 0);
}

export type OrgSectionKey =
  | 'about'
  | 'team'
  | 'awards'
  | 'additional'
  | 'instagram'
  | 'locations'
  | 'opportunities'
  | 'social';

/**
 * Which sections a business or school canvas shows, in page order. Visitors see a section only
 * when it has something in it; the editor's live preview and the owner on the public page
 * (`isLive` here) see every editable one with a hint.
 * Instagram shows once its posts are loaded (the grid draws nothing without posts), opportunities
 * only when the page hands some in (the opportunities area fills them).
 */
export function orgSectionKeys(
  canvas: Pick<Canvas, 'introduction' | 'media' | 'achievements' | 'additionalInformation' | 'detail'>,
  {
    isLive,
    hasInstagramPosts,
    hasOpportunities,
  }: { isLive: boolean; hasInstagramPosts: boolean; hasOpportunities: boolean },
): OrgSectionKey[] {
  const { introduction, media } = canvas;
  const shows: Record<OrgSectionKey, boolean> = {
    about:
      isLive ||
      introduction.description !== '' ||
      media.featuredVideo !== null ||
      media.additionalVideo.length > 0,
    team: isLive || media.teamPhoto !== null || introduction.reason !== '',
    awards: isLive || canvas.achievements.length > 0,
    additional: isLive || orgTagGroups(canvas.additionalInformation).length > 0,
    instagram: hasInstagramPosts,
    locations: isLive || shownLocations(canvas.detail.locations).length > 0,
    opportunities: hasOpportunities,
    social: true,
  };
  return (Object.keys(shows) as OrgSectionKey[]).filter((key) => shows[key]);
}
