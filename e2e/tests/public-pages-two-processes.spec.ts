import type { Canvas } from '@canvas/shared';
import { expect, test } from '@playwright/test';
import { type ApiProcess, createServerDatabase, sharedDataDir, startApiProcess } from './api-process';
import { asMarkup, markupWithoutScripts, publishedStudentCanvas } from './public-pages';

/**
 * Two API processes on one PostgreSQL database (issue 24, decision 034/035): each caches rendered
 * pages and canvas JSON for itself, and a save or unpublish through one is seen by the very next
 * request to the other, never a stale page.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const isCI = process.env.CI === 'true' || process.env.CI === '1';

test.describe('two API processes on one PostgreSQL database', () => {
  test.skip(
    !serverUrl && !isCI,
    'Needs a PostgreSQL server: set TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/postgres (a role ' +
      'allowed to create databases); .ci/run shows how to start a throwaway one.',
  );

  test('a save or unpublish through one process is seen at once by the other', async ({ playwright }) => {
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required under CI=true (.ci/run starts a server).');
    // Two cold servers start one after the other (the first migrates the new database).
    test.setTimeout(180_000);
    const database = await createServerDatabase(serverUrl, 'canvas_e2e_processes');
    const data = sharedDataDir();
    const processes: ApiProcess[] = [];
    try {
      // One at a time: the second finds the database migrated.
      processes.push(await startApiProcess({ databaseUrl: database.url, dataDir: data.dir }));
      processes.push(await startApiProcess({ databaseUrl: database.url, dataDir: data.dir }));
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const onA = await playwright.request.newContext({ baseURL: a.url });
      const onB = await playwright.request.newContext({ baseURL: b.url });

      const owner = await publishedStudentCanvas(onA, 'Marlow');
      const page = `/canvas/${owner.slug}`;
      // B renders and caches the page and the JSON first.
      const first = await onB.get(page);
      expect(first.status()).toBe(200);
      // In the page's markup, not only in its share meta.
      expect(markupWithoutScripts(await first.text())).toContain(asMarkup(owner.about));
      const etag = first.headers().etag;
      expect(etag).toBeTruthy();
      expect((await onB.get(page, { headers: { 'if-none-match': String(etag) } })).status()).toBe(304);
      expect(
        ((await (await onB.get(`/api/canvas/${owner.slug}`)).json()) as Canvas).introduction.description,
      ).toBe(owner.about);

      const newAbout = 'Now taking bridal trials on weekends, at the salon or on location.';
      const saved = await onA.put(`/api/canvas/${owner.id}`, {
        headers: owner.headers,
        data: { introduction: { name: owner.name, title: 'Cosmetology Student', description: newAbout } },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      // The next request to B, with the old ETag, gets the new page.
      const changed = await onB.get(page, { headers: { 'if-none-match': String(etag) } });
      expect(changed.status()).toBe(200);
      const html = markupWithoutScripts(await changed.text());
      expect(html).toContain(asMarkup(newAbout));
      expect(html).not.toContain(asMarkup(owner.about));
      expect(changed.headers().etag).not.toBe(etag);
      const json = (await (await onB.get(`/api/canvas/${owner.slug}`)).json()) as Canvas;
      expect(json.introduction.description).toBe(newAbout);

      const hidden = await onA.put(`/api/canvas/${owner.id}/action/private`, { headers: owner.headers });
      expect(hidden.ok(), await hidden.text()).toBe(true);
      const gone = await onB.get(page);
      expect(gone.status()).toBe(404);
      const goneHtml = await gone.text();
      expect(goneHtml).not.toContain(owner.name);
      expect(goneHtml).not.toContain(asMarkup(newAbout));
      expect((await onB.get(`/api/canvas/${owner.slug}`)).status()).toBe(404);
      await onA.dispose();
      await onB.dispose();
    } finally {
      for (const server of processes) await server.stop();
      await database.drop();
      data.remove();
    }
  });
});
