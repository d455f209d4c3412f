import {
  BUSINESS_AWARD_TITLES,
  BUSINESS_MEMBER_ROLES,
  type CanvasLocation,
  type CanvasMember,
  type CanvasStatus,
  INVITATION_TTL_DAYS,
  type MemberRole,
  type OptionRef,
  type ProfileTarget,
  permissionOfRole,
  SCHOOL_MEMBER_ROLES,
  slugify,
} from '@canvas/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { canvases, canvasInvitations, canvasMembers, paymentOrders, users } from '../../db/schema';
import { newOneTimeToken } from '../../lib/tokens';
import type { Random, SeedContext, Seeder } from '../../seed/context';
import { type CatalogueSchool, SCHOOL_CATALOGUE, SCHOOL_TACTIC_BEAUTY } from '../options/catalogue';
import { DEMO_ACCOUNTS } from '../users/seed';
import { type CanvasDocument, emptyDocument } from './document';
import {
  BUSINESS_ABOUT_CLOSINGS,
  BUSINESS_ABOUT_MIDDLES,
  BUSINESS_ABOUT_OPENINGS,
  BUSINESS_HEADLINES,
  BUSINESS_WHY_JOIN,
  type BusinessFocus,
  CITY_ZIPS,
  FOCUS_PROGRAM,
  focusOfName,
  MORE_SALONS,
  PEOPLE_FIRST,
  PEOPLE_LAST,
  SCHOOL_ABOUT_CLOSINGS,
  SCHOOL_ABOUT_MIDDLES,
  SCHOOL_ABOUT_OPENINGS,
  SCHOOL_HEADLINES,
  SCHOOL_KIND_PROGRAMS,
  SCHOOL_WHY_CHOOSE,
  type SeedZip,
} from './seed-business-data';
import { SALONS, SEED_CITIES, type SeedCity, STREETS, TRACKS, type Track } from './seed-data';
import {
  chance,
  type DemoCanvas,
  demoAwards,
  demoStatus,
  insertDemoCanvases,
  option,
  ref,
  sample,
  sampleRefs,
  uniqueSlug,
} from './seed-helpers';
import { artworkItem, type DemoArtwork, demoArtwork, renderDemoLogos } from './seed-images';

/**
 * Demo salons and schools (issue 20): about 40 salons and 20 schools across the demo cities, each
 * with a logo and photos, one to three locations at real ZIP codes, staff who accepted (members and
 * their projection rows) and invitations still pending, and a paid plan when published. The demo
 * accounts business@demo.test and school@demo.test own a complete, paid, published one each
 * ('demo-salon' with two locations, 'demo-school'); stylist@demo.test and teacher@demo.test work there.
 */

export const SALON_COUNT = 40;
export const SCHOOL_COUNT = 20;
export const DEMO_SALON_SLUG = 'demo-salon';
export const DEMO_SCHOOL_SLUG = 'demo-school';
/** One of the salons employment histories name (seed-data.ts SALONS). */
const DEMO_SALON_NAME = 'Gilded Comb Salon';

/** Awards a salon may show (the editor's business subset, less 'Other', which needs a typed title). */
const BUSINESS_AWARDS = BUSINESS_AWARD_TITLES.filter((title) => title !== 'Other');
const SCHOOL_AWARDS = [
  'Beacon',
  'NAHA',
  'Caper',
  'Head Up Completion',
  'Scholarship',
  'Redken Specialist Program',
];

/** Plans as the billing area will sell them: a business buys six months of job posts, a school a month. */
const BUSINESS_PLANS = [
  { priceId: 'business_1_six_month', amount: 14_900, jobCount: 1 },
  { priceId: 'business_2_six_month', amount: 24_900, jobCount: 2 },
  { priceId: 'business_3_six_month', amount: 32_900, jobCount: 3 },
] as const;
const SCHOOL_PLAN = { priceId: 'school_1_month', amount: 9_900, jobCount: 1 } as const;

type OrgType = 'business' | 'school';

interface StaffAccount {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
  /** The demo canvas they work at, and as what. */
  at: OrgType;
  role: MemberRole;
}

