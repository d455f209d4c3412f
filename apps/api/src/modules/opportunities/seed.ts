import {
  type CanvasType,
  jobTypeOfName,
  type MediaItem,
  OPPORTUNITY_DEFAULT_EXPIRY_DAYS,
  type OpportunityBrand,
  type OptionRef,
  slugify,
} from '@canvas/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  canvases,
  opportunities,
  opportunityApplications,
  opportunityBookmarks,
  opportunityViews,
  paymentOrders,
  users,
} from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import type { Random, Seeder } from '../../seed/context';
import { DEMO_SALON_SLUG, DEMO_SCHOOL_SLUG } from '../canvases/seed-business';
import { chance, DAY_MS, isoDate, ref, sample } from '../canvases/seed-helpers';
import { artworkItem, type DemoArtwork, demoArtwork } from '../canvases/seed-images';
import {
  APPLICATION_MIX,
  CONTEST_TEXT,
  CONTESTS,
  type Craft,
  DUTIES,
  JOB_TYPES,
  type JobTypeName,
  LEGACY_JOBS,
  NATIONAL_ROLES,
  OPENINGS,
  PAY_OF_CRAFT,
  PERKS,
  REQUIREMENTS,
  SALON_ROLES,
  SCHOOL_ROLES,
  type SeedRole,
} from './seed-data';

/**
 * Demo opportunities (issue 22): about 200 from the demo salons and schools across the demo cities.
 * Each paid canvas has as many active (public, unexpired) opportunities as its plan's job_count
 * allows, never more, so `job.now <= job.max` holds as the API computes it; the demo salon keeps
 * one of its three slots free so its owner can publish one more, and the demo school uses its one.
 * Beside them: expired and private ones, a few downgraded by a smaller plan, some contests and
 * national ones (platform staff set those), applications from the demo students and pros in every
 * status, and views over the last 30 days. Three carry the old site's job slugs (seed-data.ts
 * LEGACY_JOBS) that the /job/* redirects land on. Runs once: a database that has them is left alone.
 */

/** Active opportunities of the demo salon: one slot of its business_3_six_month plan stays free. */
export const DEMO_SALON_ACTIVE = 2;
const VIEW_DAYS = 30;
/**
 * Rows per insert: opportunity search's triggers run once a statement (decision 025), so a few
 * large inserts cost far less than many small ones.
 */
const BATCH = 500;

interface Poster {
  id: number;
  slug: string;
  type: CanvasType;
  ownerId: number;
  name: string;
  headline: string;
  description: string;
  handle: string;
  city: string;
  locations: { uuid: string; address: string }[];
  retailBrands: OptionRef[];
  softwares: OptionRef[];
  featuredPhoto: MediaItem | null;
  teamPhoto: MediaItem | null;
  /** The paid plan's job_count; null without a paid plan. */
  quota: number | null;
}

type Standing = 'active' | 'expired' | 'private' | 'downgrade';

interface Planned {
  poster: Poster;
  standing: Standing;
  slug?: string;
  title: OptionRef;
  categoryId: number | null;
  craft: Craft;
  national: boolean;
  contest: boolean;
  brand: OpportunityBrand;
  createdDaysAgo: number;
}

interface Applicant {
  userId: number;
  canvasId: number;
  name: string;
}

const daysAhead = (days: number) => isoDate(new Date(Date.now() + days * DAY_MS));
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const weighted = <T extends { weight: number }>(random: Random, items: readonly T[]): T => {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
};

