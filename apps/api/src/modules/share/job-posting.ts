import {
  type Canvas,
  type CanvasLocation,
  canvasPublicPath,
  type Opportunity,
  type OpportunityPay,
} from '@canvas/shared';
import { absoluteUrl, type JsonLd, pictureOf, postalAddress } from './structured-data';

/**
 * schema.org `JobPosting` of a public opportunity (issue 22), as Google for Jobs reads it: the
 * required title, description, datePosted, hiringOrganization and jobLocation (or, for national
 * ones, a remote job open to applicants in the US), and the recommended validThrough,
 * employmentType, identifier, directApply and baseSalary where the opportunity has them.
 */

/** The detail page of an opportunity (the web app's paths.opportunityDetail). */
export const opportunityPagePath = (slug: string) => `/opportunity-detail/${encodeURIComponent(slug)}`;

/** Google's employmentType values. */
export type EmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'VOLUNTEER'
  | 'PER_DIEM'
  | 'OTHER';

/**
 * Our job types by their name (the form offers Full Time, Part Time, Contract, Booth Rental and
 * Internship; older and imported ones may say more). A booth renter runs their own business in the
 * salon's chair, so Booth Rental reads as CONTRACTOR.
 */
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  boothrental: 'CONTRACTOR',
  boothrent: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  seasonal: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  apprenticeship: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** The employmentType of a job type name; OTHER for a name we do not know, null for none. */
export function employmentTypeOf(jobType: string | null | undefined): EmploymentType | null {
  const key = (jobType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!key) return null;
  return EMPLOYMENT_TYPES[key] ?? 'OTHER';
}

/**
 * `baseSalary` from the structured pay: the salary range a year, else the hourly guarantee. Booth
 * rent is what the renter pays the salon, and commission is a share of sales, not an amount: neither
 * is a wage, so neither is given as one (Google would show it as the pay).
 */
export function baseSalaryOf(pay: OpportunityPay | null | undefined): JsonLd | null {
  if (!pay) return null;
  const amount = (value: JsonLd): JsonLd => ({ '@type': 'MonetaryAmount', currency: 'USD', value });
  const { salaryMin, salaryMax } = pay;
  if (salaryMin !== null || salaryMax !== null) {
    if (salaryMin !== null && salaryMax !== null && salaryMin !== salaryMax)
      return amount({
        '@type': 'QuantitativeValue',
        minValue: salaryMin,
        maxValue: salaryMax,
        unitText: 'YEAR',
      });
    return amount({ '@type': 'QuantitativeValue', value: salaryMin ?? salaryMax, unitText: 'YEAR' });
  }
  if (pay.hourlyGuarantee !== null)
    return amount({ '@type': 'QuantitativeValue', value: pay.hourlyGuarantee, unitText: 'HOUR' });
  return null;
}

/**
 * An address line as stored with the opportunity ('500 Congress Ave, Austin, TX 78701'): used when
 * the poster canvas is not public, so its locations cannot be read.
 */
export function addressFromLine(line: string): JsonLd | null {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const regionZip = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(parts.at(-1) ?? '');
  if (!regionZip || parts.length < 2) return null;
  const city = parts.at(-2) ?? '';
  const street = parts.length > 2 ? parts.slice(0, -2).join(', ') : '';
  const fields: JsonLd = {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressRegion: regionZip[1]?.toUpperCase() ?? '',
    postalCode: regionZip[2] ?? '',
    addressCountry: 'US',
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** Where the job is: the canvas location it names, read from the canvas when it is public. */
function jobPlace(opportunity: Opportunity, canvas: Canvas | null): JsonLd | null {
  const uuid = opportunity.location?.uuid;
  const location: CanvasLocation | undefined = canvas?.detail.locations.find((place) => place.uuid === uuid);
  // Every canvas location is in the US (the maps service searches there); Google asks for the country.
  const line = opportunity.location?.address.trim() ?? '';
  const address =
    (location ? postalAddress({ ...location, countryShort: location.countryShort.trim() || 'US' }) : null) ??
    addressFromLine(line) ??
    (line ? { '@type': 'PostalAddress', streetAddress: line, addressCountry: 'US' } : null);
  return address ? { '@type': 'Place', address } : null;
}

/**
 * Opportunities that are not jobs (contests, scholarships) get no JobPosting: Google asks that the
 * markup describe a job opening only.
 */
export const isJobOpening = (opportunity: Opportunity) =>
  !opportunity.competition && opportunity.brand !== 'Scholarship';

/** The JobPosting of a public opportunity; null for contests and scholarships. */
export function jobPostingJsonLd(
  opportunity: Opportunity,
  canvas: Canvas | null,
  publicUrl: string,
): JsonLd | null {
  if (!isJobOpening(opportunity)) return null;
  const canvasUrl = canvas ? `${publicUrl}${canvasPublicPath(canvas.slug)}` : null;
  const logoPicture = pictureOf(canvas?.media.logo) ?? pictureOf(opportunity.media.companyPhoto);
  const logo = logoPicture ? absoluteUrl(publicUrl, logoPicture) : null;
  const place = opportunity.validForAllState ? null : jobPlace(opportunity, canvas);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opportunity.jobTitle?.name.trim() || 'Opportunity',
    // Google takes HTML here; the description was sanitized with the allow-list when it was saved.
    description: opportunity.editor,
    datePosted: opportunity.createdAt.slice(0, 10),
    // The opportunity is shown up to the end of its expire day (UTC, as the API decides).
    validThrough: `${opportunity.expire}T23:59:59Z`,
    employmentType: employmentTypeOf(opportunity.jobType?.name) ?? undefined,
    hiringOrganization: Object.fromEntries(
      Object.entries({
        '@type': 'Organization',
        name: opportunity.canvasName,
        sameAs: canvasUrl ?? undefined,
        logo: logo ?? undefined,
      }).filter(([, value]) => value !== undefined),
    ),
    identifier: { '@type': 'PropertyValue', name: opportunity.canvasName, value: String(opportunity.id) },
    // Applying happens on the page (Apply with my Portfolio) unless the poster sends applicants elsewhere.
    directApply: opportunity.applyUrl === '',
    url: `${publicUrl}${opportunityPagePath(opportunity.slug)}`,
    ...(opportunity.validForAllState
      ? {
          // A national opportunity names no place: it is open to applicants anywhere in the US.
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'US' },
        }
      : place
        ? { jobLocation: place }
        : {}),
    baseSalary: baseSalaryOf(opportunity.additional.pay) ?? undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