/** Demo staff: README lists them beside the five demo accounts (password Demo_pass1). */
export const DEMO_STAFF_ACCOUNTS: readonly StaffAccount[] = [
  {
    key: 'stylist',
    email: 'stylist@demo.test',
    firstName: 'Marcus',
    lastName: 'Reed',
    phone: '+17185550126',
    zipCode: '11216',
    at: 'business',
    role: 'Non-admin',
  },
  {
    key: 'teacher',
    email: 'teacher@demo.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    phone: '+15125550178',
    zipCode: '78701',
    at: 'school',
    role: 'Teacher',
  },
];

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A member the plan adds to a location once the canvas has an id. */
interface PlannedMember {
  locationUuid: string;
  role: MemberRole;
  /** Accepted: the member's account; pending: the invited address. */
  user: Person | null;
  email: string;
  daysAgo: number;
  /** Fixed pending invitees: how often the invitation went out, and whether My Team hides it. */
  sentCount?: number;
  hidden?: boolean;
}

interface PlannedOrg extends DemoCanvas {
  members: PlannedMember[];
  plan: { priceId: string; amount: number; jobCount: number } | null;
}

/**
 * Invitations to the demo salon still waiting for an answer (issue 23 §8), one hidden from My Team.
 * They draw no random numbers, so the rest of the demo stays as it was.
 */
const DEMO_SALON_INVITEES: readonly PlannedMember[] = [
  {
    locationUuid: '',
    role: 'Admin',
    user: null,
    email: 'taylor.brooks@invites.demo.test',
    daysAgo: 2,
    sentCount: 1,
  },
  {
    locationUuid: '',
    role: 'Non-admin',
    user: null,
    email: 'riley.chen@invites.demo.test',
    daysAgo: 9,
    sentCount: 2,
    hidden: true,
  },
];

const cityKey = (city: SeedCity) => `${city.city}, ${city.stateShort}`;
const cityNamed = (name: string): SeedCity => {
  const city = SEED_CITIES.find((candidate) => candidate.city === name);
  if (!city) throw new Error(`seed: no city ${name}`);
  return city;
};
const zipsOf = (city: SeedCity): readonly SeedZip[] => {
  const zips = CITY_ZIPS[cityKey(city)];
  if (!zips?.length) throw new Error(`seed: no ZIP codes for ${cityKey(city)}`);
  return zips;
};
const trackOf = (focus: BusinessFocus): Track =>
  TRACKS.find((track) => track.programId === FOCUS_PROGRAM[focus]) ?? (TRACKS[0] as Track);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const listOf = (refs: OptionRef[]) =>
  refs
    .slice(0, 3)
    .map((item) => item.name.toLowerCase())
    .join(', ');
/** 'Hollow Oak Hair Co.' -> 'hollowoakhairco': a handle as the networks allow it. */
const handleOf = (name: string) => slugify(name).replace(/-/g, '').slice(0, 28);
const phoneOf = (random: Random, city: SeedCity) => `(${city.areaCode}) 555-01${random.int(10, 99)}`;

interface LocationPlan {
  city: SeedCity;
  zip: SeedZip;
}

/**
 * Where a canvas's locations are: the first in its city, further ones at the city's other ZIP codes
 * or, now and then, in another demo city of the same state (a salon group across Texas).
 */
function locationPlaces(random: Random, city: SeedCity, count: number): LocationPlan[] {
  const zips = zipsOf(city);
  const places: LocationPlan[] = [{ city, zip: zips[0] as SeedZip }];
  const neighbours = SEED_CITIES.filter((other) => other.stateShort === city.stateShort && other !== city);
  for (let index = 1; index < count; index += 1) {
    const other = neighbours.length > 0 && chance(random, 0.4) ? random.pick(neighbours) : null;
    places.push(
      other
        ? { city: other, zip: random.pick(zipsOf(other)) }
        : { city, zip: zips[index % zips.length] as SeedZip },
    );
  }
  return places;
}

