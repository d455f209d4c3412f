import { FEATURED_OPPORTUNITY_LIMIT, FEATURED_PORTFOLIO_LIMIT } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { featuredCanvasesQuery, featuredOpportunitiesQuery } from './queries';

/**
 * The featured list is read on every home and landing page: it must come from an index over the
 * public canvases, never a read of the whole canvases table. Runs on PGlite and, in the
 * api-postgres project, on a PostgreSQL server, over enough rows for the plan to mean something.
 */
const t = useTestApp();
const ROWS = 10_000;

beforeAll(async () => {
  const { db } = t.database;
  const owners = await Promise.all(Array.from({ length: 4 }, () => createUser(t.database)));
  const ownerIds = `{${owners.map((owner) => owner.id).join(',')}}`;
  await db.execute(sql`
    insert into canvases (slug, owner_id, type, status, introduction, detail, media,
      additional_information, social_media, updated_at, deleted_at)
    select 'featured-plan-' || g, (${ownerIds}::integer[])[1 + g % 4],
      (array['professional', 'student', 'business', 'school'])[1 + g % 4],
      case when g % 10 = 0 then 'private' when g % 10 = 1 then 'draft' else 'public' end,
      jsonb_build_object('name', 'Person ' || g), '{}'::jsonb,
      case when g % 3 = 0 then jsonb_build_object('portraitPhoto',
        jsonb_build_object('url', '/media/p' || g || '.jpg', 'type', 'portraitPhoto', 'video', false))
      else '{}'::jsonb end,
      '{}'::jsonb, '{}'::jsonb,
      now() - make_interval(mins => g), case when g % 97 = 0 then now() end
    from generate_series(1, ${ROWS}) as g
  `);
  // Opportunities of many salons, a tenth private, a seventh expired, half with a thumbnail.
  await db.execute(sql`
    insert into opportunities (slug, canvas_id, status, expire, media, additional, created_at, updated_at)
    select 'featured-plan-opportunity-' || g,
      (select id from canvases where slug = 'featured-plan-' || (2 + 10 * (g % 900))),
      case when g % 10 = 0 then 'private' else 'public' end,
      case when g % 7 = 0 then current_date - 1 else current_date + 30 end,
      case when g % 2 = 0 then jsonb_build_object('thumbPhoto',
        jsonb_build_object('url', '/media/o' || g || '.jpg', 'type', 'thumbnailPhoto'))
      else '{}'::jsonb end,
      '{}'::jsonb, now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${ROWS * 2}) as g
  `);
  await db.execute(sql`vacuum analyze canvases`);
  await db.execute(sql`vacuum analyze opportunities`);
}, 120_000);

describe('the featured list', () => {
  it('reads the public canvases through an index, not a scan of the table', async () => {
    const query = featuredCanvasesQuery(t.database.db, FEATURED_PORTFOLIO_LIMIT);
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('canvases');
    expect(indexes.some((name) => name.startsWith('canvases_'))).toBe(true);
    // Four owners, so one canvas each.
    expect(await query).toHaveLength(4);
  });
});

describe('the featured opportunities', () => {
  it('reads the newest public opportunities through opportunities_public_recent_idx, not a scan', async () => {
    const query = featuredOpportunitiesQuery(t.database.db, FEATURED_OPPORTUNITY_LIMIT);
    const { sequential, indexes } = await explainPlan(t.database.db, query);
    expect(sequential).not.toContain('opportunities');
    expect(indexes).toContain('opportunities_public_recent_idx');
    const rows = await query;
    expect(rows).toHaveLength(FEATURED_OPPORTUNITY_LIMIT);
    expect(rows[0]?.slug).toBe('featured-plan-opportunity-2');
  });
});
