import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/helper';
import { useTwoApiProcesses } from '../../../test/read-cache';
import { buildApp } from '../../app';
import { canvasBookmarks, canvases, opportunities } from '../../db/schema';
import { readCacheOf } from '../../lib/read-cache';
import { PUBLIC_CANVAS_READS } from '../canvases/public-read';
import { createCanvas, type Person, person, publish, publishableStudent } from '../canvases/testing';
import {
  completeOpportunity,
  postOpportunity,
  salonWithPlan,
  saveOpportunity,
} from '../opportunities/testing';
import { CANVAS_PAGES } from './service';
import { renderedInput, renders, webBuild } from './testing';

const PUBLIC_URL = 'https://canvas.example';
const dist = webBuild();
const t = useTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function publicStudent(name = 'Maya Robinson') {
  const owner = await person(t, { target: 'studentCanvas' });
  const { id, slug } = await createCanvas(t, owner, {
    ...publishableStudent(name),
    introduction: { name, title: 'Colour Student', description: `${name} paints lived-in colour.` },
  });
  await publish(t, owner, id);
  return { owner, id, slug };
}

/** A canvas of any type made public in the database (publishing rules are the canvases module's tests). */
async function publicCanvasOf(type: 'professional' | 'business' | 'school', name: string) {
  const target = {
    professional: 'personalCanvas',
    business: 'businessCanvas',
    school: 'schoolDashboard',
  } as const;
  const owner = await person(t, { target: target[type] });
  const { id, slug } = await createCanvas(t, owner, {
    type,
    introduction: { name, description: `About ${name}.` },
  });
  await t.database.db.update(canvases).set({ status: 'public' }).where(eq(canvases.id, id));
  return { owner, id, slug };
}

async function publicOpportunity(name: string) {
  const { owner, canvasId } = await salonWithPlan(t, { name, jobCount: 5 });
  await t.database.db.update(canvases).set({ status: 'public' }).where(eq(canvases.id, canvasId));
  const { id, slug } = await postOpportunity(t, owner, {
    ...completeOpportunity(canvasId),
    editor: `<p>${name} is hiring a stylist</p>`,
    status: 'public',
  });
  return { owner, canvasId, id, slug };
}