/** A location at a ZIP code's centre, its address as '<n> <street>, City, ST ZIP' (what the gazetteer places there). */
function orgLocation(random: Random, type: OrgType, place: LocationPlan, uuid: string): CanvasLocation {
  const { city, zip } = place;
  const [code, longitude, latitude] = zip;
  const squareFeet = type === 'school' ? random.int(30, 140) * 100 : random.int(9, 42) * 100;
  // Some owners measure in square metres (the editor's ft/m switch: 10.76 ft² a m², floored).
  const metric = chance(random, 0.15);
  const location: CanvasLocation = {
    uuid,
    address: `${random.int(100, 4800)} ${random.pick(STREETS)}, ${city.city}, ${city.stateShort} ${code}`,
    city: city.city,
    state: city.state,
    stateShort: city.stateShort,
    country: 'United States',
    countryShort: 'US',
    coordinates: [longitude, latitude],
    zipCode: code,
    area: metric ? Math.floor(squareFeet / 10.76) : squareFeet,
    areaUnit: metric ? 'm' : 'ft',
    chairAmount: type === 'school' ? random.int(20, 64) : random.int(4, 24),
    employeeAmount: type === 'school' ? random.int(8, 40) : random.int(3, 30),
    members: [],
  };
  return location;
}

function schoolFields(random: Random, location: CanvasLocation, programs: OptionRef[]): CanvasLocation {
  const classType = random.pick(['day', 'night', 'all'] as const);
  return {
    ...location,
    isAccredited: chance(random, 0.85),
    classType,
    dayStudents: classType === 'night' ? null : random.int(3, 24) * 10,
    nightStudents: classType === 'day' ? null : random.int(2, 12) * 10,
    supportedProgram: sample(random, programs, random.int(Math.min(2, programs.length), programs.length)),
  };
}

function socialMediaOf(random: Random, name: string, complete: boolean) {
  const handle = handleOf(name);
  return {
    instagram: handle,
    facebook: complete || chance(random, 0.7) ? `https://www.facebook.com/${handle}` : '',
    tiktok: complete || chance(random, 0.4) ? `@${handle}` : '',
    youtube: complete || chance(random, 0.2) ? `https://www.youtube.com/@${handle}` : '',
  };
}

interface Images {
  art: readonly DemoArtwork[];
  logos: readonly DemoArtwork[];
}

function orgMedia(random: Random, document: CanvasDocument, images: Images) {
  const landscapes = images.art.filter((item) => item.shape === 'landscape');
  if (landscapes.length === 0 || images.logos.length === 0) return document.media;
  const [featured, team] = sample(random, landscapes, 2);
  return {
    ...document.media,
    logo: artworkItem(random.pick(images.logos), 'logo'),
    featuredPhoto: featured ? artworkItem(featured, 'featuredPhoto') : null,
    teamPhoto: team ? artworkItem(team, 'teamPhoto') : null,
  };
}

interface OrgSpec {
  type: OrgType;
  name: string;
  city: SeedCity;
  locationCount: number;
  complete: boolean;
  /** Businesses: what the salon does. Schools: the catalogue school it is. */
  focus?: BusinessFocus;
  school?: CatalogueSchool;
  /** Where the locations are, when not left to chance. */
  places?: LocationPlan[];
}