async function loadPosters(db: Db): Promise<Poster[]> {
  // The plan's quota as the API reads it: the newest succeeded order's job_count.
  const orders = await db
    .select({ canvasId: paymentOrders.canvasId, jobCount: paymentOrders.jobCount })
    .from(paymentOrders)
    .where(eq(paymentOrders.status, 'succeeded'))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
  const quotas = new Map<number, number>();
  for (const order of orders) if (!quotas.has(order.canvasId)) quotas.set(order.canvasId, order.jobCount);
  const rows = await db
    .select({
      id: canvases.id,
      slug: canvases.slug,
      type: canvases.type,
      ownerId: canvases.ownerId,
      introduction: canvases.introduction,
      detail: canvases.detail,
      media: canvases.media,
      socialMedia: canvases.socialMedia,
      additionalInformation: canvases.additionalInformation,
    })
    .from(canvases)
    .where(and(inArray(canvases.type, ['business', 'school']), isNull(canvases.deletedAt)))
    .orderBy(canvases.id);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    type: row.type,
    ownerId: row.ownerId,
    name: row.introduction.name,
    headline: row.introduction.headline,
    description: row.introduction.description,
    handle: row.socialMedia.instagram || slugify(row.slug).replace(/-/g, ''),
    city: row.detail.locations[0]?.city ?? '',
    locations: row.detail.locations.map((location) => ({ uuid: location.uuid, address: location.address })),
    retailBrands: row.additionalInformation.retailBrands ?? [],
    softwares: row.additionalInformation.softwares ?? [],
    featuredPhoto: row.media.featuredPhoto ?? null,
    teamPhoto: row.media.teamPhoto ?? null,
    quota: quotas.get(row.id) ?? null,
  }));
}

