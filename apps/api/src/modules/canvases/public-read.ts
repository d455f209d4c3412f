import type { Canvas } from '@canvas/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, users } from '../../db/schema';
import type { CachedRead, ReadCache } from '../../lib/read-cache';
import { toCanvas } from './document';
import { activeJobCount, newestOrder, paidJobCount } from './queries';
import { type CanvasDeps, canvasNotFound, canvasRef, findReadableCanvas } from './service';

/**
 * What a visitor's view of a canvas is built from, besides the document: one small indexed row.
 * `rowVersion` (the row's xmin) changes with every write to the canvas row, whoever makes it; the
 * owner's public fields and the plan figures are carried as they are, so a change to any of them
 * is a new version too. The ~10 KB document is neither read nor decoded here.
 */
function canvasVersionQuery(db: Db, by: 'id' | 'slug') {
  const match =
    by === 'id' ? eq(canvases.id, sql.placeholder('id')) : eq(canvases.slug, sql.placeholder('slug'));
  const forTeams = <T>(select: SQL<T>) =>
    sql<T>`case when ${canvases.type} in ('business', 'school') then ${select} end`;
  return db
    .select({
      id: canvases.id,
      status: canvases.status,
      type: canvases.type,
      rowVersion: sql<string>`${canvases}.xmin::text`,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      payorder: forTeams(newestOrder),
      paidJobCount: forTeams(paidJobCount),
      activeJobCount: forTeams(activeJobCount),
      // Every change a person canvas's answer can show moves one of these (saves, publishing,
      // the owner's name and picture); a salon's or school's job count moves with its
      // opportunities and the calendar, which no timestamp here covers.
      lastModified: sql<number | null>`case when ${canvases.type} in ('student', 'professional')
        then extract(epoch from greatest(${canvases.updatedAt}, ${canvases.publishedAt}, ${users.updatedAt}))::float8 * 1000 end`,
    })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(and(match, isNull(canvases.deletedAt)))
    .limit(1)
    .prepare(`canvas_version_by_${by}`);
}
type CanvasVersionQuery = ReturnType<typeof canvasVersionQuery>;
const versionQueries = new WeakMap<Db, Map<'id' | 'slug', CanvasVersionQuery>>();

async function findCanvasVersion(db: Db, ref: { id: number } | { slug: string }) {
  const by = 'id' in ref ? 'id' : 'slug';
  const queries = versionQueries.get(db) ?? new Map<'id' | 'slug', CanvasVersionQuery>();
  versionQueries.set(db, queries);
  const query = queries.get(by) ?? canvasVersionQuery(db, by);
  queries.set(by, query);
  const rows = await query.execute(ref);
  return rows[0];
}

/** The name of the visitors' canvas answers' cache (readCacheOf). */
export const PUBLIC_CANVAS_READS = 'public-canvas';

/**
 * `GET /api/canvas/{id or slug}` for a visitor (decision 034): only public canvases, served from
 * `cache` while the version read now equals the one the bytes were built from. Drafts, private
 * and deleted canvases are the same 404 as before and never touch the cache. Signed-in readers
 * are not served from here: their answer carries their own bookmark, role and editor fields.
 */
export async function readPublicCanvas(
  deps: CanvasDeps,
  cache: ReadCache,
  idOrSlug: string,
  serialize: (canvas: Canvas) => string,
): Promise<CachedRead> {
  const ref = canvasRef(idOrSlug);
  // With the day in it: expiry changes what is shown without any write (an opportunity's
  // visibility, a salon's active job count), so each day's first read looks again.
  const day = new Date().toISOString().slice(0, 10);
  return cache.readByRef(JSON.stringify({ ...ref, day }), async () => {
    const version = await findCanvasVersion(deps.db, ref);
    if (version?.status !== 'public') throw canvasNotFound();
    const { id, lastModified, ...parts } = version;
    return {
      key: `canvas:${id}`,
      version: JSON.stringify(parts),
      build: async () => {
        const found = await findReadableCanvas(deps.db, null, id);
        return {
          body: serialize(toCanvas(found, null, false)),
          lastModified: lastModified === null ? null : new Date(lastModified),
        };
      },
    };
  });
}
