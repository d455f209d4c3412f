import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { listPublicOpportunitySlugs, similarOpportunitiesQuery } from './queries';

/**
 * The sitemap lists the newest public, unexpired opportunities on every crawl: it must read them
 * through opportunities_public_recent_idx in order, never the whole table (1M rows in the bench).
 */
const t = useTestApp();
const ROWS = 20_000;
const CANVASES = 400;

beforeAll(async () => {
  const { db } = t.database;
  const owner = await createUser(t.database);
  // Many salons, as in the bench: the join reads each opportunity's canvas by its key.
  await db.execute(sql`
    insert into canvases (slug, owner_id, type, status, introduction, detail, media,
      additional_information, social_media, deleted_at)
    select 'sitemap-plan-salon-' || g, ${owner.id}, 'business', 'public',
      jsonb_build_object('name', 'Salon ' || g), '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
      case when g % 50 = 0 then now() end
    from generate_series(1, ${CANVASES}) as g
  `);
  await db.execute(sql`
    insert into opportunities (slug, canvas_id, status, expire, media, additional, created_at, updated_at)
    select 'sitemap-plan-' || g,
      (select id from canvases where slug = 'sitemap-plan-salon-' || (1 + g % ${CANVASES})),
      case when g % 5 = 0 then 'private' else 'public' end,
      case when g % 7 = 0 then current_date - 1 else current_date + 30 end,
      '{}'::jsonb, '{}'::jsonb, now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${ROWS}) as g
  `);
  await db.execute(sql`vacuum analyze opportunities`);
  await db.execute(sql`vacuum analyze canvases`);
}, 120_000);

describe('the sitemap query', () => {
  it('reads public opportunities newest first through the index, not a scan of the table', async () => {
    const query = listPublicOpportunitySlugs(t.database.db, 1_000);
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('opportunities');
    expect(indexes).toContain('opportunities_public_recent_idx');
    const rows = await query;
    expect(rows).toHaveLength(1_000);
    expect(rows[0]?.slug).toBe('sitemap-plan-1');
    expect(rows.some((row) => /-(\d+)$/.test(row.slug) && Number(row.slug.split('-').at(-1)) % 5 === 0)).toBe(
      false,
    );
  });
});

describe('similar opportunities', () => {
  it('walks the public-recent index newest first instead of sorting every public one', async () => {
    const query = similarOpportunitiesQuery(
      t.database.db,
      { id: 1, jobCategory: 'Hair', jobTitle: 'Stylist' },
      null,
    );
    if (!query) throw new Error('a category and a title make a query');
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('opportunities');
    expect(indexes).toContain('opportunities_public_recent_idx');
  });
});
