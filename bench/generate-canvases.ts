// Fills a database with N realistic canvases (default 200000) for the browse benchmarks.
//
//   npx tsx bench/generate-canvases.ts --count 200000 --pglite /tmp/canvas-bench-db
//   DATABASE_URL=postgres://... npx tsx bench/generate-canvases.ts --count 200000
//
// Documents are built in the contract's shape and their search projection comes from the same
// `searchProjection` / `projectedLocations` the canvas service uses, so the indexed columns agree
// with the documents. Rows go in as one INSERT ... SELECT FROM jsonb_to_recordset per batch (the
// COPY-like path that works on PGlite and node-postgres alike), canvases and their locations in the
// same statement, so the triggers of migration 0009 copy each public canvas into the browse tables
// (canvas_search, canvas_search_text, canvas_search_places) once, places included. Opportunity rows
// are not generated: no opportunities table exists yet.

import { pathToFileURL } from 'node:url';
import type {
  AdditionalInformation,
  CanvasDetail,
  CanvasMedia,
  CanvasStatus,
  CanvasType,
  Education,
  Employment,
  Introduction,
  MediaItem,
  SocialMedia,
} from '@canvas/shared';
import { slugify } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { loadZipCodes, type ZipCode } from '../apps/api/src/adapters/maps/zip-codes';
import type { Db } from '../apps/api/src/db/client';
import { projectedLocations, searchProjection } from '../apps/api/src/modules/canvases/projection';
import { analyzeTables, createRandom, rowsOf, runGeneratorCli } from './generator-kit';

/** Bump when the generated data changes shape, so cached bench databases are rebuilt. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_COUNT = 200_000;

type Random = ReturnType<typeof createRandom>;

const TYPES: ReadonlyArray<readonly [CanvasType, number]> = [
  ['professional', 45],
  ['student', 30],
  ['business', 18],
  ['school', 7],
];
const STATUSES: ReadonlyArray<readonly [CanvasStatus, number]> = [
  ['public', 85],
  ['private', 8],
  ['draft', 7],
];

/** Metro areas weighted by population; the rest of the canvases land on random US ZIP codes. */
const METROS: ReadonlyArray<readonly [string, string, string, number, number, number]> = [
  ['New York', 'New York', 'NY', 40.7128, -74.006, 19],
  ['Los Angeles', 'California', 'CA', 34.0522, -118.2437, 13],
  ['Chicago', 'Illinois', 'IL', 41.8781, -87.6298, 9],
  ['Dallas', 'Texas', 'TX', 32.7767, -96.797, 7],
  ['Houston', 'Texas', 'TX', 29.7604, -95.3698, 7],
  ['Washington', 'District of Columbia', 'DC', 38.9072, -77.0369, 6],
  ['Miami', 'Florida', 'FL', 25.7617, -80.1918, 6],
  ['Philadelphia', 'Pennsylvania', 'PA', 39.9526, -75.1652, 6],
  ['Atlanta', 'Georgia', 'GA', 33.749, -84.388, 6],
  ['Phoenix', 'Arizona', 'AZ', 33.4484, -112.074, 5],
  ['Boston', 'Massachusetts', 'MA', 42.3601, -71.0589, 5],
  ['San Francisco', 'California', 'CA', 37.7749, -122.4194, 5],
  ['Seattle', 'Washington', 'WA', 47.6062, -122.3321, 4],
  ['San Diego', 'California', 'CA', 32.7157, -117.1611, 3],
  ['Minneapolis', 'Minnesota', 'MN', 44.9778, -93.265, 4],
  ['Denver', 'Colorado', 'CO', 39.7392, -104.9903, 3],
  ['Tampa', 'Florida', 'FL', 27.9506, -82.4572, 3],
  ['Austin', 'Texas', 'TX', 30.2672, -97.7431, 3],
  ['Nashville', 'Tennessee', 'TN', 36.1627, -86.7816, 2],
  ['Las Vegas', 'Nevada', 'NV', 36.1699, -115.1398, 2],
  ['Portland', 'Oregon', 'OR', 45.5152, -122.6784, 2],
  ['Charlotte', 'North Carolina', 'NC', 35.2271, -80.8431, 2],
  ['Orlando', 'Florida', 'FL', 28.5383, -81.3792, 2],
  ['Salt Lake City', 'Utah', 'UT', 40.7608, -111.891, 1],
  ['Kansas City', 'Missouri', 'MO', 39.0997, -94.5786, 1],
  ['New Orleans', 'Louisiana', 'LA', 29.9511, -90.0715, 1],
];

