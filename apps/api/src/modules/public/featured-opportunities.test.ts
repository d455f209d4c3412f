import {
  FEATURED_OPPORTUNITY_LIMIT,
  type FeaturedList,
  type MediaItem,
  type OpportunityStatus,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCanvas } from '../../../test/browse-fixtures';
import { createUser, useTestApp } from '../../../test/helper';
import { opportunities } from '../../db/schema';

const t = useTestApp();

/**
 * Every opportunity a test creates is newer than everything created before it (a clock that only
 * moves forward, ahead of real time), so each test knows which ones lead the list.
 */
let clock = Date.now() + 365 * 24 * 60 * 60 * 1000;
const later = () => {
  clock += 60_000;
  return new Date(clock);
};

const thumb = (name: string): MediaItem => ({
  url: `/media/opportunity/${name}.jpg`,
  type: 'thumbnailPhoto',
  video: false,
  variants: { '640': `/media/opportunity/${name}-640.webp` },
});

let counter = 0;

interface OpportunityFixture {
  status?: OpportunityStatus;
  expire?: string;
  thumbPhoto?: MediaItem | null;
  competition?: boolean;
  national?: boolean;
  jobType?: string | null;
  canvasName?: string;
  canvasDeleted?: boolean;
}

/** An opportunity of a new salon, straight into the table (posting rules are tested in opportunities). */
async function insertOpportunity(fixture: OpportunityFixture = {}) {
  counter += 1;
  const owner = await createUser(t.database);
  const canvas = await insertCanvas(t.database, owner.id, {
    type: 'business',
    name: fixture.canvasName ?? `Salon ${counter}`,
    deleted: fixture.canvasDeleted ?? false,
  });
  const slug = `featured-opportunity-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const createdAt = later();
  await t.database.db.insert(opportunities).values({
    slug,
    canvasId: canvas.id,
    status: fixture.status ?? 'public',
    expire: fixture.expire ?? '2099-12-31',
    jobTitle: { optionId: 7, name: 'Senior Stylist' },
    jobType: fixture.jobType === null ? null : { optionId: null, name: fixture.jobType ?? 'Full Time' },
    competition: fixture.competition ?? false,
    validForAllState: fixture.national ?? false,
    location: fixture.national ? null : { uuid: `loc-${counter}`, address: 'Austin, TX' },
    media: {
      thumbPhoto: fixture.thumbPhoto === undefined ? thumb(`thumb-${counter}`) : fixture.thumbPhoto,
      featuredPhoto: null,
      companyPhoto: null,
      featuredVideo: null,
    },
    additional: {
      retailBrands: [],
      softwares: [],
      paymentStructure: null,
      tagLine: '',
      website: '',
      about: '',
    },
    createdAt,
    updatedAt: createdAt,
  });
  return { slug, canvas };
}

async function featured() {
  const response = await t.app.inject({ method: 'GET', url: '/api/landing/featured' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeaturedList>();
}

const slugs = (list: FeaturedList) => list.opportunities.map((tile) => tile.slug);

describe('GET /api/landing/featured: featured opportunities (spec 1 §2.5)', () => {
  it('answers a tile with the name, location, image, type and url of the detail page', async () => {
    const { slug } = await insertOpportunity({ canvasName: 'Luxe Salon', jobType: 'Part Time' });
    const list = await featured();
    expect(list.opportunities[0]).toEqual({
      name: 'Senior Stylist at Luxe Salon',
      location: 'Austin, TX',
      image: expect.stringMatching(/-640\.webp$/),
      type: 'Part Time',
      slug,
      url: `/opportunity-detail/${slug}`,
    });
  });

  it("reads 'National Opportunity' for a national one and 'Contest' for a contest", async () => {
    const national = await insertOpportunity({ national: true });
    const contest = await insertOpportunity({ competition: true });
    const tiles = (await featured()).opportunities;
    expect(tiles.find((tile) => tile.slug === national.slug)?.location).toBe('National Opportunity');
    expect(tiles.find((tile) => tile.slug === contest.slug)?.type).toBe('Contest');
  });

  it('features public, unexpired ones with a thumbnail of live canvases, never the others', async () => {
    const shown = await insertOpportunity();
    const hidden = [
      await insertOpportunity({ status: 'private' }),
      await insertOpportunity({ status: 'downgrade' }),
      await insertOpportunity({ expire: '2020-01-01' }),
      await insertOpportunity({ thumbPhoto: null }),
      await insertOpportunity({ canvasDeleted: true }),
    ];
    const list = slugs(await featured());
    expect(list[0]).toBe(shown.slug);
    for (const opportunity of hidden) expect(list).not.toContain(opportunity.slug);
  });

  it('drops one once it is made private or expires', async () => {
    const { slug } = await insertOpportunity();
    expect(slugs(await featured())).toContain(slug);
    await t.database.db.execute(sql`update opportunities set expire = current_date - 1 where slug = ${slug}`);
    expect(slugs(await featured())).not.toContain(slug);
  });

  it(`answers at most ${FEATURED_OPPORTUNITY_LIMIT}, the newest first`, async () => {
    const created = [];
    for (let index = 0; index < FEATURED_OPPORTUNITY_LIMIT + 2; index += 1)
      created.push(await insertOpportunity());
    const list = await featured();
    expect(list.opportunities).toHaveLength(FEATURED_OPPORTUNITY_LIMIT);
    expect(slugs(list)).toEqual(
      created
        .slice(-FEATURED_OPPORTUNITY_LIMIT)
        .reverse()
        .map((opportunity) => opportunity.slug),
    );
  });
});