/** Owners of public student and professional canvases, the demo student and pro first. */
async function loadApplicants(db: Db, demoIds: number[]): Promise<Applicant[]> {
  const rows = await db
    .select({
      userId: canvases.ownerId,
      canvasId: canvases.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(
      and(
        inArray(canvases.type, ['student', 'professional']),
        eq(canvases.status, 'public'),
        isNull(canvases.deletedAt),
      ),
    )
    .orderBy(canvases.id);
  const seen = new Set<number>();
  const applicants = rows.flatMap((row) => {
    if (seen.has(row.userId)) return [];
    seen.add(row.userId);
    return [{ userId: row.userId, canvasId: row.canvasId, name: `${row.firstName} ${row.lastName}`.trim() }];
  });
  const rank = (applicant: Applicant) => {
    const index = demoIds.indexOf(applicant.userId);
    return index === -1 ? demoIds.length : index;
  };
  return applicants.sort((a, b) => rank(a) - rank(b));
}

/** What one poster's opportunities are: as many active as the plan allows, then the others. */
function planPoster(random: Random, poster: Poster): Planned[] {
  const roles = poster.type === 'school' ? SCHOOL_ROLES : SALON_ROLES;
  const planned: Planned[] = [];
  const job = (standing: Standing, createdDaysAgo: number): Planned => {
    const contest = chance(random, poster.type === 'school' ? 0.12 : 0.06);
    // National ones show in every search, so a member in a city with no salon still sees a few.
    const national = !contest && poster.type === 'business' && chance(random, 0.2);
    if (contest) {
      const item = random.pick(CONTESTS);
      return {
        poster,
        standing,
        title: { optionId: null, name: item.name },
        categoryId: item.categoryId,
        craft: item.craft,
        national: false,
        contest: true,
        brand: poster.type === 'school' && chance(random, 0.5) ? 'Scholarship' : 'Not a Brand',
        createdDaysAgo,
      };
    }
    const role: SeedRole = random.pick(national ? NATIONAL_ROLES : roles);
    return {
      poster,
      standing,
      title: ref(role.titleId),
      categoryId: role.categoryId,
      craft: role.craft,
      national,
      contest: false,
      brand: national
        ? random.pick(['National Brand', 'Brand Educator', 'Mentorship'] as const)
        : 'Not a Brand',
      createdDaysAgo,
    };
  };
  if (poster.quota === null) {
    // No plan: now and then a draft waiting for one.
    if (chance(random, 0.5)) planned.push(job('private', random.int(1, 60)));
    return planned;
  }
  const active =
    poster.slug === DEMO_SALON_SLUG
      ? DEMO_SALON_ACTIVE
      : poster.slug === DEMO_SCHOOL_SLUG
        ? poster.quota
        : chance(random, 0.8)
          ? poster.quota
          : Math.max(0, poster.quota - 1);
  for (let index = 0; index < Math.min(active, poster.quota); index += 1)
    planned.push(job('active', random.int(2, 150)));
  for (let index = random.int(0, 2); index > 0; index -= 1) planned.push(job('expired', random.int(40, 200)));
  for (let index = random.int(0, 2); index > 0; index -= 1) planned.push(job('private', random.int(1, 90)));
  if (chance(random, 0.08)) planned.push(job('downgrade', random.int(60, 200)));
  return planned;
}

/** The rich description: an opening, duties, requirements and perks, or a contest's rules. */
function descriptionOf(random: Random, item: Planned, pay: string, jobType: string, brand: string): string {
  const values = {
    company: escapeHtml(item.poster.name),
    city: escapeHtml(item.poster.city || 'town'),
    title: escapeHtml(item.title.name),
    brand: escapeHtml(brand),
  };
  const list = (lines: readonly string[]) =>
    `<ul>${lines.map((line) => `<li>${escapeHtml(fill(line, { brand }))}</li>`).join('')}</ul>`;
  if (item.contest) {
    return `<p>${values.company} invites ${item.poster.type === 'school' ? 'students' : 'artists'} across ${values.city} to the <strong>${values.title}</strong>.</p>${fill(CONTEST_TEXT, values)}`;
  }
  return [
    `<p>${fill(random.pick(OPENINGS), values)}</p>`,
    '<h3>What you will do</h3>',
    list(sample(random, DUTIES[item.craft], random.int(3, 4))),
    '<h3>What we are looking for</h3>',
    list(sample(random, REQUIREMENTS[item.craft], random.int(2, 3))),
    '<h3>What we offer</h3>',
    list(sample(random, PERKS, 3)),
    `<p><strong>${escapeHtml(jobType)}</strong> · ${escapeHtml(pay)}. ${item.national ? 'Open to candidates in every state.' : `Based at our ${values.city} location.`}</p>`,
  ].join('');
}

function jobTypeOf(random: Random, item: Planned): JobTypeName {
  if (item.contest) return 'Contract';
  if (item.craft === 'assistant' && chance(random, 0.4)) return 'Internship';
  if ((item.craft === 'hair' || item.craft === 'barber') && chance(random, 0.25)) return 'Booth Rental';
  return random.pick(chance(random, 0.7) ? (['Full Time'] as const) : JOB_TYPES.slice(0, 3));
}

/** Unique slugs as the API makes them ('<job title> <canvas name>', then -2, -3...). */
function slugFor(taken: Set<string>, item: Planned): string {
  const base = slugify(`${item.title.name} ${item.poster.name}`).slice(0, 80) || 'opportunity';
  let slug = /^\d+$/.test(base) ? `opportunity-${base}` : base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

function rowOf(
  random: Random,
  item: Planned,
  slug: string,
  art: readonly DemoArtwork[],
  adminId?: number,
): PgInsertValue<typeof opportunities> {
  const { poster } = item;
  const location = item.national ? null : (random.pick(poster.locations) ?? null);
  const jobType = jobTypeOf(random, item);
  const payIds = PAY_OF_CRAFT[item.craft];
  const payment = ref(jobType === 'Booth Rental' ? 172 : random.pick(payIds));
  const retailBrands = poster.retailBrands.length > 0 ? poster.retailBrands : [ref(200 + random.int(0, 30))];
  const brandName = retailBrands[0]?.name ?? 'our partner brands';
  const landscapes = art.filter((image) => image.shape === 'landscape');
  const thumb = landscapes.length > 0 ? artworkItem(random.pick(landscapes), 'thumbnailPhoto') : null;
  let expire: string;
  if (item.standing === 'expired') expire = daysAhead(-random.int(1, Math.min(60, item.createdDaysAgo - 14)));
  else if (chance(random, 0.6)) expire = daysAhead(OPPORTUNITY_DEFAULT_EXPIRY_DAYS - item.createdDaysAgo);
  else expire = daysAhead(item.contest ? random.int(14, 60) : random.int(30, 240));
  const website = `https://${poster.handle}.example.com`;
  return {
    slug,
    canvasId: poster.id,
    // National ones and contests are set by platform staff (the demo admin when seeded).
    posterId: (item.national || item.contest) && adminId !== undefined ? adminId : poster.ownerId,
    status: item.standing === 'active' || item.standing === 'expired' ? 'public' : item.standing,
    expire,
    jobTitle: item.title,
    jobType: { optionId: jobTypeOfName(jobType)?.optionId ?? null, name: jobType },
    jobCategory: item.categoryId === null ? null : ref(item.categoryId),
    location,
    locationUuid: location?.uuid ?? null,
    validForAllState: item.national,
    competition: item.contest,
    brand: item.brand,
    email: `careers@${poster.handle}.demo.test`,
    applyUrl: chance(random, 0.2) ? `${website}/careers` : '',
    // Built of the allow-list's tags with escaped text, so it is stored as the API would store it
    // (seed.test.ts checks that sanitizing changes nothing).
    editor: descriptionOf(random, item, payment.name, jobType, brandName),
    media: {
      thumbPhoto: thumb,
      featuredPhoto: chance(random, 0.5) ? poster.featuredPhoto : null,
      companyPhoto: chance(random, 0.4) ? poster.teamPhoto : null,
      featuredVideo: null,
    },
    additional: {
      retailBrands: retailBrands.slice(0, 3),
      softwares: poster.softwares.slice(0, 2),
      paymentStructure: payment,
      tagLine: poster.headline,
      website,
      about: poster.description,
    },
    createdAt: sql`now() - make_interval(days => ${item.createdDaysAgo}, hours => ${random.int(0, 23)})`,
    updatedAt: sql`now() - make_interval(days => ${Math.max(0, item.createdDaysAgo - random.int(0, 10))})`,
  };
}

export const seedOpportunities: Seeder = async ({ db, random, demoUserIds, storage }) => {
  const legacySlugs = LEGACY_JOBS.map((job) => job.slug);
  const existing = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(inArray(opportunities.slug, legacySlugs))
    .limit(1);
  if (existing.length > 0) return;
  // The canvases seeder rendered the artwork already: this is its cached result.
  const art = storage ? await demoArtwork(storage) : [];
  const posters = await loadPosters(db);
  const demoIds = [demoUserIds.student, demoUserIds.pro].filter((id): id is number => id !== undefined);
  const applicants = await loadApplicants(db, demoIds);

  const planned = posters.flatMap((poster) => planPoster(random, poster));
  // The old site's jobs: the demo salon's first active one and the next two salons' first ones.
  const legacyHosts = [
    planned.find((item) => item.standing === 'active' && item.poster.slug === DEMO_SALON_SLUG),
    ...planned
      .filter((item) => item.standing === 'active' && item.poster.type === 'business' && !item.contest)
      .filter((item) => item.poster.slug !== DEMO_SALON_SLUG)
      .filter((item, index, all) => all.findIndex((other) => other.poster === item.poster) === index)
      .slice(0, 2),
  ];
  LEGACY_JOBS.forEach((legacy, index) => {
    const host = legacyHosts[index];
    if (!host) return;
    Object.assign(host, {
      slug: legacy.slug,
      title: { optionId: null, name: legacy.title },
      categoryId: legacy.categoryId,
      craft: legacy.craft,
      national: false,
      contest: false,
      brand: 'Not a Brand',
    } satisfies Partial<Planned>);
  });

  const taken = new Set<string>(legacySlugs);
  const rows = planned.map((item) =>
    rowOf(random, item, item.slug ?? slugFor(taken, item), art, demoUserIds.admin),
  );
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await db
      .insert(opportunities)
      .values(rows.slice(start, start + BATCH))
      .returning({ id: opportunities.id });
    ids.push(...inserted.map((row) => row.id));
  }
  const seeded = planned.map((item, index) => ({ item, id: ids[index] ?? 0 }));
  const published = seeded.filter(({ item }) => item.standing === 'active' || item.standing === 'expired');

  // Applications: a few on most published ones, and the demo student's and pro's own lists.
  const appliedKeys = new Set<string>();
  const applications: PgInsertValue<typeof opportunityApplications>[] = [];
  const addApplication = (opportunity: (typeof seeded)[number], applicant: Applicant, status: string) => {
    const key = `${opportunity.id}:${applicant.userId}`;
    if (appliedKeys.has(key) || opportunity.item.poster.ownerId === applicant.userId) return;
    appliedKeys.add(key);
    const { item } = opportunity;
    // Expired ones expired at least 14 days after they were posted: applications came before.
    const earliest = item.standing === 'expired' ? item.createdDaysAgo - 14 : 0;
    const daysAgo = random.int(earliest, Math.max(earliest, item.createdDaysAgo - 1));
    const firstName = applicant.name.split(' ')[0] ?? '';
    applications.push({
      opportunityId: opportunity.id,
      userId: applicant.userId,
      canvasId: applicant.canvasId,
      status,
      message: `Hi ${item.poster.name},\n\nI am interested in the ${item.title.name} opportunity and would love to be considered. My portfolio is attached for you to review.\n\nBest regards,\n${applicant.name || firstName}`,
      createdAt: sql`now() - make_interval(days => ${daysAgo}, hours => ${random.int(0, 23)})`,
      withdrawnAt:
        status === 'withdrawed' ? sql`now() - make_interval(days => ${Math.max(0, daysAgo - 2)})` : null,
    });
  };
  const others = applicants.slice(demoIds.length);
  for (const opportunity of published) {
    const count = opportunity.item.contest ? random.int(2, 8) : random.int(0, 5);
    for (const applicant of sample(random, others, count))
      addApplication(opportunity, applicant, weighted(random, APPLICATION_MIX).status);
  }
  const openToDemo = published.filter(
    ({ item }) => item.standing === 'active' && !item.slug && item.poster.slug !== DEMO_SALON_SLUG,
  );
  const demoLists: [Applicant | undefined, string[]][] = [
    [
      applicants.find((a) => a.userId === demoUserIds.student),
      ['applied', 'interviewing', 'withdrawed', 'hired'],
    ],
    [applicants.find((a) => a.userId === demoUserIds.pro), ['applied', 'interviewing', 'offerDeclined']],
  ];
  for (const [applicant, statuses] of demoLists) {
    if (!applicant) continue;
    sample(random, openToDemo, statuses.length).forEach((opportunity, index) => {
      addApplication(opportunity, applicant, statuses[index] ?? 'applied');
    });
  }
  for (let start = 0; start < applications.length; start += 500)
    await db.insert(opportunityApplications).values(applications.slice(start, start + 500));

  // Views of the active ones over the last 30 days: each has its own pull, a visitor once a day.
  const active = published.filter(({ item }) => item.standing === 'active');
  const views: (typeof opportunityViews.$inferInsert)[] = [];
  for (const { item, id } of active) {
    const pull = random.int(0, item.contest ? 9 : 6);
    for (let day = Math.min(VIEW_DAYS - 1, item.createdDaysAgo); day >= 0; day -= 1) {
      for (let visitor = random.int(0, pull); visitor > 0; visitor -= 1)
        views.push({ opportunityId: id, day: daysAhead(-day), visitor: `v:demo-${id}-${day}-${visitor}` });
    }
  }
  for (let start = 0; start < views.length; start += 2000)
    await db.insert(opportunityViews).values(views.slice(start, start + 2000));

  // The demo student and pro have bookmarked a few.
  const bookmarks = [demoUserIds.student, demoUserIds.pro]
    .filter((userId): userId is number => userId !== undefined)
    .flatMap((userId) =>
      sample(random, active, 3).map(({ id }) => ({ userId, opportunityId: id, note: '' })),
    );
  if (bookmarks.length > 0) await db.insert(opportunityBookmarks).values(bookmarks).onConflictDoNothing();
};
