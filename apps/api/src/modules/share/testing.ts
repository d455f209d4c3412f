/**
 * Test helpers of the share module: a structural check of a schema.org JobPosting against what
 * Google for Jobs requires (title, description, datePosted, hiringOrganization, jobLocation or a
 * remote job's applicantLocationRequirements, validThrough as the posting expires) and the shape
 * of what it recommends when present (employmentType, baseSalary, identifier, directApply).
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */

type Json = Record<string, unknown>;

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})?)?$/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const ofType = (value: unknown, type: string): value is Json => isObject(value) && value['@type'] === type;

function addressProblems(address: unknown, where: string): string[] {
  if (!ofType(address, 'PostalAddress')) return [`${where}.address must be a PostalAddress`];
  const problems: string[] = [];
  if (!isText(address.addressCountry)) problems.push(`${where}.address.addressCountry is required`);
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'];
  if (!parts.some((part) => isText(address[part])))
    problems.push(`${where}.address needs a street, locality, region or postal code`);
  return problems;
}

function locationProblems(posting: Json): string[] {
  if (posting.jobLocationType === 'TELECOMMUTE') {
    const requirements = [posting.applicantLocationRequirements].flat();
    const valid = requirements.every(
      (entry) => (ofType(entry, 'Country') || ofType(entry, 'State')) && isText(entry.name),
    );
    const problems =
      valid && requirements.length > 0 ? [] : ['a remote job needs applicantLocationRequirements'];
    return posting.jobLocation === undefined
      ? problems
      : [...problems, ...locationProblems({ ...posting, jobLocationType: undefined })];
  }
  if (posting.jobLocation === undefined) return ['jobLocation is required (or jobLocationType TELECOMMUTE)'];
  return [posting.jobLocation].flat().flatMap((place, index) => {
    const where = `jobLocation[${index}]`;
    return ofType(place, 'Place') ? addressProblems(place.address, where) : [`${where} must be a Place`];
  });
}

function salaryProblems(salary: unknown): string[] {
  if (!ofType(salary, 'MonetaryAmount')) return ['baseSalary must be a MonetaryAmount'];
  const problems = /^[A-Z]{3}$/.test(String(salary.currency)) ? [] : ['baseSalary.currency must be ISO 4217'];
  const value = salary.value;
  if (!ofType(value, 'QuantitativeValue'))
    return [...problems, 'baseSalary.value must be a QuantitativeValue'];
  const numbers = ['value', 'minValue', 'maxValue'].filter((key) => value[key] !== undefined);
  if (
    numbers.length === 0 ||
    numbers.some((key) => typeof value[key] !== 'number' || !(Number(value[key]) > 0))
  )
    problems.push('baseSalary.value needs a positive value or minValue/maxValue');
  if (
    typeof value.minValue === 'number' &&
    typeof value.maxValue === 'number' &&
    value.minValue > value.maxValue
  )
    problems.push('baseSalary minValue is above maxValue');
  if (!SALARY_UNITS.includes(String(value.unitText)))
    problems.push('baseSalary.value.unitText is not a unit');
  return problems;
}

/** What keeps a JobPosting from being valid for Google for Jobs; empty when it passes. */
export function jobPostingProblems(data: unknown): string[] {
  if (!isObject(data)) return ['not an object'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
  if (data['@type'] !== 'JobPosting') problems.push('@type must be JobPosting');
  if (!isText(data.title)) problems.push('title is required');
  if (!isText(data.description)) problems.push('description is required');
  if (!isText(data.datePosted) || !ISO_DATE.test(data.datePosted))
    problems.push('datePosted must be ISO 8601');
  if (!isText(data.validThrough) || !ISO_DATE.test(data.validThrough))
    problems.push('validThrough must be ISO 8601');
  else if (isText(data.datePosted) && ISO_DATE.test(data.datePosted) && data.validThrough < data.datePosted)
    problems.push('validThrough is before datePosted');
  const organization = data.hiringOrganization;
  if (!ofType(organization, 'Organization') || !isText(organization.name))
    problems.push('hiringOrganization needs an Organization with a name');
  else if (organization.sameAs !== undefined && !/^https?:\/\//.test(String(organization.sameAs)))
    problems.push('hiringOrganization.sameAs must be a URL');
  problems.push(...locationProblems(data));
  if (data.employmentType !== undefined) {
    const types = [data.employmentType].flat();
    if (!types.every((type) => EMPLOYMENT_TYPES.includes(String(type))))
      problems.push('employmentType has a value Google does not know');
  }
  if (data.baseSalary !== undefined) problems.push(...salaryProblems(data.baseSalary));
  if (
    data.identifier !== undefined &&
    (!ofType(data.identifier, 'PropertyValue') || !isText(data.identifier.value))
  )
    problems.push('identifier must be a PropertyValue with a value');
  if (data.directApply !== undefined && typeof data.directApply !== 'boolean')
    problems.push('directApply must be true or false');
  return problems;
}
