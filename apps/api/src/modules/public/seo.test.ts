import type { OpportunityInput } from '@canvas/shared';
import { SITEMAP_PATHS } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { opportunities } from '../../db/schema';
import type { Person } from '../canvases/testing';
import { postOpportunity, salonWithPlan } from '../opportunities/testing';
import { SITEMAP_URL_LIMIT, sitemapRoom, sitemapXml } from './seo';

const t = useTestApp();

const salon = () => salonWithPlan(t, { name: 'Sitemap Salon', jobCount: 5 });

async function postJob(owner: Person, canvasId: number, name: string, status: 'public' | 'private') {
  const body: OpportunityInput = {
    canvasId,
    status,
    jobTitle: { optionId: null, name },
    locationUuid: 'main',
    editor: '<p>Join us</p>',
    media: { thumbPhoto: { url: 'https://cdn.example.com/thumb.jpg', type: 'thumbnailPhoto' } },
    additional: { website: 'salon.example.com', paymentStructure: { optionId: 1, name: 'Hourly' } },
  };
  return postOpportunity(t, owner, body);
}

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

describe('opportunities in sitemap.xml', () => {
  it('lists public, unexpired opportunities with the day they last changed', async () => {
    const { owner, canvasId } = await salon();
    const live = await postJob(owner, canvasId, 'Sitemap Stylist', 'public');
    const body = await sitemap();
    const today = new Date().toISOString().slice(0, 10);
    expect(body).toContain(
      `<url><loc>${t.config.publicUrl}/opportunity-detail/${live.slug}</loc><lastmod>${today}</lastmod></url>`,
    );
    // The static pages keep their plain entries.
    expect(body).toContain(`<url><loc>${t.config.publicUrl}/</loc></url>`);
  });

  it('drops private, expired and deleted ones, and those of a deleted salon', async () => {
    const { owner, canvasId } = await salon();
    const hidden = await postJob(owner, canvasId, 'Sitemap Private', 'private');
    const expired = await postJob(owner, canvasId, 'Sitemap Expired', 'public');
    const deleted = await postJob(owner, canvasId, 'Sitemap Deleted', 'public');
    const later = await postJob(owner, canvasId, 'Sitemap Later Private', 'public');
    expect(await sitemap()).toContain(`/opportunity-detail/${expired.slug}</loc>`);

    await t.database.db
      .update(opportunities)
      .set({ expire: '2020-01-01' })
      .where(eq(opportunities.id, expired.id));
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/${deleted.id}`,
      headers: owner.headers,
    });
    expect(removal.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'PUT',
      url: '/api/opportunity/status',
      headers: owner.headers,
      payload: { id: later.id, status: 'private' },
    });
    expect(status.statusCode).toBe(200);

    const body = await sitemap();
    for (const slug of [hidden.slug, expired.slug, deleted.slug, later.slug]) {
      expect(body, slug).not.toContain(`/opportunity-detail/${slug}</loc>`);
    }

    const other = await salon();
    const gone = await postJob(other.owner, other.canvasId, 'Sitemap Gone Salon', 'public');
    expect(await sitemap()).toContain(`/opportunity-detail/${gone.slug}</loc>`);
    const canvasRemoval = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${other.canvasId}`,
      headers: other.owner.headers,
    });
    expect(canvasRemoval.statusCode, canvasRemoval.body).toBe(200);
    expect(await sitemap()).not.toContain(`/opportunity-detail/${gone.slug}</loc>`);
  });
});

describe('sitemapXml', () => {
  it('writes lastmod only when known, and escapes every value', () => {
    const xml = sitemapXml('https://canvas.example', [
      '/canvas/a&b',
      { path: '/opportunity-detail/stylist', lastmod: '2026-11-20' },
      { path: '/opportunity-detail/<x>' },
    ]);
    expect(xml).toContain('<url><loc>https://canvas.example/canvas/a&amp;b</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://canvas.example/opportunity-detail/stylist</loc><lastmod>2026-11-20</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://canvas.example/opportunity-detail/&lt;x&gt;</loc></url>');
  });

  it('leaves room for no more than 50,000 URLs in all', () => {
    expect(sitemapRoom(0)).toBe(SITEMAP_URL_LIMIT - SITEMAP_PATHS.length);
    expect(sitemapRoom(45_000)).toBe(5_000 - SITEMAP_PATHS.length);
    expect(sitemapRoom(60_000)).toBe(0);
  });
});
