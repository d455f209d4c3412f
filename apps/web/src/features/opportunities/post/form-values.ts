import {
  jobTypeOfName,
  type MediaItem,
  messages,
  missingOpportunityFields,
  OPPORTUNITY_DEFAULT_BRAND,
  OPPORTUNITY_JOB_TYPES,
  type Opportunity,
  type OpportunityBrand,
  type OpportunityInput,
  type OpportunityMedia,
  type OpportunityPay,
  type OpportunityStatus,
  type OptionRef,
} from '@canvas/shared';
import { emptyPay, payFromOpportunity, payToSend } from './pay-values';

/** The Job Title choice that asks for free text (spec 3: "list plus Other with free text"). */
export const OTHER_JOB_TITLE = 'Other';

/** Job types offered by the form: the shared list, whose ids the search filters by. */
export const JOB_TYPES = OPPORTUNITY_JOB_TYPES.map((type) => type.name);

export interface PostFormValues {
  website: string;
  tagLine: string;
  about: string;
  jobTitle: OptionRef | null;
  /** The free text when Job Title is Other. */
  customJobTitle: string;
  jobCategory: OptionRef | null;
  jobType: string;
  locationUuid: string | null;
  email: string;
  applyUrl: string;
  editor: string;
  retailBrands: OptionRef[];
  softwares: OptionRef[];
  paymentStructure: OptionRef | null;
  /** Structured pay (issue 22, beyond the spec); empty amounts are null. */
  pay: OpportunityPay;
  thumbPhoto: MediaItem | null;
  featuredPhoto: MediaItem | null;
  companyPhoto: MediaItem | null;
  // Platform staff only.
  competition: boolean;
  validForAllState: boolean;
  brand: OpportunityBrand;
}

export interface CanvasDefaults {
  website: string;
  tagLine: string;
  about: string;
}

export function emptyPostForm(canvas: Partial<CanvasDefaults> = {}): PostFormValues {
  return {
    website: canvas.website ?? '',
    tagLine: canvas.tagLine ?? '',
    about: canvas.about ?? '',
    jobTitle: null,
    customJobTitle: '',
    jobCategory: null,
    jobType: '',
    locationUuid: null,
    email: '',
    applyUrl: '',
    editor: '',
    retailBrands: [],
    softwares: [],
    paymentStructure: null,
    pay: emptyPay(),
    thumbPhoto: null,
    featuredPhoto: null,
    companyPhoto: null,
    competition: false,
    validForAllState: false,
    brand: OPPORTUNITY_DEFAULT_BRAND,
  };
}

const isOther = (title: OptionRef | null) =>
  title !== null && title.name.trim().toLowerCase() === OTHER_JOB_TITLE.toLowerCase();

/** The job title sent: Other becomes the typed title (still 'Other' when nothing was typed). */
export function jobTitleToSend(
  values: Pick<PostFormValues, 'jobTitle' | 'customJobTitle'>,
): OptionRef | null {
  if (!isOther(values.jobTitle)) return values.jobTitle;
  const custom = values.customJobTitle.trim();
  return custom ? { optionId: null, name: custom } : values.jobTitle;
}

/** The opportunity as the API takes it; media the form does not show (featured video) are kept. */
export function toOpportunityInput(
  values: PostFormValues,
  status: Exclude<OpportunityStatus, 'downgrade'>,
  keep: Partial<OpportunityMedia> = {},
): Omit<OpportunityInput, 'canvasId'> {
  return {
    jobTitle: jobTitleToSend(values),
    jobType: values.jobType
      ? { optionId: jobTypeOfName(values.jobType)?.optionId ?? null, name: values.jobType }
      : null,
    jobCategory: values.jobCategory,
    locationUuid: values.validForAllState ? null : values.locationUuid,
    validForAllState: values.validForAllState,
    competition: values.competition,
    brand: values.brand,
    email: values.email.trim(),
    applyUrl: values.applyUrl.trim(),
    editor: values.editor,
    status,
    media: {
      featuredVideo: keep.featuredVideo ?? null,
      thumbPhoto: values.thumbPhoto,
      featuredPhoto: values.featuredPhoto,
      companyPhoto: values.companyPhoto,
    },
    additional: {
      retailBrands: values.retailBrands,
      softwares: values.softwares,
      paymentStructure: values.paymentStructure,
      pay: payToSend(values.pay),
      tagLine: values.tagLine.trim(),
      website: values.website.trim(),
      about: values.about,
    },
  };
}

/**
 * The labels a public opportunity lacks (spec 3 §8), by the shared rule; a typed Other title counts
 * as a title.
 */
export function missingFields(values: PostFormValues): string[] {
  return missingOpportunityFields({
    jobTitle: jobTitleToSend(values),
    locationUuid: values.locationUuid,
    validForAllState: values.validForAllState,
    editor: values.editor,
    media: { thumbPhoto: values.thumbPhoto },
    additional: { website: values.website, paymentStructure: values.paymentStructure },
  });
}

export const missingFieldsMessage = (labels: readonly string[]) => messages.opportunityMissingFields(labels);

/**
 * The form filled from a saved opportunity (editing). A title not in the catalogue shows as Other
 * with its text.
 */
export function fromOpportunity(
  opportunity: Opportunity,
  catalogueTitles: readonly string[],
): PostFormValues {
  const title = opportunity.jobTitle;
  const known =
    title === null ||
    title.optionId !== null ||
    isOther(title) ||
    catalogueTitles.some((name) => name.toLowerCase() === title.name.toLowerCase());
  return {
    website: opportunity.additional.website,
    tagLine: opportunity.additional.tagLine,
    about: opportunity.additional.about,
    jobTitle: known ? title : { optionId: null, name: OTHER_JOB_TITLE },
    customJobTitle: known ? '' : (title?.name ?? ''),
    jobCategory: opportunity.jobCategory,
    jobType: opportunity.jobType?.name ?? '',
    locationUuid: opportunity.location?.uuid ?? null,
    email: opportunity.email,
    applyUrl: opportunity.applyUrl,
    editor: opportunity.editor,
    retailBrands: opportunity.additional.retailBrands,
    softwares: opportunity.additional.softwares,
    paymentStructure: opportunity.additional.paymentStructure,
    pay: payFromOpportunity(opportunity.additional.pay),
    thumbPhoto: opportunity.media.thumbPhoto,
    featuredPhoto: opportunity.media.featuredPhoto,
    companyPhoto: opportunity.media.companyPhoto,
    competition: opportunity.competition,
    validForAllState: opportunity.validForAllState,
    brand: opportunity.brand,
  };
}
