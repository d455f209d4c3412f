import {
  type BrowseResult,
  type Canvas,
  canvasCompletion,
  canvasSchema,
  INVITATION_TTL_DAYS,
  missingPublishFields,
  permissionOfRole,
} from '@canvas/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { loadZipCodes, type ZipCode } from '../../adapters/maps/zip-codes';
import type { StorageDriver } from '../../adapters/storage';
import {
  canvases,
  canvasInvitations,
  canvasLocations,
  canvasMembers,
  paymentOrders,
  priceOptions,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { seedIfEmpty } from '../../seed';
import { createRandom } from '../../seed/context';
import { OPTION_CATALOGUE } from '../options/catalogue';
import { seedUsers } from '../users/seed';
import { seedCanvases } from './seed';
import {
  DEMO_SALON_SLUG,
  DEMO_SCHOOL_SLUG,
  DEMO_STAFF_ACCOUNTS,
  SALON_COUNT,
  SCHOOL_COUNT,
  seedBusinessCanvases,
} from './seed-business';
import { CITY_ZIPS } from './seed-business-data';
import { SEED_CITIES } from './seed-data';
import { demoArtwork, renderDemoArtwork, renderDemoLogos } from './seed-images';
import { person, readCanvas } from './testing';

const t = useTestApp();

/** Storage that keeps objects in memory under the local driver's URL scheme. */
function memoryStorage(): StorageDriver & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    put: async (key, body) => {
      objects.set(key, body);
      return `/media/${key}`;
    },
    delete: async (key) => {
      objects.delete(key);
    },
    keyFromUrl: (url) => (url.startsWith('/media/') ? url.slice('/media/'.length) : null),
  };
}

beforeAll(async () => {
  // Images are covered below; here the seeder runs without them to keep the suite quick.
  await t.database.db.transaction(async (tx) => {
    const context = { db: tx, random: createRandom(20261121), demoPasswordHash: 'x', demoUserIds: {} };
    await seedUsers(context);
    await seedCanvases(context);
    await seedBusinessCanvases(context);
  });
}, 120_000);

describe('demo canvases', () => {
  it('are a few hundred students and professionals, mostly public, across 40+ cities and the past year', async () => {
    const [totals] = await t.database.db
      .select({
        all: count(),
        public: sql<number>`count(*) filter (where ${canvases.status} = 'public')::int`,
        students: sql<number>`count(*) filter (where ${canvases.type} = 'student')::int`,
        cities: sql<number>`count(distinct ${canvases.detail}->'locations'->0->>'city')::int`,
        oldestDays: sql<number>`max(extract(day from now() - ${canvases.updatedAt}))::int`,
      })
      .from(canvases)
      .where(inArray(canvases.type, ['student', 'professional']));
    expect(totals?.all).toBeGreaterThanOrEqual(250);
    expect(totals?.public).toBeGreaterThan((totals?.all ?? 0) * 0.75);
    expect(totals?.public).toBeLessThan(totals?.all ?? 0);
    expect(totals?.students).toBeGreaterThan(80);
    expect(totals?.cities).toBeGreaterThanOrEqual(40);
    expect(totals?.oldestDays).toBeGreaterThan(300);
    const [located] = await t.database.db
      .select({ value: count() })
      .from(canvasLocations)
      .innerJoin(canvases, eq(canvases.id, canvasLocations.canvasId))
      .where(inArray(canvases.type, ['student', 'professional']));
    expect(located?.value).toBe(totals?.all);
  });

  it('follow the canvas contract, so the API serves every one of them', async () => {
    const rows = await t.database.db.select({ slug: canvases.slug }).from(canvases).limit(40);
    for (const { slug } of rows) {
      const response = await readCanvas(t, slug, undefined);
      if (response.statusCode === 404) continue; // drafts and private ones
      expect(response.statusCode).toBe(200);
      expect(() => canvasSchema.parse(response.json())).not.toThrow();
    }
  });

  it("give the demo student and pro complete public canvases at 'demo-student' and 'demo-pro'", async () => {
    for (const [slug, type, name] of [
      ['demo-student', 'student', 'Maya Robinson'],
      ['demo-pro', 'professional', 'Sofia Alvarez'],
    ] as const) {
      const response = await readCanvas(t, slug);
      expect(response.statusCode).toBe(200);
      const canvas = response.json<Canvas>();
      expect(canvas).toMatchObject({ type, status: 'public', introduction: { name } });
      // Seeded without storage here, so no photos: every completion check outside media passes
      // (11 of 15). With storage the photos come too and only a video is missing (93%).
      expect(canvasCompletion(canvas)).toBe(73);
      expect(canvas.educations).toHaveLength(1);
      expect(canvas.achievements.length).toBeGreaterThanOrEqual(3);
      expect(canvas.bookingUrl).not.toBe('');
    }
  });
});

