import {
  type CanvasCategory,
  type CanvasLocation,
  type CanvasType,
  type Education,
  type Employment,
  HIDDEN_PAYMENT_MODE_ID,
  type Kpi,
  type OptionRef,
  PRONOUN_OPTIONS,
  slugify,
} from '@canvas/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { canvasBookmarks, canvases, users } from '../../db/schema';
import type { Random, Seeder } from '../../seed/context';
import { SCHOOL_CATALOGUE } from '../options/catalogue';
import { type CanvasDocument, emptyDocument } from './document';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  JOB_DESCRIPTIONS,
  REASONS,
  SALONS,
  SEED_CITIES,
  type SeedCity,
  STREETS,
  TRACKS,
  type Track,
} from './seed-data';
import {
  chance,
  DAY_MS,
  type DemoCanvas,
  daysFromNow,
  demoAwards,
  demoStatus,
  insertDemoCanvases,
  isoDate,
  ofKind,
  option,
  ref,
  sample,
  stateId,
  uniqueSlug,
} from './seed-helpers';
import { artworkItem, type DemoArtwork, demoArtwork } from './seed-images';

/**
 * Demo canvases (DESIGN.md §4): a few hundred student and professional portfolios across US
 * cities, owned by the seeded members, so browse, the home page and the public canvas look alive.
 * The demo accounts student@demo.test and pro@demo.test own complete ones ('demo-student', 'demo-pro').
 */

const EXTRA_OWNERS = 240;

function location(random: Random, city: SeedCity, uuid: string): CanvasLocation {
  const jitter = () => (random.next() - 0.5) * 0.12;
  return {
    uuid,
    address: `${random.int(100, 4800)} ${random.pick(STREETS)}, ${city.city}, ${city.stateShort}`,
    city: city.city,
    state: city.state,
    stateShort: city.stateShort,
    country: 'United States',
    countryShort: 'US',
    coordinates: [
      Math.round((city.coordinates[0] + jitter()) * 1e5) / 1e5,
      Math.round((city.coordinates[1] + jitter()) * 1e5) / 1e5,
    ],
    area: 0,
    areaUnit: 'ft',
    chairAmount: 0,
    employeeAmount: 0,
    members: [],
  };
}

function about(random: Random, specialities: OptionRef[], brands: OptionRef[]): string {
  const names = (list: OptionRef[]) =>
    list.map((item) => item.name.toLowerCase()).join(', ') || 'every service';
  return [
    random.pick(ABOUT_OPENINGS),
    random.pick(ABOUT_MIDDLES).replace('{specialities}', names(specialities.slice(0, 3))),
    random
      .pick(ABOUT_CLOSINGS)
      .replace('{brands}', brands.map((brand) => brand.name).join(' and ') || 'Redken'),
  ].join(' ');
}

function kpi(random: Random): Kpi {
  return {
    newGuestsPerMonth: random.int(6, 48),
    newClientRetention: random.int(30, 82),
    repeatClientRetention: random.int(52, 96),
    annualFrequencyOfVisit: random.int(3, 14),
    combinedAverageTicket: random.int(9, 52) * 5,
    productivity: random.int(58, 98),
    serviceToRetailSales: random.int(4, 32),
  };
}

function employments(random: Random, track: Track, years: number, uuidPrefix: string): Employment[] {
  const count = Math.min(3, Math.max(1, Math.round(years / 4)));
  let end: Date | null = null;
  return Array.from({ length: count }, (_, index) => {
    const length = random.int(12, 48) * 30 * DAY_MS;
    const endDate: Date = end ?? new Date();
    const startDate = new Date(endDate.getTime() - length);
    const isCurrentWork = index === 0 && chance(random, 0.75);
    const job: Employment = {
      uuid: `${uuidPrefix}-job-${index}`,
      title: random.pick(track.jobTitles),
      jobCategory: option(random.pick(track.categoryIds)).name,
      position: random.pick(track.jobTitles),
      company: random.pick(SALONS),
      startDate: isoDate(startDate),
      endDate: isCurrentWork ? null : isoDate(endDate),
      isCurrentWork,
      description: random.pick(JOB_DESCRIPTIONS).replace('{n}', String(random.int(60, 180))),
      industry: 'Beauty Industry',
      companyType: random.pick(['Salon', 'Barbershop', 'Spa', 'Suite']),
    };
    end = new Date(startDate.getTime() - random.int(1, 6) * 30 * DAY_MS);
    return job;
  });
}

interface Person {
  firstName: string;
  lastName: string;
}

