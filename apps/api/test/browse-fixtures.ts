import {
  additionalInformationSchema,
  type CanvasStatus,
  type CanvasType,
  canvasDetailSchema,
  canvasMediaSchema,
  educationSchema,
  introductionSchema,
  type Kpi,
  kpiSchema,
  METERS_PER_MILE,
  socialMediaSchema,
  type z,
} from '@canvas/shared';
import type { Database } from '../src/db/client';
import { canvases, canvasLocations } from '../src/db/schema';
import { projectedLocations, searchProjection } from '../src/modules/canvases/projection';

/** earthdistance's sphere (cube/earthdistance `earth()`), so test points sit at exact distances. */
const EARTH_RADIUS_METRES = 6378168;

/** [longitude, latitude] `miles` due north of `from`, as earth_distance measures it. */
export function pointNorthOf(from: [number, number], miles: number): [number, number] {
  const degrees = ((miles * METERS_PER_MILE) / EARTH_RADIUS_METRES) * (180 / Math.PI);
  return [from[0], from[1] + degrees];
}

let counter = 0;

export interface CanvasFixture {
  type?: CanvasType;
  status?: CanvasStatus;
  deleted?: boolean;
  name?: string;
  title?: string;
  headline?: string;
  description?: string;
  yearOfExperience?: number | null;
  /** Category option ids; `licensed` puts a licence number on the first one. */
  categories?: Array<{ optionId: number; name: string }>;
  licensed?: boolean;
  education?: {
    schoolName: string;
    schoolId: number | null;
    program: { optionId: number; name: string } | null;
    graduationDate: string | null;
  };
  software?: Array<{ optionId: number; name: string }>;
  specialities?: Array<{ optionId: number | null; name: string }>;
  kpi?: Partial<Kpi>;
  /** [longitude, latitude] of each location. */
  locations?: Array<[number, number]>;
  city?: string;
  stateShort?: string;
  updatedAt?: Date;
  media?: z.input<typeof canvasMediaSchema>;
}

/**
 * Writes a canvas straight into the tables, document and search projection together, the way the
 * canvas service stores one (projection.ts), without depending on that service.
 */
export async function insertCanvas(database: Database, ownerId: number, fixture: CanvasFixture = {}) {
  counter += 1;
  const introduction = introductionSchema.parse({
    name: fixture.name ?? `Canvas Person ${counter}`,
    title: fixture.title ?? '',
    headline: fixture.headline ?? '',
    description: fixture.description ?? '',
    yearOfExperience: fixture.yearOfExperience ?? null,
  });
  const detail = canvasDetailSchema.parse({
    locations: (fixture.locations ?? []).map((coordinates, index) => ({
      uuid: `loc-${counter}-${index}`,
      address: `${100 + index} Main St`,
      city: fixture.city ?? 'Testville',
      state: 'Texas',
      stateShort: fixture.stateShort ?? 'TX',
      coordinates,
    })),
    categories: (fixture.categories ?? []).map((category, index) => ({
      ...category,
      licenseNumber: fixture.licensed && index === 0 ? `LIC-${counter}` : '',
    })),
  });
  const educations = fixture.education
    ? [educationSchema.parse({ uuid: `edu-${counter}`, ...fixture.education })]
    : [];
  const additionalInformation = additionalInformationSchema.parse({
    softwares: fixture.software ?? [],
    specialities: fixture.specialities ?? [],
    KPI: kpiSchema.parse(fixture.kpi ?? {}),
  });
  const document = {
    introduction,
    detail,
    educations,
    employments: [],
    achievements: [],
    additionalInformation,
  };
  const updatedAt = fixture.updatedAt ?? new Date();
  const [row] = await database.db
    .insert(canvases)
    .values({
      slug: `fixture-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      ownerId,
      type: fixture.type ?? 'professional',
      status: fixture.status ?? 'public',
      introduction,
      detail,
      media: canvasMediaSchema.parse(fixture.media ?? {}),
      additionalInformation,
      educations,
      socialMedia: socialMediaSchema.parse({}),
      ...searchProjection(document),
      updatedAt,
      createdAt: updatedAt,
      deletedAt: fixture.deleted ? new Date() : null,
    })
    .returning({ id: canvases.id, slug: canvases.slug });
  if (!row) throw new Error('canvas not inserted');
  const locations = projectedLocations(detail);
  if (locations.length > 0) {
    await database.db
      .insert(canvasLocations)
      .values(locations.map((location) => ({ canvasId: row.id, ...location })));
  }
  return row;
}
