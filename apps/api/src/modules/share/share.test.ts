import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createCanvas, person, publish, publishableStudent, recordUploaded } from '../canvases/testing';
import { injectPageMeta } from './page-meta';

const PUBLIC_URL = 'https://canvas.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Canvas — portfolios and careers for beauty pros</title>
    <meta
      name="description"
      content="The default description."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const distDir = mkdtempSync(path.join(tmpdir(), 'canvas-share-'));
writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);

const t = useTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });

function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(
    html,
  );
  return match?.[1] ?? null;
}

describe('share meta of public canvas pages (GET /canvas/{slug})', () => {
  it('puts the canvas title, description, image and link in the page head', async () => {
    const owner = await person(t);
    await recordUploaded(t, owner.id, ['/media/student_canvas/noor.png']);
    const { id, slug } = await createCanvas(t, owner, {
      ...publishableStudent('Noor Haddad'),
      introduction: {
        name: 'Noor Haddad',
        title: 'Colour Student',
        description: 'Lived-in colour & <bold> blondes.',
      },
      media: { featuredPhoto: { url: '/media/student_canvas/noor.png', type: 'featuredPhoto' } },
    });
    await publish(t, owner, id);

    const response = await t.app.inject({ method: 'GET', url: `/canvas/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Noor Haddad · Colour Student | Canvas</title>');
    expect(html).not.toContain('The default description.');
    expect(meta(html, 'description')).toBe('Lived-in colour &amp; &lt;bold&gt; blondes.');
    expect(meta(html, 'og:title')).toBe('Noor Haddad · Colour Student | Canvas');
    expect(meta(html, 'og:description')).toBe('Lived-in colour &amp; &lt;bold&gt; blondes.');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/student_canvas/noor.png`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/canvas/${slug}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The SPA still boots from the same document.
    expect(html).toContain('<div id="root"></div>');

    const byId = await t.app.inject({ method: 'GET', url: `/canvas/${id}` });
    expect(meta(byId.body, 'og:url')).toBe(`${PUBLIC_URL}/canvas/${slug}`);
  });

  it('leaves drafts, private and missing canvases with the default head', async () => {
    const owner = await person(t);
    const draft = await createCanvas(t, owner, publishableStudent('Secret Draft'));
    const hidden = await createCanvas(t, owner, publishableStudent('Secret Private'));
    await publish(t, owner, hidden.id, 'private');
    for (const url of [`/canvas/${draft.slug}`, `/canvas/${hidden.slug}`, '/canvas/nobody-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Canvas — portfolios and careers for beauty pros</title>');
      expect(response.body, url).not.toContain('Secret');
      expect(meta(response.body, 'og:title'), url).toBeNull();
    }
    // The owner's own request gets no preview of the draft either: link previews carry no token.
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/canvas/${draft.slug}`,
      headers: owner.headers,
    });
    expect(asOwner.body).not.toContain('Secret');
  });

  it('does not touch other pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/my-canvases' });
    expect(response.body).toContain('The default description.');
  });
});

describe('injectPageMeta', () => {
  it('escapes every value, including $ patterns and quotes', () => {
    const html = injectPageMeta(INDEX_HTML, {
      title: `"><script>alert(1)</script> $& $1`,
      description: `It's "quoted" & <b>`,
      url: 'https://canvas.example/canvas/a"b',
      image: null,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</title>');
    expect(html).toContain('content="It&#39;s &quot;quoted&quot; &amp; &lt;b&gt;"');
    expect(html).toContain('href="https://canvas.example/canvas/a&quot;b"');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:image')).toBeNull();
  });
});