const save = (owner: Person, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/canvas/${id}`, headers: owner.headers, payload });

const templateOf = (html: string) => /<meta name="test-template" content="([^"]+)"/.exec(html)?.[1];

describe('public pages rendered on request (GET /canvas/{ref}, /opportunity-detail/{ref})', () => {
  it('draws a student canvas from the visitor answer, in its template, with its head and path', async () => {
    const { id, slug } = await publicStudent('Noor Haddad');
    const response = await visit(`/canvas/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(templateOf(html)).toBe('canvas-person');
    expect(html).toContain(`<div id="root" data-prerendered="/canvas/${slug}"><main data-page="canvas">`);
    expect(html).toContain('<title>Noor Haddad · Colour Student | Canvas</title>');
    expect(html).toContain('<meta property="og:title" content="Noor Haddad · Colour Student | Canvas" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/canvas/${slug}" />`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/hero.webp" imagesrcset="/media/hero-640.webp 640w" imagesizes="100vw" fetchpriority="high">',
    );
    // Exactly the answer GET /api/canvas/{slug} gives a visitor.
    const json = (await visit(`/api/canvas/${slug}`)).json();
    expect(renderedInput(html)).toEqual({
      kind: 'canvas',
      path: `/canvas/${slug}`,
      canvas: json,
      opportunities: [],
      // No award, no badge.
      badges: [],
      // The site's address, so the canvas's link and QR code are in the first HTML.
      origin: PUBLIC_URL,
    });
    // By id too, with that path in the page.
    const byId = await visit(`/canvas/${id}`);
    expect(byId.body).toContain(`data-prerendered="/canvas/${id}"`);
  });

  it('draws professional, salon and school canvases; an organization gets its opportunities', async () => {
    const pro = await publicCanvasOf('professional', 'Ines Pro');
    const proPage = await visit(`/canvas/${pro.slug}`);
    expect(proPage.statusCode).toBe(200);
    expect(templateOf(proPage.body)).toBe('canvas-person');
    expect(proPage.body).toContain('About Ines Pro.');

    const school = await publicCanvasOf('school', 'Aveline Academy');
    const schoolPage = await visit(`/canvas/${school.slug}`);
    expect(schoolPage.statusCode).toBe(200);
    expect(templateOf(schoolPage.body)).toBe('canvas-org');
    expect(schoolPage.body).toContain('About Aveline Academy.');

    const salon = await publicOpportunity('Marigold Salon');
    const salonPage = await visit(`/canvas/${salon.canvasId}`);
    expect(salonPage.statusCode).toBe(200);
    expect(templateOf(salonPage.body)).toBe('canvas-org');
    const input = renderedInput(salonPage.body) as { opportunities: { id: number }[] };
    const belongTo = (await visit(`/api/opportunity/belongto/${salon.canvasId}`)).json();
    expect(input.opportunities).toEqual(belongTo.list);
    expect(input.opportunities.map((opportunity) => opportunity.id)).toEqual([salon.id]);
    // The salon's new opportunity is on its page at once.
    const second = await postOpportunity(t, salon.owner, {
      ...completeOpportunity(salon.canvasId),
      status: 'public',
    });
    const after = renderedInput((await visit(`/canvas/${salon.canvasId}`)).body) as typeof input;
    expect(after.opportunities.map((opportunity) => opportunity.id).sort()).toEqual(
      [salon.id, second.id].sort(),
    );
  });

  it("hands over the badges the canvas's awards earn, as POST /api/badges/match answers them", async () => {
    const award = (title: string, issuer = 'Professional Beauty Association') => ({
      uuid: `award-${title.toLowerCase().replace(/\W+/g, '-')}`,
      title,
      issuer,
      issueYear: '2023',
    });
    const owner = await person(t, { target: 'studentCanvas' });
    const awarded = await createCanvas(t, owner, {
      ...publishableStudent('Lena Awarded'),
      achievements: [
        award('Salon Assistant of the Year', 'Main Street Salon'),
        award('naha'),
        award('Beacon'),
        award('North American Hairstyling Awards'),
      ],
    });
    await publish(t, owner, awarded.id);
    const input = renderedInput((await visit(`/canvas/${awarded.slug}`)).body) as { badges: unknown[] };
    const { achievements } = (await visit(`/api/canvas/${awarded.slug}`)).json() as {
      achievements: { title: string; issuer: string }[];
    };
    // What the page itself would ask: the visitor answer's awards, in their order.
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/badges/match',
      payload: { awards: achievements.map(({ title, issuer }) => ({ title, issuer: issuer || undefined })) },
    });
    expect(match.statusCode).toBe(200);
    expect(input.badges).toEqual(match.json().matches);
    expect(input.badges).toEqual([
      expect.objectContaining({ logo: '/api/badges/logo/naha.svg', awards: [1, 3] }),
      expect.objectContaining({ logo: '/api/badges/logo/beacon.svg', awards: [2] }),
    ]);

    // Awards that earn none: none handed over.
    const plain = await createCanvas(t, owner, {
      ...publishableStudent('Lena Plain'),
      achievements: [award('Salon Assistant of the Year', 'Main Street Salon')],
    });
    await publish(t, owner, plain.id);
    expect(renderedInput((await visit(`/canvas/${plain.slug}`)).body)).toMatchObject({ badges: [] });
  });

  it('draws an opportunity with its job posting head', async () => {
    const { slug } = await publicOpportunity('Posting Salon');
    const response = await visit(`/opportunity-detail/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(templateOf(response.body)).toBe('opportunity');
    expect(response.body).toContain('<title>Stylist at Posting Salon | Canvas</title>');
    expect(response.body).toContain('<script type="application/ld+json">');
    expect(response.body).toContain('Posting Salon is hiring a stylist');
    const json = (await visit(`/api/opportunity/${slug}`)).json();
    expect(renderedInput(response.body)).toEqual({
      kind: 'opportunity',
      path: `/opportunity-detail/${slug}`,
      opportunity: json,
    });
    expect(response.body).not.toContain('rel="preload" as="image"');
  });

  it('renders once, then serves the cached page while nothing changes, and an edit at once', async () => {
    const { owner, id, slug } = await publicStudent('Cached Page');
    const pages = readCacheOf(t.app.deps, CANVAS_PAGES);
    const before = renders();
    const first = await visit(`/canvas/${slug}`);
    const hits = pages.hits;
    const second = await visit(`/canvas/${slug}`);
    expect(renders()).toBe(before + 1);
    expect(pages.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    expect((await save(owner, id, { introduction: { description: 'Now with balayage.' } })).statusCode).toBe(
      200,
    );
    const edited = await visit(`/canvas/${slug}`);
    expect(edited.body).toContain('Now with balayage.');
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(renders()).toBe(before + 2);
  });

  it('renders once for visitors that arrive together', async () => {
    const { slug } = await publicStudent('Crowded Page');
    const before = renders();
    const responses = await Promise.all([1, 2, 3, 4].map(() => visit(`/canvas/${slug}`)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(renders()).toBe(before + 1);
  });

  it('answers 304 to the current ETag, and 200 once the page changed', async () => {
    const { owner, id, slug } = await publicStudent('Revisited Page');
    const first = await visit(`/canvas/${slug}`);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repeat = await visit(`/canvas/${slug}`, { 'if-none-match': String(etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    await save(owner, id, { introduction: { title: 'Colour Educator' } });
    const changed = await visit(`/canvas/${slug}`, { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Colour Educator');
  });

  it("keeps an opportunity's page and its salon's canvas page through counted views; an edit draws both again", async () => {
    const { owner, canvasId, id, slug } = await publicOpportunity('Viewed Salon');
    const opportunityPage = await visit(`/opportunity-detail/${slug}`);
    const salonPage = await visit(`/canvas/${canvasId}`);
    const before = renders();

    const view = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/addview',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' },
      payload: { id },
    });
    expect(view.json()).toEqual({ counted: true });
    // The answer is exact; the pages, which do not show the count, stay as they were.
    expect((await visit(`/api/opportunity/${slug}`)).json().viewCount).toBe(1);
    const viewedOpportunity = await visit(`/opportunity-detail/${slug}`);
    const viewedSalon = await visit(`/canvas/${canvasId}`);
    expect(viewedOpportunity.headers.etag).toBe(opportunityPage.headers.etag);
    expect(viewedSalon.headers.etag).toBe(salonPage.headers.etag);
    expect(renders()).toBe(before);

    const edit = await saveOpportunity(t, owner, canvasId, id, { editor: '<p>Now with Sundays off</p>' });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await visit(`/opportunity-detail/${slug}`);
    expect(edited.body).toContain('Now with Sundays off');
    expect(edited.headers.etag).not.toBe(opportunityPage.headers.etag);
    expect((await visit(`/canvas/${canvasId}`)).headers.etag).not.toBe(salonPage.headers.etag);
    expect(renders()).toBe(before + 2);
  });

  it('sends the page compressed when the client accepts it, with that encoding’s own ETag', async () => {
    const { slug } = await publicStudent('Compressed Page');
    const plain = await visit(`/canvas/${slug}`);
    const gzipped = await visit(`/canvas/${slug}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const etag = String(gzipped.headers.etag);
    expect(etag).not.toBe(plain.headers.etag);
    const repeat = await visit(`/canvas/${slug}`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    const brotli = await visit(`/canvas/${slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('gives a member and a visitor the same visitor page: no reader data in the HTML', async () => {
    const { id, slug } = await publicStudent('Same For All');
    const member = await person(t);
    await t.database.db.insert(canvasBookmarks).values({ userId: member.id, canvasId: id });
    // A member's own answer says they bookmarked it; the page never does.
    expect((await visit(`/api/canvas/${slug}`, member.headers)).json().isBookmarked).toBe(true);
    const asMember = await visit(`/canvas/${slug}`, member.headers);
    const asVisitor = await visit(`/canvas/${slug}`);
    expect(asMember.body).toBe(asVisitor.body);
    expect(asMember.body).not.toContain(member.email);
    expect(asMember.body).not.toContain('&quot;isBookmarked&quot;:true');
    expect(asMember.body).toContain('&quot;isBookmarked&quot;:false');
    expect(asMember.body).toContain('&quot;canEdit&quot;:false');
  });
});

describe('pages a visitor may not see: 404 with the not-found page, never their content', () => {
  const expectNotFound = async (url: string, content: string) => {
    const response = await visit(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.etag).toBeUndefined();
    expect(templateOf(response.body)).toBe('not-found');
    expect(response.body).toContain(`data-prerendered="${url}"`);
    expect(response.body).toContain(`This page is not here ${url}`);
    expect(response.body).toContain('<title>Not found</title>');
    expect(response.body).not.toContain(content);
  };

  it('a private, draft or deleted canvas, and one that never was', async () => {
    const hidden = await publicStudent('Hidden Student');
    await visit(`/canvas/${hidden.slug}`);
    await publish(t, hidden.owner, hidden.id, 'private');
    await expectNotFound(`/canvas/${hidden.slug}`, 'Hidden Student');

    const owner = await person(t, { target: 'studentCanvas' });
    const draft = await createCanvas(t, owner, publishableStudent('Draft Student'));
    await expectNotFound(`/canvas/${draft.slug}`, 'Draft Student');
    await expectNotFound(`/canvas/${draft.id}`, 'Draft Student');

    const removed = await publicStudent('Removed Student');
    await visit(`/canvas/${removed.slug}`);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${removed.id}`,
      headers: removed.owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectNotFound(`/canvas/${removed.slug}`, 'Removed Student');
    await expectNotFound('/canvas/never-was-here', 'never-was-here</main><main');
  });

  it('a private or expired opportunity', async () => {
    const hidden = await publicOpportunity('Hidden Salon');
    await visit(`/opportunity-detail/${hidden.slug}`);
    const status = await t.app.inject({
      method: 'PUT',
      url: '/api/opportunity/status',
      headers: hidden.owner.headers,
      payload: { id: hidden.id, status: 'private' },
    });
    expect(status.statusCode, status.body).toBe(200);
    await expectNotFound(`/opportunity-detail/${hidden.slug}`, 'Hidden Salon is hiring');

    const expired = await publicOpportunity('Expired Salon');
    await visit(`/opportunity-detail/${expired.slug}`);
    await t.database.db
      .update(opportunities)
      .set({ expire: '2020-01-01' })
      .where(eq(opportunities.id, expired.id));
    await expectNotFound(`/opportunity-detail/${expired.slug}`, 'Expired Salon is hiring');
  });

  it('renders the not-found page once per build', async () => {
    await visit('/canvas/missing-one');
    const before = renders();
    await expectNotFound('/canvas/missing-two', 'never');
    await expectNotFound('/canvas/missing-three', 'never');
    expect(renders()).toBe(before);
  });
});

describe('what stays the app shell', () => {
  it('a query that changes the page, or a path with other characters: the shell with share meta', async () => {
    const { slug } = await publicStudent('Shell Student');
    const before = renders();
    const withQuery = await visit(`/canvas/${slug}?edit=1`);
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(withQuery.body).toContain('<title>Shell Student · Colour Student | Canvas</title>');
    const encoded = await visit(
      `/canvas/${slug.replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)}`,
    );
    expect(encoded.body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before);
    // A render-neutral query keeps the rendered page.
    expect((await visit(`/canvas/${slug}?utm_source=instagram`)).body).toContain('data-prerendered');
  });

  it('a page whose rendering fails: the shell with share meta (200), never an error page', async () => {
    const { slug } = await publicStudent('Breaks On Render');
    const response = await visit(`/canvas/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Breaks On Render · Colour Student | Canvas</title>');
    expect(response.body).not.toContain('render bug');
  });

  it('never serves a dot-folder of the build (.ssr, .vite)', async () => {
    for (const url of [
      '/.ssr/test-build/entry-server.js',
      '/.ssr/templates/canvas-person.html',
      '/.ssr/build-id',
      '/.vite/manifest.json',
      '/%2essr/test-build/entry-server.js',
      '/assets/../.ssr/test-build/entry-server.js',
    ]) {
      const response = await visit(url);
      expect(response.body, url).not.toContain('renderPublicPage');
      expect(response.body, url).not.toContain('test-build');
      expect(response.body, url).not.toContain('ssr-root');
      expect(response.body, url).not.toContain('src/main.tsx');
    }
  });
});

describe('a build without a server bundle', () => {
  it('serves the shell with share meta, as before server rendering', async () => {
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: webBuild({ bundle: null }), PUBLIC_URL }),
      database: t.database,
      logger: false,
    });
    try {
      const { slug } = await publicStudent('No Bundle');
      const response = await app.inject({ method: 'GET', url: `/canvas/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>No Bundle · Colour Student | Canvas</title>');
      const missing = await app.inject({ method: 'GET', url: '/canvas/not-there-at-all' });
      expect(missing.statusCode).toBe(200);
      expect(missing.body).toContain('<title>Canvas — portfolios and careers for beauty pros</title>');
    } finally {
      await app.close();
    }
  });
});

/**
 * Two API processes on one database (decision 034's test, for pages): each app has its own
 * caches. On the PostgreSQL server (TEST_DATABASE_URL) they also have their own connections.
 */
describe('two API processes on one database', () => {
  const { apps, databases } = useTwoApiProcesses(t, () => testConfig({ WEB_DIST_DIR: dist, PUBLIC_URL }));

  it('shows an edit through A on the next page through B, and a private canvas is 404 on both', async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('apps not built');
    const owner = await person({ app: a, database: databases[0] ?? t.database }, { target: 'studentCanvas' });
    const created = await a.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: owner.headers,
      payload: publishableStudent('Two Processes'),
    });
    const { id, slug } = created.json<{ id: number; slug: string }>();
    await a.inject({ method: 'PUT', url: `/api/canvas/${id}/action/public`, headers: owner.headers });
    const page = (app: typeof a) => app.inject({ method: 'GET', url: `/canvas/${slug}` });

    for (let round = 0; round < 2; round += 1) {
      expect((await page(a)).statusCode).toBe(200);
      expect((await page(b)).statusCode).toBe(200);
    }
    expect(readCacheOf(b.deps, CANVAS_PAGES).hits).toBeGreaterThan(0);

    const saved = await a.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { introduction: { title: 'Seen Everywhere' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await page(b)).body).toContain('Seen Everywhere');
    // The page's read filled B's JSON cache with the route's own bytes.
    expect(readCacheOf(b.deps, PUBLIC_CANVAS_READS).size).toBeGreaterThan(0);
    expect((await b.inject({ method: 'GET', url: `/api/canvas/${slug}` })).body).toBe(
      (await a.inject({ method: 'GET', url: `/api/canvas/${slug}` })).body,
    );

    await a.inject({ method: 'PUT', url: `/api/canvas/${id}/action/private`, headers: owner.headers });
    const hidden = await page(b);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Seen Everywhere');
    expect((await page(a)).statusCode).toBe(404);
  });
});
