import type {
  AdditionalInformation,
  Award,
  CanvasDetail,
  Education,
  Employment,
  Introduction,
} from '@canvas/shared';
import type { canvases } from '../../db/schema';

/** The parts of a canvas document the search projection reads. */
export interface ProjectionSource {
  introduction: Introduction;
  detail: CanvasDetail;
  educations: Education[];
  employments: Employment[];
  achievements: Award[];
  additionalInformation: AdditionalInformation;
}

export type SearchProjection = Pick<
  typeof canvases.$inferInsert,
  | 'searchText'
  | 'searchName'
  | 'yearOfExperience'
  | 'licensed'
  | 'categoryIds'
  | 'schoolIds'
  | 'programIds'
  | 'softwareIds'
  | 'graduationDate'
  | 'averageTicket'
  | 'visitFrequency'
  | 'repeatRetention'
  | 'retailSales'
>;

export interface ProjectedLocation {
  position: number;
  latitude: number;
  longitude: number;
}

const ids = (values: Array<number | null | undefined>) =>
  [...new Set(values.filter((value): value is number => typeof value === 'number' && value > 0))].sort(
    (a, b) => a - b,
  );

/**
 * A KPI as the `real` column holds it. PostgreSQL refuses a double that single precision rounds
 * to zero (5e-324) as an underflow instead of storing 0, so it is rounded here as it would be.
 */
const asReal = (value: number | null) => (value === null ? null : Math.fround(value));

/**
 * The indexed columns browse filters on, derived from a canvas document. Written on every save by
 * the canvas queries, so the columns can never disagree with the document.
 */
export function searchProjection(source: ProjectionSource): SearchProjection {
  const { introduction, detail, educations, additionalInformation: info } = source;
  const names = (list: Array<{ name: string }>) => list.map((item) => item.name);
  const searchText = [
    introduction.name,
    introduction.title,
    introduction.headline,
    introduction.description,
    introduction.reason,
    ...educations.flatMap((education) => [education.schoolName, education.program?.name ?? '']),
    ...names(detail.categories),
    ...names(info.preferredBrands),
    ...names(info.specialities),
    ...names(info.softwares),
    ...names(info.backbarBrands),
    ...names(info.retailBrands),
    ...detail.locations.flatMap((location) => [location.city, location.state]),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, 20_000);
  const graduationDates = educations
    .map((education) => education.graduationDate)
    .filter((value): value is string => Boolean(value))
    .sort();
  return {
    searchText,
    searchName: `${introduction.name} ${introduction.title}`.trim().toLowerCase(),
    yearOfExperience: introduction.yearOfExperience,
    licensed: detail.categories.some((category) => category.licenseNumber.trim() !== ''),
    categoryIds: ids(detail.categories.map((category) => category.optionId)),
    schoolIds: ids(educations.map((education) => education.schoolId)),
    programIds: ids(educations.map((education) => education.program?.optionId)),
    softwareIds: ids(info.softwares.map((software) => software.optionId)),
    graduationDate: graduationDates.at(-1) ?? null,
    averageTicket: asReal(info.KPI.combinedAverageTicket),
    visitFrequency: asReal(info.KPI.annualFrequencyOfVisit),
    repeatRetention: asReal(info.KPI.repeatClientRetention),
    retailSales: asReal(info.KPI.serviceToRetailSales),
  };
}

/** The canvas's locations that have coordinates, for the radius index. */
export function projectedLocations(detail: CanvasDetail): ProjectedLocation[] {
  return detail.locations.flatMap((location, position) =>
    location.coordinates
      ? [{ position, longitude: location.coordinates[0], latitude: location.coordinates[1] }]
      : [],
  );
}