function orgDocument(random: Random, spec: OrgSpec, images: Images): CanvasDocument {
  const { type, name, city, complete } = spec;
  const uuid = `${slugify(name)}-${random.int(1000, 9999)}`;
  const document = emptyDocument();
  const values: Record<string, string> = { city: city.city };
  let programs: OptionRef[] = [];
  if (type === 'business') {
    const track = trackOf(spec.focus ?? 'hair');
    const specialities = sample(random, track.specialityIds, random.int(3, 5)).map(ref);
    const backbarBrands = sampleRefs(random, 'brand', random.int(2, 4));
    values.specialities = listOf(specialities);
    values.brands = backbarBrands
      .slice(0, 2)
      .map((brand) => brand.name)
      .join(' and ');
    document.introduction = {
      ...document.introduction,
      name,
      headline: fill(random.pick(BUSINESS_HEADLINES[spec.focus ?? 'hair']), values),
      description: [
        random.pick(BUSINESS_ABOUT_OPENINGS),
        fill(random.pick(BUSINESS_ABOUT_MIDDLES), values),
        fill(random.pick(BUSINESS_ABOUT_CLOSINGS), values),
      ].join(' '),
      reason: random.pick(BUSINESS_WHY_JOIN),
    };
    document.detail.categories = sample(random, track.categoryIds, random.int(1, 2)).map((id) => ({
      optionId: id,
      name: option(id).name,
      licenseNumber: '',
      stateId: null,
      stateName: '',
      otherName: '',
    }));
    document.additionalInformation = {
      ...document.additionalInformation,
      backbarBrands,
      retailBrands: sampleRefs(random, 'brand', random.int(1, 3)),
      companyBenefits: sampleRefs(random, 'companyBenefit', complete ? 6 : random.int(2, 6)),
      softwares: sampleRefs(random, 'software', 1),
      specialities,
      charities: sampleRefs(random, 'charity', random.int(complete ? 2 : 0, 2)),
      paymentMode: ref(random.pick([170, 171, 172, 174, 175, 176, 177])),
    };
    document.achievements = demoAwards(random, complete ? 3 : random.int(0, 2), uuid, BUSINESS_AWARDS);
  } else {
    const kind = spec.school?.name ?? name;
    const first = SCHOOL_KIND_PROGRAMS.find(([pattern]) => pattern.test(kind))?.[1] ?? [41];
    programs = [...first, ...sample(random, [45, 49, 50, 52, 53], random.int(0, 2))]
      .filter((id, index, all) => all.indexOf(id) === index)
      .map(ref);
    values.programs = listOf(programs);
    document.introduction = {
      ...document.introduction,
      name,
      headline: fill(random.pick(SCHOOL_HEADLINES), values),
      description: [
        random.pick(SCHOOL_ABOUT_OPENINGS),
        fill(random.pick(SCHOOL_ABOUT_MIDDLES), values),
        random.pick(SCHOOL_ABOUT_CLOSINGS),
      ].join(' '),
      reason: random.pick(SCHOOL_WHY_CHOOSE),
    };
    document.additionalInformation = {
      ...document.additionalInformation,
      backbarBrands: sampleRefs(random, 'brand', random.int(2, 4)),
      retailBrands: sampleRefs(random, 'brand', random.int(1, 2)),
      companyBenefits: sampleRefs(random, 'companyBenefit', random.int(2, 5)),
      softwares: sampleRefs(random, 'software', 1),
      specialities: sampleRefs(random, 'speciality', random.int(2, 4)),
      charities: sampleRefs(random, 'charity', random.int(complete ? 2 : 0, 2)),
      paymentMode: null,
    };
    document.achievements = demoAwards(random, complete ? 3 : random.int(0, 3), uuid, SCHOOL_AWARDS);
  }
  const places = spec.places ?? locationPlaces(random, city, spec.locationCount);
  document.detail = {
    ...document.detail,
    primaryContactNumber: phoneOf(random, city),
    scSalonId: type === 'business' && chance(random, 0.25) ? random.int(100_000, 9_999_999) : null,
    locations: places.map((place, index) => {
      const location = orgLocation(random, type, place, `${uuid}-loc-${index}`);
      return type === 'school' ? schoolFields(random, location, programs) : location;
    }),
  };
  document.socialMedia = socialMediaOf(random, name, complete);
  document.instagramHandle = document.socialMedia.instagram;
  document.media = orgMedia(random, document, images);
  return document;
}

const rolesOf = (type: OrgType) => (type === 'business' ? BUSINESS_MEMBER_ROLES : SCHOOL_MEMBER_ROLES);

/**
 * Staff of each location: a few people from the demo community who accepted (about two a canvas)
 * and now and then an invitation still open to someone without an account.
 */