const db = () => t.database.db;

/** The gazetteer's ZIP codes by code, read once (the source takes half a second to load). */
let zipCodes: Map<string, ZipCode> | undefined;
const gazetteer = () => {
  zipCodes ??= new Map(loadZipCodes().map((zip) => [zip.zip, zip]));
  return zipCodes;
};

async function orgRows(type: 'business' | 'school') {
  return db()
    .select({ id: canvases.id, slug: canvases.slug, status: canvases.status, detail: canvases.detail })
    .from(canvases)
    .where(eq(canvases.type, type));
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('demo salons and schools', () => {
  it(`are ${SALON_COUNT} salons and ${SCHOOL_COUNT} schools across the demo cities, mostly published`, async () => {
    const salons = await orgRows('business');
    const schools = await orgRows('school');
    expect(salons).toHaveLength(SALON_COUNT);
    expect(schools).toHaveLength(SCHOOL_COUNT);
    for (const list of [salons, schools]) {
      expect(list.filter((row) => row.status === 'public').length).toBeGreaterThan(list.length * 0.7);
    }
    const cities = new Set([...salons, ...schools].map((row) => row.detail.locations[0]?.city));
    expect(cities.size).toBeGreaterThanOrEqual(30);
    // One to three locations each, and some have more than one.
    const counts = [...salons, ...schools].map((row) => row.detail.locations.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(3);
    // Every location is in the radius index.
    const [located] = await db()
      .select({ value: count() })
      .from(canvasLocations)
      .innerJoin(canvases, eq(canvases.id, canvasLocations.canvasId))
      .where(inArray(canvases.type, ['business', 'school']));
    expect(located?.value).toBe(counts.reduce((sum, value) => sum + value, 0));
  });

  it("have addresses '<n> <street>, City, ST ZIP' at the gazetteer's centre of that ZIP code", async () => {
    const zips = gazetteer();
    for (const row of [...(await orgRows('business')), ...(await orgRows('school'))]) {
      for (const location of row.detail.locations) {
        const match = /^\d+ [^,]+, ([^,]+), ([A-Z]{2}) (\d{5})$/.exec(location.address);
        expect(match, location.address).not.toBeNull();
        expect([match?.[1], match?.[2], match?.[3]]).toEqual([
          location.city,
          location.stateShort,
          location.zipCode,
        ]);
        const zip = zips.get(location.zipCode ?? '');
        expect(zip?.stateShort).toBe(location.stateShort);
        expect(location.coordinates).toEqual([zip?.longitude, zip?.latitude]);
        expect(location.area).toBeGreaterThan(0);
        expect(location.chairAmount).toBeGreaterThan(0);
        expect(location.employeeAmount).toBeGreaterThan(0);
      }
    }
  });

  it('take their ZIP codes from the gazetteer, three for every demo city', () => {
    const zips = gazetteer();
    const sameCity = (a: string, b: string) =>
      a.replace(/^St\.? /, 'Saint ').toLowerCase() === b.replace(/^St\.? /, 'Saint ').toLowerCase();
    for (const city of SEED_CITIES) {
      const list = CITY_ZIPS[`${city.city}, ${city.stateShort}`] ?? [];
      expect(list, city.city).toHaveLength(3);
      for (const [code, longitude, latitude] of list) {
        const zip = zips.get(code);
        expect(zip, code).toBeDefined();
        expect(sameCity(zip?.city ?? '', city.city), `${code} ${zip?.city}`).toBe(true);
        expect([zip?.stateShort, zip?.longitude, zip?.latitude]).toEqual([
          city.stateShort,
          longitude,
          latitude,
        ]);
      }
    }
  });

  it('carry catalogue options of the right kinds, school programs included, and pass the publish rules', async () => {
    const kindOf = new Map(OPTION_CATALOGUE.map((entry) => [entry.id, entry.kind]));
    const rows = await db()
      .select({
        type: canvases.type,
        introduction: canvases.introduction,
        detail: canvases.detail,
        info: canvases.additionalInformation,
        socialMedia: canvases.socialMedia,
      })
      .from(canvases)
      .where(inArray(canvases.type, ['business', 'school']));
    for (const row of rows) {
      const name = row.introduction.name;
      expect(row.introduction.headline, name).not.toBe('');
      expect(row.introduction.description, name).not.toBe('');
      expect(row.introduction.reason, name).not.toBe('');
      expect(row.detail.primaryContactNumber, name).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(row.socialMedia.instagram, name).not.toBe('');
      const expectKind = (list: Array<{ optionId: number | null }>, kind: string) => {
        for (const item of list) expect(kindOf.get(item.optionId ?? -1), `${name} ${kind}`).toBe(kind);
      };
      expectKind(row.info.backbarBrands, 'brand');
      expectKind(row.info.retailBrands, 'brand');
      expectKind(row.info.companyBenefits, 'companyBenefit');
      expectKind(row.info.softwares, 'software');
      expectKind(row.info.specialities, 'speciality');
      expectKind(row.info.charities, 'charity');
      expect(row.info.companyBenefits.length).toBeGreaterThan(0);
      if (row.type === 'business') {
        expect(row.detail.categories.length, name).toBeGreaterThan(0);
        expectKind(row.detail.categories, 'category');
      } else {
        for (const location of row.detail.locations) {
          expect(location.supportedProgram?.length, name).toBeGreaterThan(0);
          expectKind(location.supportedProgram ?? [], 'program');
          expect(['day', 'night', 'all']).toContain(location.classType);
          expect(typeof location.isAccredited).toBe('boolean');
        }
      }
      expect(missingPublishFields(row.type, { ...row, educations: [] }), name).toEqual([]);
    }
  });

  it('are paid when published: one succeeded order with a price and a job quota; drafts have none', async () => {
    const rows = await db()
      .select({
        status: canvases.status,
        orders: sql<number>`count(${paymentOrders.id})::int`,
        succeeded: sql<number>`count(*) filter (where ${paymentOrders.status} = 'succeeded' and ${paymentOrders.amount} > 0 and ${paymentOrders.jobCount} > 0)::int`,
      })
      .from(canvases)
      .leftJoin(paymentOrders, eq(paymentOrders.canvasId, canvases.id))
      .where(inArray(canvases.type, ['business', 'school']))
      .groupBy(canvases.id, canvases.status);
    for (const row of rows) {
      if (row.status === 'draft') expect(row.orders).toBe(0);
      else expect([row.orders, row.succeeded]).toEqual([1, 1]);
    }
    // Each order pays for a plan of the catalogue, at its price and quota.
    const mismatched = await db()
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .leftJoin(priceOptions, eq(priceOptions.priceId, paymentOrders.priceId))
      .where(
        sql`${priceOptions.priceId} is null or ${priceOptions.amount} <> ${paymentOrders.amount} or ${priceOptions.jobCount} <> ${paymentOrders.jobCount}`,
      );
    expect(mismatched).toEqual([]);
  });

  it('have staff: accepted members in the document and canvas_members, pending ones as open invitations', async () => {
    const rows = await db()
      .select({ id: canvases.id, ownerId: canvases.ownerId, detail: canvases.detail })
      .from(canvases)
      .where(inArray(canvases.type, ['business', 'school']));
    const projected = await db().select().from(canvasMembers);
    const invitations = await db().select().from(canvasInvitations);
    let accepted = 0;
    let pending = 0;
    for (const row of rows) {
      for (const location of row.detail.locations) {
        for (const member of location.members) {
          expect(member.permission.permission).toBe(permissionOfRole(member.role));
          const invitation = invitations.filter(
            (candidate) =>
              candidate.canvasId === row.id &&
              candidate.locationUuid === location.uuid &&
              (member.memberUserId
                ? candidate.acceptedBy === member.memberUserId
                : candidate.email === member.email),
          );
          expect(invitation).toHaveLength(1);
          expect(invitation[0]?.role).toBe(member.role);
          expect(invitation[0]?.invitedBy).toBe(row.ownerId);
          if (member.memberUserId) {
            accepted += 1;
            expect(member.email).toBe(invitation[0]?.email);
            expect(invitation[0]?.acceptedAt).not.toBeNull();
            expect(
              projected.filter(
                (candidate) =>
                  candidate.canvasId === row.id &&
                  candidate.locationUuid === location.uuid &&
                  candidate.userId === member.memberUserId,
              ),
            ).toEqual([
              expect.objectContaining({ role: member.role, permission: permissionOfRole(member.role) }),
            ]);
          } else {
            pending += 1;
            expect(member.email).toMatch(/@invites\.demo\.test$/);
            expect(invitation[0]?.acceptedAt).toBeNull();
            expect(invitation[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
            expect(invitation[0]?.expiresAt.getTime()).toBeLessThanOrEqual(
              Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000,
            );
          }
        }
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(SALON_COUNT + SCHOOL_COUNT);
    expect(pending).toBeGreaterThanOrEqual(15);
    expect(projected).toHaveLength(accepted);
    expect(invitations).toHaveLength(accepted + pending);
    // Codes are random SHA-256 hashes nobody holds the code of.
    const hashes = invitations.map((invitation) => invitation.codeHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('give business@demo.test a paid, published salon with two locations and its staff', async () => {
    const businessId = await userIdOf('business@demo.test');
    const stylistId = await userIdOf('stylist@demo.test');
    const admin = await person(t, { roleValue: 'administrator', target: null });
    const response = await readCanvas(t, DEMO_SALON_SLUG, admin);
    expect(response.statusCode).toBe(200);
    const salon = canvasSchema.parse(response.json());
    expect(salon).toMatchObject({ type: 'business', status: 'public', owner: { id: businessId } });
    expect(salon.introduction.name).toBe('Gilded Comb Salon');
    expect(salon.detail.locations.map((location) => location.address)).toEqual([
      expect.stringMatching(/, New York, NY 10012$/),
      expect.stringMatching(/, Brooklyn, NY 11216$/),
    ]);
    expect(salon.achievements.length).toBe(3);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, salon.id));
    expect(order).toMatchObject({ status: 'succeeded', userId: businessId });
    const members = salon.detail.locations.flatMap((location) => location.members);
    expect(members).toContainEqual(
      expect.objectContaining({
        memberUserId: stylistId,
        role: 'Non-admin',
        permission: { permission: 'viewOnly' },
      }),
    );
    // Visitors see no staff.
    const visitor = canvasSchema.parse((await readCanvas(t, DEMO_SALON_SLUG)).json());
    expect(visitor.detail.locations.flatMap((location) => location.members)).toEqual([]);
  });

  it('give school@demo.test a paid, published school where teacher@demo.test teaches (can edit)', async () => {
    const schoolId = await userIdOf('school@demo.test');
    const teacherId = await userIdOf('teacher@demo.test');
    const admin = await person(t, { roleValue: 'administrator', target: null });
    const school = canvasSchema.parse((await readCanvas(t, DEMO_SCHOOL_SLUG, admin)).json());
    expect(school).toMatchObject({ type: 'school', status: 'public', owner: { id: schoolId } });
    expect(school.detail.locations[0]?.city).toBe('Austin');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, school.id));
    expect(order).toMatchObject({ status: 'succeeded', userId: schoolId });
    const [membership] = await db()
      .select()
      .from(canvasMembers)
      .where(and(eq(canvasMembers.canvasId, school.id), eq(canvasMembers.userId, teacherId)));
    expect(membership).toMatchObject({ role: 'Teacher', permission: 'canEdit' });
    const staff = DEMO_STAFF_ACCOUNTS.map((account) => account.email);
    const accounts = await db().select({ email: users.email }).from(users).where(inArray(users.email, staff));
    expect(accounts).toHaveLength(staff.length);
  });

  it('let the demo staff in as their roles say: the teacher may edit the school, the stylist only view the salon', async () => {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (const [email, slug, role, canEdit] of [
      ['teacher@demo.test', DEMO_SCHOOL_SLUG, 'Teacher', true],
      ['stylist@demo.test', DEMO_SALON_SLUG, 'Non-admin', false],
    ] as const) {
      await db().update(users).set({ passwordHash }).where(eq(users.email, email));
      const token = await signIn(t.app, email);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/canvas/${slug}`,
        headers: bearer(token),
      });
      const canvas = canvasSchema.parse(response.json());
      expect(canvas, email).toMatchObject({ memberRole: role, canEdit });
    }
  });

  it('follow the canvas contract, so the API serves every one of them', async () => {
    for (const { slug, status } of [...(await orgRows('business')), ...(await orgRows('school'))]) {
      const response = await readCanvas(t, slug);
      if (status !== 'public') {
        expect(response.statusCode).toBe(404);
        continue;
      }
      expect(response.statusCode).toBe(200);
      expect(() => canvasSchema.parse(response.json())).not.toThrow();
    }
  });

  it("show on browse's Salons and Schools tabs", async () => {
    const reader = await person(t);
    const search = async (type: 'business' | 'school') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/canvas/browse/searchv2',
        headers: reader.headers,
        payload: { type: [type], size: 60 },
      });
      expect(response.statusCode).toBe(200);
      return response.json<BrowseResult>();
    };
    const published = async (type: 'business' | 'school') =>
      (await orgRows(type)).filter((row) => row.status === 'public').length;
    const salons = await search('business');
    expect(salons.count).toBe(await published('business'));
    expect(salons.rows.every((row) => row.type === 'business')).toBe(true);
    expect(salons.rows.find((row) => row.slug === DEMO_SALON_SLUG)).toMatchObject({
      fullName: 'Gilded Comb Salon',
      locations: [
        expect.objectContaining({ city: 'New York' }),
        expect.objectContaining({ city: 'Brooklyn' }),
      ],
    });
    const schools = await search('school');
    expect(schools.count).toBe(await published('school'));
    expect(schools.rows.map((row) => row.slug)).toContain(DEMO_SCHOOL_SLUG);
    const nearAustin = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/browse/searchv2',
      headers: reader.headers,
      payload: { type: ['school'], location: { coordinates: [-97.7431, 30.2672], radius: 16_000 } },
    });
    expect(nearAustin.json<BrowseResult>().rows.map((row) => row.slug)).toContain(DEMO_SCHOOL_SLUG);
  });

  it('are seeded once: a second start finds the database full and seeds nothing', async () => {
    const before = await db().select({ value: count() }).from(canvases);
    expect(await seedIfEmpty(db(), { seedDemo: true, mode: 'demo' })).toBe(false);
    expect(await db().select({ value: count() }).from(canvases)).toEqual(before);
    const [open] = await db()
      .select({ value: count() })
      .from(canvasInvitations)
      .where(isNull(canvasInvitations.acceptedAt));
    expect(open?.value).toBeGreaterThan(0);
  });
});

describe('demo artwork', () => {
  it('is generated WebP at the stated sizes with 640 px variants, under demo/ in storage', async () => {
    const storage = memoryStorage();
    const art = await renderDemoArtwork(storage, 2);
    expect(art.map((item) => item.shape)).toEqual(['landscape', 'portrait']);
    for (const item of art) {
      const large = storage.objects.get(storage.keyFromUrl(item.url) ?? '');
      const small = storage.objects.get(storage.keyFromUrl(item.variants['640'] ?? '') ?? '');
      expect(large?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(small?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(item.variants['1920']).toBe(item.url);
      expect(storage.keyFromUrl(item.url)).toMatch(/^demo\/canvas\//);
    }
    const sharp = (await import('sharp')).default;
    const [landscape, portrait] = art;
    const meta = await sharp(storage.objects.get(storage.keyFromUrl(landscape?.url ?? '') ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([1440, 758]);
    const small = await sharp(
      storage.objects.get(storage.keyFromUrl(portrait?.variants['640'] ?? '') ?? ''),
    ).metadata();
    expect(small.width).toBe(640);
  });

  it('draws square logos (WebP, 512 px, every variant the image itself) under demo/ in storage', async () => {
    const storage = memoryStorage();
    const logos = await renderDemoLogos(storage, 2);
    expect(logos.map((logo) => logo.shape)).toEqual(['square', 'square']);
    expect(new Set(logos.map((logo) => logo.url)).size).toBe(2);
    for (const logo of logos) {
      const stored = storage.objects.get(storage.keyFromUrl(logo.url) ?? '');
      expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(storage.keyFromUrl(logo.url)).toMatch(/^demo\/canvas\/logo-/);
      expect(logo.variants).toEqual({ '640': logo.url, '1920': logo.url });
      const sharp = (await import('sharp')).default;
      const meta = await sharp(stored).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);
    }
  });

  it('is rendered once per storage, however many seeders ask', () => {
    const storage = memoryStorage();
    expect(demoArtwork(storage)).toBe(demoArtwork(storage));
  });
});