const FIRST_NAMES = [
  'Ava',
  'Mia',
  'Sofia',
  'Isabella',
  'Olivia',
  'Emma',
  'Camila',
  'Aaliyah',
  'Zoe',
  'Layla',
  'Chloe',
  'Nevaeh',
  'Jasmine',
  'Maya',
  'Gabriela',
  'Destiny',
  'Brianna',
  'Kayla',
  'Alexis',
  'Jada',
  'Ariana',
  'Valentina',
  'Lucia',
  'Hannah',
  'Grace',
  'Natalie',
  'Savannah',
  'Madison',
  'Jane',
  'Tiana',
  'Imani',
  'Kiara',
  'Priya',
  'Mei',
  'Hana',
  'Linh',
  'Amara',
  'Nia',
  'Rosa',
  'Elena',
  'Bianca',
  'Daniela',
  'Marcus',
  'Andre',
  'Jamal',
  'Luis',
  'Carlos',
  'Diego',
  'Tyrone',
  'Malik',
  'Darnell',
  'Jordan',
  'Tyler',
  'Ethan',
  'Noah',
  'Mateo',
  'Kevin',
  'Brandon',
  'Jason',
  'Victor',
  'Rafael',
  'Omar',
  'Kai',
  'Taylor',
  'Riley',
  'Morgan',
  'Avery',
  'Quinn',
  'Casey',
  'Jessie',
  'Skyler',
  'Rowan',
  'Sage',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
  'Okafor',
  'Tran',
  'Pham',
  'Chen',
];
const PRO_TITLES = [
  'Senior Colorist',
  'Balayage Specialist',
  'Master Barber',
  'Bridal Makeup Artist',
  'Licensed Esthetician',
  'Nail Artist',
  'Lash Technician',
  'Hair Stylist',
  'Curly Hair Specialist',
  'Extension Specialist',
  'Educator and Stylist',
  'Color Correction Expert',
  'Brow Artist',
  'Editorial Hair Stylist',
  'Men’s Grooming Specialist',
  'Medical Esthetician',
  'Salon Manager',
  'Platform Artist',
  'Loctician',
];
const STUDENT_TITLES = [
  'Cosmetology Student',
  'Esthetics Student',
  'Barbering Student',
  'Nail Technology Student',
  'Makeup Artistry Student',
  'Future Colorist',
  'Aspiring Hair Stylist',
];
const BUSINESS_STEMS = [
  'Luxe',
  'Velvet',
  'Gloss',
  'Mane Street',
  'The Blowout Bar',
  'Bella',
  'Crown & Co.',
  'Halo',
  'Studio 9',
  'Salt & Honey',
  'Golden Hour',
  'Bloom',
  'Rouge',
  'Hush',
  'Fade Factory',
  'Polished',
  'Lash Loft',
  'Ivy',
];
const BUSINESS_KINDS = [
  'Salon',
  'Hair Studio',
  'Beauty Bar',
  'Barbershop',
  'Day Spa',
  'Nail Lounge',
  'Salon & Spa',
];
const PHRASES = [
  'creating soft, lived-in color that grows out beautifully',
  'precision cutting for every hair texture',
  'helping brides feel like the best version of themselves',
  'healthy hair first, always',
  'a calm chair and an honest consultation',
  'bold vivid color and creative placement',
  'clean fades and sharp lineups',
  'glowing skin through results-driven facials',
  'long-lasting gel sets and detailed nail art',
  'natural-looking lash sets tailored to each eye shape',
  'teaching the next generation of stylists',
  'building a loyal clientele through education and care',
];
const SOFTWARE_WEIGHTS = 3;