function buildDocument(
  random: Random,
  type: CanvasType,
  person: Person,
  art: readonly DemoArtwork[],
  options: { complete?: boolean; city?: SeedCity; track?: Track } = {},
): CanvasDocument {
  const complete = options.complete ?? false;
  const track = options.track ?? random.pick(TRACKS);
  const city = options.city ?? random.pick(SEED_CITIES);
  const uuid = `${slugify(`${person.firstName} ${person.lastName}`)}-${random.int(1000, 9999)}`;
  const isStudent = type === 'student';
  const years = isStudent ? 0 : random.int(1, 22);
  const brands = sample(random, ofKind('brand'), random.int(2, 5)).map((entry) => ref(entry.id));
  const specialities = sample(random, track.specialityIds, random.int(2, 4)).map(ref);
  const softwares = isStudent
    ? []
    : sample(random, ofKind('software'), random.int(1, 2)).map((entry) => ref(entry.id));
  const school = random.pick(SCHOOL_CATALOGUE);
  const graduation = isStudent
    ? daysFromNow(random.int(-120, 540))
    : daysFromNow(-365 * (years + random.int(0, 2)));
  const education: Education = {
    uuid: `${uuid}-edu`,
    schoolName: school.name,
    schoolId: school.id,
    program: ref(track.programId),
    graduationDate: isoDate(graduation),
    gpa: isStudent ? Math.round((2.7 + random.next() * 1.3) * 100) / 100 : null,
    attendance: isStudent ? random.int(86, 100) : null,
    hasWorkPermit: isStudent && chance(random, 0.4) ? 'yes' : 'no',
    workPermitHour: null,
  };
  if (education.hasWorkPermit === 'yes') education.workPermitHour = random.int(2, 12) * 100;
  const categories: CanvasCategory[] = isStudent
    ? []
    : sample(random, track.categoryIds, random.int(1, 2)).map((id) => {
        const licensed = option(id).licensed === true;
        return {
          optionId: id,
          name: option(id).name,
          licenseNumber: licensed ? `${city.stateShort}${random.int(100000, 999999)}` : '',
          stateId: licensed ? stateId(city.stateShort) : null,
          stateName: licensed ? city.state : '',
          otherName: '',
        };
      });
  const landscapes = art.filter((item) => item.shape === 'landscape');
  const portraits = art.filter((item) => item.shape === 'portrait');
  const handle = `${person.firstName}.${person.lastName}.${track.programId === 42 ? 'cuts' : 'beauty'}`
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '');
  const hasMedia = art.length > 0;
  const workCount = complete ? 8 : random.int(3, 8);
  const document = emptyDocument();
  document.introduction = {
    ...document.introduction,
    name: `${person.firstName} ${person.lastName}`,
    title: isStudent ? track.studentTitle : random.pick(track.proTitles),
    yearOfExperience: isStudent ? null : years,
    isRelocated: chance(random, 0.2),
    relocateTo: [],
    opportunityStatus: complete || chance(random, 0.55),
    showOpportunityStatus: true,
    description: about(random, specialities, brands),
    reason: random.pick(REASONS),
  };
  if (document.introduction.isRelocated) {
    document.introduction.relocateTo = sample(random, SEED_CITIES, 2).map(
      (other) => `${other.city}, ${other.stateShort}`,
    );
  }
  document.pronouns = chance(random, 0.85) ? random.pick(PRONOUN_OPTIONS) : null;
  document.bookingUrl =
    complete || chance(random, 0.6)
      ? random.pick([`@${handle}`, `(${city.areaCode}) 555-01${random.int(10, 99)}`])
      : '';
  document.instagramHandle = complete || chance(random, 0.7) ? handle : '';
  document.socialMedia = {
    instagram: document.instagramHandle,
    tiktok: complete || chance(random, 0.35) ? `@${handle.replace(/\./g, '')}` : '',
    youtube: '',
    facebook: complete ? `https://www.facebook.com/${handle.replace(/\./g, '')}` : '',
  };
  document.detail = {
    ...document.detail,
    locations: [location(random, city, `${uuid}-loc`)],
    categories,
  };
  document.educations = [education];
  document.employments = isStudent
    ? complete || chance(random, 0.3)
      ? [
          {
            uuid: `${uuid}-job-0`,
            title: 'Salon Assistant',
            jobCategory: 'Stylist Assistant',
            position: 'Assistant',
            company: random.pick(SALONS),
            startDate: isoDate(daysFromNow(-random.int(120, 400))),
            endDate: null,
            isCurrentWork: true,
            description: 'Shampoo, blow-dry finishes and color bar support while I finish school.',
            industry: 'Beauty Industry',
            companyType: 'Salon',
          },
        ]
      : []
    : employments(random, track, years, uuid);
  document.achievements = demoAwards(random, complete ? 3 : random.int(0, 3), uuid);
  document.additionalInformation = {
    ...document.additionalInformation,
    preferredBrands: brands,
    specialities,
    softwares,
    KPI: isStudent ? document.additionalInformation.KPI : kpi(random),
    paymentMode: isStudent ? null : ref(random.pick([170, 171, 172, 174, 175, 176, HIDDEN_PAYMENT_MODE_ID])),
  };
  if (hasMedia) {
    const work = sample(random, art, workCount);
    document.media = {
      ...document.media,
      portraitPhoto: artworkItem(random.pick(portraits), 'portraitPhoto'),
      featuredPhoto: artworkItem(random.pick(landscapes), 'featuredPhoto'),
      portfolioPhoto: work.map((item, order) =>
        artworkItem(item, 'portfolioPhoto', random.pick(track.work), order),
      ),
    };
  }
  return document;
}