function plannedStaff(
  random: Random,
  type: OrgType,
  document: CanvasDocument,
  pool: readonly Person[],
  fixed: PlannedMember[] = [],
): PlannedMember[] {
  const members: PlannedMember[] = [...fixed];
  const used = new Set(fixed.flatMap((member) => (member.user ? [member.user.id] : [])));
  document.detail.locations.forEach((location, index) => {
    const accepted = sample(
      random,
      pool.filter((person) => !used.has(person.id)),
      random.int(index === 0 ? 1 : 0, 2),
    );
    for (const person of accepted) {
      used.add(person.id);
      members.push({
        locationUuid: location.uuid,
        role: random.pick(rolesOf(type)),
        user: person,
        email: person.email,
        daysAgo: random.int(5, 200),
      });
    }
    if (chance(random, 0.5)) {
      const first = random.pick(PEOPLE_FIRST);
      const last = random.pick(PEOPLE_LAST);
      members.push({
        locationUuid: location.uuid,
        role: random.pick(rolesOf(type)),
        user: null,
        email: `${first}.${last}.${random.int(10, 99)}@invites.demo.test`.toLowerCase(),
        daysAgo: random.int(0, INVITATION_TTL_DAYS - 2),
      });
    }
  });
  return members;
}

/** The document's member entries: accepted ones carry the user id, pending ones only the email (spec 2 §3 Member). */
function withMembers(document: CanvasDocument, members: PlannedMember[]): CanvasDocument {
  const locations = document.detail.locations.map((location) => ({
    ...location,
    members: members
      .filter((member) => member.locationUuid === location.uuid)
      .map(
        (member, index): CanvasMember => ({
          uuid: `${location.uuid}-member-${index}`,
          type: 'employee',
          permission: { permission: permissionOfRole(member.role) },
          role: member.role,
          memberUserId: member.user?.id ?? null,
          // Accepting keeps the invited address, so editors still see where the invitation went.
          email: member.email,
        }),
      ),
  }));
  return { ...document, detail: { ...document.detail, locations } };
}

/**
 * The demo owner and staff accounts, created when an earlier seeder did not (seeding this area on
 * its own): business@demo.test and school@demo.test as users/seed.ts defines them, and the staff.
 */
async function ensureDemoAccounts(context: SeedContext): Promise<Record<string, Person>> {
  const { db, demoPasswordHash, demoUserIds } = context;
  const wanted = [
    ...DEMO_ACCOUNTS.filter((account) => account.key === 'business' || account.key === 'school').map(
      ({ key: _key, ...account }) => account,
    ),
    ...DEMO_STAFF_ACCOUNTS.map(({ key: _key, at: _at, role: _role, ...account }) => ({
      ...account,
      target: 'personalCanvas' as const,
      kind: 'beautyPro' as const,
      roleValue: 'end_user' as const,
    })),
  ];
  const keyOf = (email: string) =>
    [...DEMO_ACCOUNTS, ...DEMO_STAFF_ACCOUNTS].find((account) => account.email === email)?.key ?? email;
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
  const existing = await db
    .select(columns)
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((account) => account.email),
      ),
    );
  const missing = wanted.filter((account) => !existing.some((row) => row.email === account.email));
  const created =
    missing.length === 0
      ? []
      : await db
          .insert(users)
          .values(
            missing.map((account) => ({
              ...account,
              passwordHash: demoPasswordHash,
              emailVerifiedAt: sql`now()`,
              phoneVerified: true,
            })),
          )
          .returning(columns);
  const accounts: Record<string, Person> = {};
  for (const row of [...existing, ...created]) {
    const key = keyOf(row.email);
    accounts[key] = row;
    demoUserIds[key] = row.id;
  }
  return accounts;
}

/** Owners for the canvases beyond the demo ones: the community's salon or school members, then new ones. */
async function ownersOf(context: SeedContext, type: OrgType, count: number) {
  const { db, random, demoPasswordHash } = context;
  const target: ProfileTarget = type === 'business' ? 'businessCanvas' : 'schoolDashboard';
  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(like(users.email, '%@members.demo.test'), eq(users.target, target)))
    .orderBy(users.id)
    .limit(count);
  if (members.length >= count) return members;
  const extra = await db
    .insert(users)
    .values(
      Array.from({ length: count - members.length }, (_, index) => {
        const firstName = random.pick(PEOPLE_FIRST);
        const lastName = random.pick(PEOPLE_LAST);
        const daysAgo = random.int(60, 800);
        return {
          email:
            `${firstName}.${lastName}.${(type === 'business' ? 3001 : 4001) + index}@members.demo.test`.toLowerCase(),
          passwordHash: demoPasswordHash,
          emailVerifiedAt: sql`now() - make_interval(days => ${daysAgo})`,
          firstName,
          lastName,
          target,
          kind: null,
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        };
      }),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
  return [...members, ...extra];
}