export interface GenerateOptions {
  count?: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

interface Catalogues {
  categories: Array<{ id: number; name: string; licensed: boolean }>;
  programs: Array<{ id: number; name: string }>;
  software: Array<{ id: number; name: string }>;
  brands: Array<{ id: number; name: string }>;
  specialities: Array<{ id: number; name: string }>;
  schools: Array<{ id: number; name: string }>;
}

/** Rows of a raw query (both drivers answer `{ rows }`). */

async function loadCatalogues(db: Db): Promise<Catalogues> {
  const rows = rowsOf<{ id: number; kind: string; name: string; licensed: boolean | null }>(
    await db.execute(sql`select id, kind, name, licensed from options order by id`),
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }));
  const schools = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from schools order by id`),
  );
  const catalogues: Catalogues = {
    categories: rows
      .filter((row) => row.kind === 'category')
      .map(({ id, name, licensed }) => ({ id, name, licensed: Boolean(licensed) })),
    programs: of('program'),
    software: of('software'),
    brands: of('brand'),
    specialities: of('speciality'),
    schools,
  };
  for (const [kind, list] of Object.entries(catalogues)) {
    if (Array.isArray(list) && list.length === 0) throw new Error(`no ${kind} in the option catalogues`);
  }
  return catalogues;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function mediaItem(slot: MediaItem['type'], seed: number): MediaItem {
  const base = `/media/bench/${slot}-${seed % 500}`;
  return {
    url: `${base}.jpg`,
    type: slot,
    video: false,
    image: `${base}.jpg`,
    mimeType: 'image/jpeg',
    dimensions: { width: 1440, height: 758 },
    variants: { '640': `${base}-640.webp`, '1920': `${base}-1920.webp` },
  };
}

interface GeneratedCanvas {
  slug: string;
  owner_index: number;
  type: CanvasType;
  status: CanvasStatus;
  introduction: Introduction;
  detail: CanvasDetail;
  media: CanvasMedia;
  additional_information: AdditionalInformation;
  educations: Education[];
  employments: Employment[];
  social_media: SocialMedia;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  deleted_at: string | null;
  locations: Array<{ position: number; latitude: number; longitude: number }>;
  [projection: string]: unknown;
}

function buildCanvas(
  index: number,
  random: Random,
  catalogues: Catalogues,
  zips: ZipCode[],
  now: number,
  ownerCount: number,
): GeneratedCanvas {
  const type = random.weighted(TYPES);
  const status = random.weighted(STATUSES);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const person = type === 'professional' || type === 'student';
  const categories = random.sample(
    catalogues.categories,
    person
      ? random.weighted([
          [1, 5],
          [2, 3],
          [3, 1],
        ] as const)
      : random.int(2, 4),
  );
  const licensedCount = type === 'professional' ? (random.next() < 0.7 ? 1 : 0) : 0;
  const specialities = random.sample(catalogues.specialities, random.int(2, 6));
  const name = person
    ? `${first} ${last}`
    : type === 'business'
      ? `${random.pick(BUSINESS_STEMS)} ${random.pick(BUSINESS_KINDS)}`
      : random.pick(catalogues.schools).name;
  const title =
    type === 'professional'
      ? random.pick(PRO_TITLES)
      : type === 'student'
        ? random.pick(STUDENT_TITLES)
        : type === 'business'
          ? `${random.pick(specialities).name} and more`
          : 'Beauty school';
  const experience =
    type === 'professional'
      ? Math.round(random.around(8, 10, 0, 40))
      : type === 'student'
        ? random.int(0, 2)
        : null;

  const locationCount =
    type === 'business'
      ? random.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const)
      : 1;
  const locations: CanvasDetail['locations'] = [];
  for (let position = 0; position < locationCount; position += 1) {
    const useMetro = random.next() < 0.7;
    let city: string;
    let state: string;
    let stateShort: string;
    let latitude: number;
    let longitude: number;
    if (useMetro) {
      const metro = random.weighted(METROS.map((entry) => [entry, entry[5]] as const));
      [city, state, stateShort] = metro;
      // Spread across the metro area (about ±25 miles).
      latitude = metro[3] + (random.next() - 0.5) * 0.7;
      longitude = metro[4] + (random.next() - 0.5) * 0.9;
    } else {
      const zip = random.pick(zips);
      city = zip.city;
      stateShort = zip.stateShort;
      state = zip.state;
      latitude = zip.latitude;
      longitude = zip.longitude;
    }
    locations.push({
      uuid: `loc-${index}-${position}`,
      address: `${random.int(10, 9899)} ${random.pick(['Main', 'Oak', 'Maple', 'Market', 'Elm', 'Park', 'Lake', 'Sunset'])} ${random.pick(['St', 'Ave', 'Blvd', 'Dr'])}`,
      city,
      state,
      stateShort,
      country: 'United States',
      countryShort: 'US',
      coordinates: [Number(longitude.toFixed(6)), Number(latitude.toFixed(6))],
      area: 0,
      areaUnit: 'ft',
      chairAmount: type === 'business' ? random.int(2, 30) : 0,
      employeeAmount: type === 'business' ? random.int(2, 40) : 0,
      members: [],
    });
  }

  // Graduation: students mostly in the coming 18 months, professionals years ago.
  const graduationOffsetDays =
    type === 'student' ? random.int(-400, 550) : type === 'professional' ? -random.int(365, 365 * 20) : 0;
  const educations: Education[] =
    person && random.next() < (type === 'student' ? 0.97 : 0.75)
      ? [
          {
            uuid: `edu-${index}`,
            schoolName: random.pick(catalogues.schools).name,
            schoolId: null,
            program: (() => {
              const program = random.pick(catalogues.programs);
              return { optionId: program.id, name: program.name };
            })(),
            graduationDate: isoDay(now + graduationOffsetDays * DAY_MS),
            gpa: type === 'student' ? Math.round(random.around(3.2, 0.8, 2, 4) * 10) / 10 : null,
            attendance: type === 'student' ? random.int(80, 100) : null,
            hasWorkPermit: 'no',
            workPermitHour: null,
          },
        ]
      : [];
  const firstEducation = educations[0];
  if (firstEducation) {
    const school = catalogues.schools.find((entry) => entry.name === firstEducation.schoolName);
    firstEducation.schoolId = school?.id ?? null;
  }

  const kpiKnown = type === 'professional' && random.next() < 0.8;
  const software = random.sample(catalogues.software, random.int(0, SOFTWARE_WEIGHTS));
  const brands = random.sample(catalogues.brands, random.int(1, 4));
  const phrase = random.pick(PHRASES);
  const specialityNames = specialities.map((speciality) => speciality.name.toLowerCase());
  const description =
    type === 'school'
      ? `${name} trains licensed professionals in ${specialityNames.slice(0, 3).join(', ')}. Small classes, salon-floor experience and job placement support.`
      : type === 'business'
        ? `A ${random.pick(['warm', 'modern', 'boutique', 'award-winning', 'neighborhood'])} ${random.pick(BUSINESS_KINDS).toLowerCase()} in ${locations[0]?.city}. We specialize in ${specialityNames.slice(0, 3).join(', ')} and carry ${brands.map((brand) => brand.name).join(', ')}.`
        : `${title} ${experience ? `with ${experience} years behind the chair` : 'building my book'}, known for ${specialityNames.slice(0, 2).join(' and ')}. I love ${phrase}.`;

  const updatedDaysAgo = Math.floor(random.next() ** 2 * 730);
  const updatedAt = now - updatedDaysAgo * DAY_MS - random.int(0, DAY_MS - 1);
  const createdAt = updatedAt - random.int(0, 400) * DAY_MS;
  const introduction: Introduction = {
    name,
    title,
    headline: type === 'business' || type === 'school' ? `${name}: ${phrase}` : '',
    yearOfExperience: experience,
    isRelocated: false,
    relocateTo: [],
    opportunityStatus: person && random.next() < 0.3,
    showOpportunityStatus: true,
    description,
    reason: person ? `Looking for a team that values ${phrase}.` : '',
  };
  const detail: CanvasDetail = {
    locations,
    categories: categories.map((category, position) => ({
      optionId: category.id,
      name: category.name,
      licenseNumber: position < licensedCount && category.licensed ? `LIC${100000 + index}` : '',
      stateId: null,
      stateName: '',
      otherName: '',
    })),
    primaryContactNumber: '',
    scSalonId: null,
  };
  const media: CanvasMedia = {
    logo: type === 'business' || type === 'school' ? mediaItem('logo', index) : null,
    featuredPhoto: random.next() < 0.8 ? mediaItem('featuredPhoto', index) : null,
    portraitPhoto: person && random.next() < 0.85 ? mediaItem('portraitPhoto', index) : null,
    teamPhoto: null,
    featuredVideo: null,
    portfolioPhoto: [],
    additionalVideo: [],
  };
  const kpi = (value: () => number) => (kpiKnown ? value() : null);
  const additionalInformation: AdditionalInformation = {
    preferredBrands: person ? brands.map((brand) => ({ optionId: brand.id, name: brand.name })) : [],
    specialities: specialities.map((speciality) => ({ optionId: speciality.id, name: speciality.name })),
    softwares: software.map((entry) => ({ optionId: entry.id, name: entry.name })),
    KPI: {
      newGuestsPerMonth: kpi(() => random.int(2, 60)),
      newClientRetention: kpi(() => random.int(10, 90)),
      repeatClientRetention: kpi(() => random.int(5, 100)),
      annualFrequencyOfVisit: kpi(() => random.int(1, 30)),
      combinedAverageTicket: kpi(() => Math.round(random.around(110, 120, 20, 450))),
      productivity: kpi(() => random.int(30, 100)),
      serviceToRetailSales: kpi(() => random.int(1, 100)),
    },
    paymentMode: null,
    backbarBrands: person ? [] : brands.map((brand) => ({ optionId: brand.id, name: brand.name })),
    retailBrands: [],
    companyBenefits: [],
    charities: [],
  };
  const employments: Employment[] = [];
  const document = {
    introduction,
    detail,
    educations,
    employments,
    achievements: [],
    additionalInformation,
  };
  const projection = searchProjection(document);
  return {
    slug: `${slugify(name)}-${index.toString(36)}`,
    owner_index: index % ownerCount,
    type,
    status,
    introduction,
    detail,
    media,
    additional_information: additionalInformation,
    educations,
    employments,
    social_media: { instagram: '', youtube: '', facebook: '', tiktok: '' },
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
    published_at: status === 'public' ? new Date(createdAt).toISOString() : null,
    deleted_at: random.next() < 0.01 ? new Date(now - random.int(1, 50) * DAY_MS).toISOString() : null,
    locations: projectedLocations(detail),
    search_text: projection.searchText,
    search_name: projection.searchName,
    year_of_experience: projection.yearOfExperience,
    licensed: projection.licensed,
    category_ids: projection.categoryIds,
    school_ids: projection.schoolIds,
    program_ids: projection.programIds,
    software_ids: projection.softwareIds,
    graduation_date: projection.graduationDate,
    average_ticket: projection.averageTicket,
    visit_frequency: projection.visitFrequency,
    repeat_retention: projection.repeatRetention,
    retail_sales: projection.retailSales,
  };
}

async function insertBatch(db: Db, rows: GeneratedCanvas[], ownerIds: number[]): Promise<void> {
  const payload = JSON.stringify(
    rows.map(({ owner_index, ...row }) => ({ ...row, owner_id: ownerIds[owner_index] })),
  );
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${payload}::jsonb) as r(
        slug text, owner_id integer, type text, status text, introduction jsonb, detail jsonb,
        media jsonb, additional_information jsonb, educations jsonb, employments jsonb,
        social_media jsonb, created_at timestamptz, updated_at timestamptz,
        published_at timestamptz, deleted_at timestamptz, locations jsonb,
        search_text text, search_name text, year_of_experience integer, licensed boolean,
        category_ids integer[], school_ids integer[], program_ids integer[], software_ids integer[],
        graduation_date date, average_ticket real, visit_frequency real, repeat_retention real,
        retail_sales real)
    ),
    inserted as (
      insert into canvases (slug, owner_id, type, status, introduction, detail, media,
        additional_information, educations, employments, social_media, created_at, updated_at,
        published_at, deleted_at, search_text, search_name, year_of_experience, licensed,
        category_ids, school_ids, program_ids, software_ids, graduation_date, average_ticket,
        visit_frequency, repeat_retention, retail_sales)
      select slug, owner_id, type, status, introduction, detail, media, additional_information,
        educations, employments, social_media, created_at, updated_at, published_at, deleted_at,
        search_text, search_name, year_of_experience, licensed, category_ids, school_ids,
        program_ids, software_ids, graduation_date, average_ticket, visit_frequency,
        repeat_retention, retail_sales
      from input
      returning id, slug
    )
    insert into canvas_locations (canvas_id, position, latitude, longitude)
    select inserted.id, (location->>'position')::integer, (location->>'latitude')::float8,
      (location->>'longitude')::float8
    from inserted
    join input on input.slug = inserted.slug
    cross join lateral jsonb_array_elements(input.locations) as location
  `);
}