export const seedCanvases: Seeder = async ({ db, random, demoPasswordHash, demoUserIds, storage }) => {
  // Artwork renders while the owners are prepared (sharp works off the main thread).
  const artwork = storage ? demoArtwork(storage) : Promise.resolve([]);

  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, target: users.target })
    .from(users)
    .where(
      and(
        like(users.email, '%@members.demo.test'),
        inArray(users.target, ['studentCanvas', 'personalCanvas']),
      ),
    );
  const FIRST = [
    'Aaliyah',
    'Bianca',
    'Carmen',
    'Dominique',
    'Esme',
    'Francesca',
    'Gianna',
    'Harper',
    'Isla',
    'Jada',
    'Keisha',
    'Lucia',
    'Marisol',
    'Noelle',
    'Paloma',
    'Renata',
    'Serena',
    'Talia',
    'Vivian',
    'Willa',
    'Xavier',
    'Jamal',
    'Luis',
    'Malik',
    'Andre',
    'Theo',
    'Elijah',
    'Sienna',
    'Naomi',
    'Ruby',
  ];
  const LAST = [
    'Adams',
    'Bennett',
    'Castillo',
    'Diaz',
    'Edwards',
    'Flores',
    'Gomez',
    'Hughes',
    'Ito',
    'Jenkins',
    'Khan',
    'Lin',
    'Mendoza',
    'Nguyen',
    'Ortiz',
    'Price',
    'Reyes',
    'Silva',
    'Torres',
    'Vargas',
    'Washington',
    'Bell',
    'Coleman',
    'Dixon',
    'Ellis',
    'Foster',
    'Grant',
    'Howard',
    'Jordan',
    'Morales',
  ];
  const extra = await db
    .insert(users)
    .values(
      Array.from({ length: EXTRA_OWNERS }, (_, index) => {
        const firstName = random.pick(FIRST);
        const lastName = random.pick(LAST);
        const daysAgo = random.int(30, 700);
        return {
          email: `${firstName}.${lastName}.${1001 + index}@members.demo.test`.toLowerCase(),
          passwordHash: demoPasswordHash,
          emailVerifiedAt: sql`now() - make_interval(days => ${daysAgo})`,
          firstName,
          lastName,
          target: index % 9 < 4 ? ('studentCanvas' as const) : ('personalCanvas' as const),
          kind: index % 9 < 4 ? ('student' as const) : ('beautyPro' as const),
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        };
      }),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, target: users.target });
  const art = await artwork;

  const taken = new Set<string>(['demo-student', 'demo-pro']);
  const planned: DemoCanvas[] = [];
  const demoStudent = demoUserIds.student;
  const demoPro = demoUserIds.pro;
  if (demoStudent) {
    planned.push({
      ownerId: demoStudent,
      type: 'student',
      status: 'public',
      slug: 'demo-student',
      updatedDaysAgo: 1,
      document: buildDocument(random, 'student', { firstName: 'Maya', lastName: 'Robinson' }, art, {
        complete: true,
        city: SEED_CITIES.find((city) => city.city === 'Chicago'),
        track: TRACKS[0],
      }),
    });
  }
  if (demoPro) {
    planned.push({
      ownerId: demoPro,
      type: 'professional',
      status: 'public',
      slug: 'demo-pro',
      updatedDaysAgo: 2,
      document: buildDocument(random, 'professional', { firstName: 'Sofia', lastName: 'Alvarez' }, art, {
        complete: true,
        city: SEED_CITIES.find((city) => city.city === 'Los Angeles'),
        track: TRACKS[0],
      }),
    });
  }
  for (const owner of [...members, ...extra]) {
    const type: CanvasType = owner.target === 'studentCanvas' ? 'student' : 'professional';
    const status = demoStatus(random);
    const name = `${owner.firstName} ${owner.lastName}`;
    planned.push({
      ownerId: owner.id,
      type,
      status,
      slug: uniqueSlug(taken, name),
      updatedDaysAgo: random.int(0, 364),
      document: buildDocument(random, type, owner, art),
    });
  }

  await insertDemoCanvases(db, random, planned);

  // The demo accounts have bookmarked a few public portfolios, so their lists are not empty.
  const publicIds = await db
    .select({ id: canvases.id })
    .from(canvases)
    .where(
      and(
        eq(canvases.status, 'public'),
        inArray(
          canvases.slug,
          planned.slice(2, 40).map((c) => c.slug),
        ),
      ),
    );
  const bookmarks = [demoUserIds.student, demoUserIds.pro, demoUserIds.business, demoUserIds.school]
    .filter((id): id is number => id !== undefined)
    .flatMap((userId) => sample(random, publicIds, 5).map(({ id }) => ({ userId, canvasId: id })));
  if (bookmarks.length > 0) await db.insert(canvasBookmarks).values(bookmarks).onConflictDoNothing();
};