/** The schools ordered first of each city, then second of each city, and so on. */
function roundRobinByCity(schools: readonly CatalogueSchool[]): CatalogueSchool[] {
  const byCity = new Map<string, CatalogueSchool[]>();
  for (const school of schools) byCity.set(school.city, [...(byCity.get(school.city) ?? []), school]);
  const queues = [...byCity.values()];
  const ordered: CatalogueSchool[] = [];
  for (let round = 0; ordered.length < schools.length; round += 1) {
    for (const queue of queues) {
      const school = queue[round];
      if (school) ordered.push(school);
    }
  }
  return ordered;
}

export const seedBusinessCanvases: Seeder = async (context) => {
  const { db, random, storage } = context;
  // The shared artwork is rendered once (the person seeder usually did it already); logos are new.
  const images: Promise<Images> = storage
    ? Promise.all([demoArtwork(storage), renderDemoLogos(storage)]).then(([art, logos]) => ({ art, logos }))
    : Promise.resolve({ art: [], logos: [] });

  const demo = await ensureDemoAccounts(context);
  const salonOwners = await ownersOf(context, 'business', SALON_COUNT - 1);
  const schoolOwners = await ownersOf(context, 'school', SCHOOL_COUNT - 1);
  const staffPool = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(like(users.email, '%@members.demo.test'), eq(users.target, 'personalCanvas')))
    .orderBy(users.id)
    .limit(200);
  const taken = new Set((await db.select({ slug: canvases.slug }).from(canvases)).map((row) => row.slug));
  const resolved = await images;

  const planned: PlannedOrg[] = [];
  const plan = (
    spec: OrgSpec,
    owner: Person,
    options: { slug?: string; status?: CanvasStatus; updatedDaysAgo?: number; staff?: PlannedMember[] } = {},
  ) => {
    const document = orgDocument(random, spec, resolved);
    const fixed = (options.staff ?? []).map((member) => ({
      ...member,
      locationUuid: document.detail.locations[0]?.uuid ?? '',
    }));
    const members = plannedStaff(random, spec.type, document, staffPool, fixed);
    const status = options.status ?? demoStatus(random);
    const slug = options.slug ?? uniqueSlug(taken, spec.name);
    if (options.slug) taken.add(options.slug);
    planned.push({
      ownerId: owner.id,
      type: spec.type,
      status,
      slug,
      // Older than the demo student's and pro's, which stay first on the home page's featured list.
      updatedDaysAgo: options.updatedDaysAgo ?? random.int(5, 300),
      document: withMembers(document, members),
      members,
      plan:
        status === 'draft'
          ? null
          : spec.type === 'business'
            ? { ...random.pick(BUSINESS_PLANS) }
            : { ...SCHOOL_PLAN },
    });
  };
  const staffOf = (type: OrgType): PlannedMember[] =>
    DEMO_STAFF_ACCOUNTS.filter((account) => account.at === type).flatMap((account) => {
      const user = demo[account.key];
      return user ? [{ locationUuid: '', role: account.role, user, email: user.email, daysAgo: 30 }] : [];
    });

  // The demo salon and school: complete, paid and published.
  const business = demo.business;
  if (business) {
    plan(
      {
        type: 'business',
        name: DEMO_SALON_NAME,
        city: cityNamed('New York'),
        locationCount: 2,
        complete: true,
        focus: 'hair',
        // SoHo, where the owner's account is, and Brooklyn.
        places: [cityNamed('New York'), cityNamed('Brooklyn')].map((city) => ({
          city,
          zip: zipsOf(city)[0] as SeedZip,
        })),
      },
      business,
      {
        slug: DEMO_SALON_SLUG,
        status: 'public',
        updatedDaysAgo: 3,
        staff: [...staffOf('business'), ...DEMO_SALON_INVITEES],
      },
    );
  }
  const schoolAccount = demo.school;
  const austinSchool = SCHOOL_CATALOGUE.find(
    (school) => school.city === 'Austin' && school.tactic === SCHOOL_TACTIC_BEAUTY,
  );
  if (schoolAccount && austinSchool) {
    plan(
      {
        type: 'school',
        name: austinSchool.name,
        city: cityNamed('Austin'),
        locationCount: 2,
        complete: true,
        school: austinSchool,
      },
      schoolAccount,
      { slug: DEMO_SCHOOL_SLUG, status: 'public', updatedDaysAgo: 4, staff: staffOf('school') },
    );
  }

  const salonNames = [...SALONS, ...MORE_SALONS].filter((name) => name !== DEMO_SALON_NAME);
  salonOwners.forEach((owner, index) => {
    const name = salonNames[index % salonNames.length] ?? 'Canvas Salon';
    const roll = random.next();
    plan(
      {
        type: 'business',
        name,
        city: SEED_CITIES[(index * 7) % SEED_CITIES.length] as SeedCity,
        locationCount: roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3,
        complete: false,
        focus: focusOfName(name),
      },
      owner,
    );
  });
  // Catalogue schools become canvases in their own cities: one school per city before a second.
  const schools = roundRobinByCity(SCHOOL_CATALOGUE.filter((school) => school.id !== austinSchool?.id));
  schoolOwners.forEach((owner, index) => {
    const school = schools[index % schools.length] as CatalogueSchool;
    const roll = random.next();
    plan(
      {
        type: 'school',
        name: school.name,
        city: cityNamed(school.city),
        locationCount: roll < 0.6 ? 1 : roll < 0.9 ? 2 : 3,
        complete: false,
        school,
      },
      owner,
    );
  });

  const created = await insertDemoCanvases(db, random, planned);

  const memberRows = created.flatMap(({ id, canvas }) =>
    canvas.members.flatMap((member) =>
      member.user
        ? [
            {
              canvasId: id,
              locationUuid: member.locationUuid,
              userId: member.user.id,
              role: member.role,
              permission: permissionOfRole(member.role),
              joinedAt: sql`now() - make_interval(days => ${member.daysAgo})`,
            },
          ]
        : [],
    ),
  );
  if (memberRows.length > 0) await db.insert(canvasMembers).values(memberRows);

  // Every member was invited once; accepted invitations keep their acceptance, open ones expire in
  // INVITATION_TTL_DAYS. Their codes are random and known to nobody (no email was ever sent).
  const invitationRows = created.flatMap(({ id, canvas }) =>
    canvas.members.map((member) => {
      const sent = sql`now() - make_interval(days => ${member.daysAgo + (member.user ? 2 : 0)})`;
      return {
        canvasId: id,
        locationUuid: member.locationUuid,
        email: member.email.toLowerCase(),
        role: member.role,
        codeHash: newOneTimeToken().hash,
        invitedBy: canvas.ownerId,
        sentCount: member.sentCount ?? (member.user ? 1 : random.int(1, 2)),
        hidden: member.hidden ?? false,
        createdAt: sent,
        sentAt: sent,
        expiresAt: sql`now() - make_interval(days => ${member.daysAgo + (member.user ? 2 : 0)}) + make_interval(days => ${INVITATION_TTL_DAYS})`,
        acceptedAt: member.user ? sql`now() - make_interval(days => ${member.daysAgo})` : null,
        acceptedBy: member.user?.id ?? null,
      };
    }),
  );
  if (invitationRows.length > 0) await db.insert(canvasInvitations).values(invitationRows);

  // Published salons and schools were paid for: one succeeded order each, bought before publishing.
  const orders = created.flatMap(({ id, canvas }) => {
    const paid = canvas.plan;
    if (!paid) return [];
    const when = sql`now() - make_interval(days => ${canvas.updatedDaysAgo + 8})`;
    return [
      {
        canvasId: id,
        userId: canvas.ownerId,
        status: 'succeeded',
        priceId: paid.priceId,
        amount: paid.amount,
        jobCount: paid.jobCount,
        createdAt: when,
        updatedAt: when,
      },
    ];
  });
  if (orders.length > 0) await db.insert(paymentOrders).values(orders);
};