/** Adds `count` canvases (with their owners and locations) to a migrated database. */
export async function generateCanvases(db: Db, options: GenerateOptions = {}) {
  const count = options.count ?? DEFAULT_COUNT;
  const batchSize = options.batchSize ?? 1000;
  const random = createRandom(options.seed ?? 20261121);
  const started = performance.now();
  const catalogues = await loadCatalogues(db);
  const zips = loadZipCodes();
  const run = `${Date.now().toString(36)}${Math.floor(random.next() * 1e6).toString(36)}`;
  const ownerCount = Math.max(1, Math.ceil(count / 2));
  const owners = await db.execute(sql`
    insert into users (email, first_name, last_name, email_verified_at, target)
    select 'bench-' || ${run} || '-' || g || '@bench.test', 'Bench', 'Owner ' || g, now(), 'personalCanvas'
    from generate_series(1, ${ownerCount}::integer) as g
    returning id
  `);
  const ownerIds = rowsOf<{ id: number }>(owners).map((row) => row.id);
  const now = Date.now();
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows: GeneratedCanvas[] = [];
    for (let index = offset; index < Math.min(count, offset + batchSize); index += 1) {
      rows.push(buildCanvas(index, random, catalogues, zips, now, ownerCount));
    }
    // Slugs must be unique across runs on the same database.
    for (const row of rows) row.slug = `${row.slug}-${run}`;
    await insertBatch(db, rows, ownerIds);
    options.onProgress?.(Math.min(count, offset + batchSize), count);
  }
  await analyzeTables(db, [
    'canvases',
    'canvas_locations',
    'canvas_search',
    'canvas_search_text',
    'canvas_search_places',
    'search_lexemes',
  ]);
  return { count, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runGeneratorCli({
    noun: 'canvases',
    countVariable: process.env.BENCH_CANVASES,
    defaultCount: DEFAULT_COUNT,
    generate: generateCanvases,
  });
}
