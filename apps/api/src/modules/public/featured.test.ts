import {
  FEATURED_PORTFOLIO_LIMIT,
  type FeaturedList,
  featuredListSchema,
  type MediaItemInput,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CanvasFixture, insertCanvas } from '../../../test/browse-fixtures';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';

const t = useTestApp();

/**
 * Every canvas a test creates is newer than everything created before it (a clock that only moves
 * forward, ahead of real time), so each test knows which canvases lead the list.
 */
let clock = Date.now() + 365 * 24 * 60 * 60 * 1000;
const later = () => {
  clock += 60_000;
  return new Date(clock);
};

const photo = (slot: 'portraitPhoto' | 'featuredPhoto', name: string): MediaItemInput => ({
  url: `/media/canvas/professional/${name}.jpg`,
  type: slot,
  variants: {
    '640': `/media/canvas/professional/${name}-640.webp`,
    '1920': `/media/canvas/professional/${name}-1920.webp`,
  },
});

/** A canvas of its own owner (the list shows one canvas per owner). */
async function canvasOfNewOwner(fixture: CanvasFixture = {}) {
  const owner = await createUser(t.database);
  return insertCanvas(t.database, owner.id, {
    media: { portraitPhoto: photo('portraitPhoto', 'portrait') },
    locations: [[-97.74, 30.27]],
    ...fixture,
    updatedAt: later(),
  });
}

async function featured(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/landing/featured', headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: response.json<FeaturedList>() };
}

const slugs = (list: FeaturedList) => list.portfolios.map((tile) => tile.slug);

describe('GET /api/landing/featured: who may read it', () => {
  it('answers a visitor and a signed-in member alike, cacheable for five minutes', async () => {
    const shown = await canvasOfNewOwner();
    const visitor = await featured();
    expect(visitor.response.headers['cache-control']).toBe('public, max-age=300');
    expect(slugs(visitor.body)).toContain(shown.slug);
    const member = await createUser(t.database);
    const signedIn = await featured(bearer(await signIn(t.app, member.email)));
    expect(signedIn.body).toEqual(visitor.body);
  });
});

describe('which canvases are featured', () => {
  it('shows public canvases with a portrait or featured photo, never private, draft, deleted or photo-less ones', async () => {
    const withPortrait = await canvasOfNewOwner();
    const withFeaturedPhoto = await canvasOfNewOwner({
      media: { featuredPhoto: photo('featuredPhoto', 'featured') },
    });
    const hidden = [
      await canvasOfNewOwner({ status: 'private' }),
      await canvasOfNewOwner({ status: 'draft' }),
      await canvasOfNewOwner({ deleted: true }),
      await canvasOfNewOwner({ media: {} }),
      await canvasOfNewOwner({
        media: { logo: { url: '/media/canvas/business/logo.png', type: 'logo' } },
      }),
    ];
    const list = slugs((await featured()).body);
    // Nothing newer than these two is featurable, so they lead the list.
    expect(list.slice(0, 2)).toEqual([withFeaturedPhoto.slug, withPortrait.slug]);
    for (const canvas of hidden) expect(list).not.toContain(canvas.slug);
  });

  it('drops a canvas once it is made private or deleted', async () => {
    const shown = await canvasOfNewOwner();
    expect(slugs((await featured()).body)).toContain(shown.slug);
    // Straight to the table: the canvas service's own rules are tested in the canvases area.
    await t.database.db.execute(sql`update canvases set status = 'private' where slug = ${shown.slug}`);
    expect(slugs((await featured()).body)).not.toContain(shown.slug);
    const deleted = await canvasOfNewOwner();
    await t.database.db.execute(sql`update canvases set deleted_at = now() where slug = ${deleted.slug}`);
    expect(slugs((await featured()).body)).not.toContain(deleted.slug);
  });

  it(`answers at most ${FEATURED_PORTFOLIO_LIMIT}, the most recently updated first`, async () => {
    const created = [];
    for (let index = 0; index < FEATURED_PORTFOLIO_LIMIT + 2; index += 1)
      created.push(await canvasOfNewOwner());
    const { body } = await featured();
    expect(body.portfolios).toHaveLength(FEATURED_PORTFOLIO_LIMIT);
    expect(slugs(body)).toEqual(
      created
        .slice(-FEATURED_PORTFOLIO_LIMIT)
        .reverse()
        .map((canvas) => canvas.slug),
    );
  });

  it("features one canvas per owner: the owner's most recently updated one", async () => {
    const owner = await createUser(t.database);
    const fixture = (type: CanvasFixture['type']): CanvasFixture => ({
      type,
      media: { portraitPhoto: photo('portraitPhoto', 'portrait') },
      updatedAt: later(),
    });
    const older = await insertCanvas(t.database, owner.id, fixture('student'));
    const other = await canvasOfNewOwner();
    const newer = await insertCanvas(t.database, owner.id, fixture('professional'));
    const list = slugs((await featured()).body);
    expect(list.slice(0, 2)).toEqual([newer.slug, other.slug]);
    expect(list).not.toContain(older.slug);
  });
});

describe('the featured tile', () => {
  it('carries name, "City, ST", the ~640 px photo, the type label, slug and /canvas/{slug}', async () => {
    const canvas = await canvasOfNewOwner({
      type: 'student',
      name: 'Maya Robinson',
      title: 'Cosmetology Student',
      city: 'Austin',
      stateShort: 'TX',
      locations: [
        [-97.74, 30.27],
        [-96.8, 32.78],
      ],
      media: {
        portraitPhoto: photo('portraitPhoto', 'maya'),
        featuredPhoto: photo('featuredPhoto', 'maya-wide'),
      },
    });
    const { body } = await featured();
    expect(featuredListSchema.parse(body)).toEqual(body);
    expect(body.portfolios[0]).toStrictEqual({
      name: 'Maya Robinson',
      location: 'Austin, TX',
      image: '/media/canvas/professional/maya-640.webp',
      type: 'Student',
      slug: canvas.slug,
      url: `/canvas/${canvas.slug}`,
    });
  });

  it('falls back to the featured photo, the original without copies, the title, and no location', async () => {
    const canvas = await canvasOfNewOwner({
      type: 'business',
      name: '',
      headline: 'The Neighborhood Salon',
      locations: [],
      media: { featuredPhoto: { url: '/media/canvas/business/salon.jpg', type: 'featuredPhoto' } },
    });
    const { body } = await featured();
    expect(body.portfolios[0]).toMatchObject({
      name: 'The Neighborhood Salon',
      location: '',
      image: '/media/canvas/business/salon.jpg',
      type: 'Business',
      slug: canvas.slug,
    });
  });
});
