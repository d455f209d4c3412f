import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CanvasInput, type CanvasLocationInput, locationSchema } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { paymentOrders } from '../../db/schema';
import { createCanvas, person, publish, publishableStudent, recordUploaded } from '../canvases/testing';
import { injectPageMeta } from './page-meta';
import { postalAddress, scriptSafeJson } from './structured-data';

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

/** The JSON-LD scripts of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

const location = (uuid: string, address: string, city: string, zip: string): CanvasLocationInput => ({
  uuid,
  address: `${address}, ${city}, TX ${zip}`,
  city,
  state: 'Texas',
  stateShort: 'TX',
  zipCode: zip,
  coordinates: [-97.74, 30.27],
});

/** A salon or school with what publishing needs, paid and published. */
async function publishedOrganization(type: 'business' | 'school', body: CanvasInput) {
  const owner = await person(t, { target: type === 'business' ? 'businessCanvas' : 'schoolDashboard' });
  const media = ['logo', 'featured', 'team'].map((name) => `/media/${type}_canvas/${name}-${owner.id}.webp`);
  await recordUploaded(t, owner.id, media);
  const { id, slug } = await createCanvas(t, owner, {
    type,
    media: {
      logo: { url: media[0] ?? '', type: 'logo' },
      featuredPhoto: { url: media[1] ?? '', type: 'featuredPhoto' },
      teamPhoto: { url: media[2] ?? '', type: 'teamPhoto' },
    },
    ...body,
  });
  await t.database.db
    .insert(paymentOrders)
    .values({ canvasId: id, status: 'succeeded', amount: 29_900, jobCount: 1 });
  await publish(t, owner, id);
  return { id, slug, media };
}

describe('head of public salon and school pages (GET /canvas/{slug})', () => {
  it('gives a salon its name and headline, about text, featured photo and Organization JSON-LD', async () => {
    const { slug, media } = await publishedOrganization('business', {
      introduction: {
        name: 'Marigold & Mane',
        headline: 'Lived-in color in Austin',
        description: 'An artist-owned studio for color & cuts.',
      },
      detail: {
        primaryContactNumber: '(512) 555-0142',
        categories: [{ optionId: 2 }],
        locations: [
          location('main', '500 Congress Ave', 'Austin', '78701'),
          location('south', '1200 S Lamar Blvd', 'Austin', '78704'),
        ],
      },
      socialMedia: {
        instagram: 'marigoldmane',
        facebook: 'https://facebook.com/marigoldmane',
        tiktok: '@marigold',
      },
      instagramHandle: 'marigoldmane',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/canvas/${slug}` })).body;
    expect(html).toContain('<title>Marigold &amp; Mane · Lived-in color in Austin | Canvas</title>');
    expect(meta(html, 'description')).toBe('An artist-owned studio for color &amp; cuts.');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${media[1]}`);
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}${media[1]}`);
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Marigold & Mane',
        url: `${PUBLIC_URL}/canvas/${slug}`,
        description: 'An artist-owned studio for color & cuts.',
        slogan: 'Lived-in color in Austin',
        logo: `${PUBLIC_URL}${media[0]}`,
        image: [`${PUBLIC_URL}${media[1]}`, `${PUBLIC_URL}${media[2]}`],
        telephone: '(512) 555-0142',
        address: [
          {
            '@type': 'PostalAddress',
            streetAddress: '500 Congress Ave',
            addressLocality: 'Austin',
            addressRegion: 'TX',
            postalCode: '78701',
            addressCountry: 'US',
          },
          {
            '@type': 'PostalAddress',
            streetAddress: '1200 S Lamar Blvd',
            addressLocality: 'Austin',
            addressRegion: 'TX',
            postalCode: '78704',
            addressCountry: 'US',
          },
        ],
        sameAs: [
          'https://www.instagram.com/marigoldmane',
          'https://facebook.com/marigoldmane',
          'https://www.tiktok.com/@marigold',
        ],
      },
    ]);
  });

  it('makes a school an EducationalOrganization and says what it is when it has no about text', async () => {
    const { slug } = await publishedOrganization('school', {
      introduction: { name: 'Aveline Academy of Cosmetology', headline: '' },
      detail: {
        primaryContactNumber: '(512) 555-0163',
        locations: [location('campus', '900 E 6th St', 'Austin', '78702')],
      },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/canvas/${slug}` })).body;
    expect(html).toContain('<title>Aveline Academy of Cosmetology | Canvas</title>');
    expect(meta(html, 'description')).toBe(
      'Aveline Academy of Cosmetology on Canvas: the school, its programs, locations and why students choose it.',
    );
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Aveline Academy of Cosmetology',
      telephone: '(512) 555-0163',
      address: { '@type': 'PostalAddress', streetAddress: '900 E 6th St', postalCode: '78702' },
    });
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('description');
  });

  it('cannot be broken out of: a name with </script> stays inside the JSON-LD and reads back unchanged', async () => {
    const name = 'Salon </script><script>alert(1)</script> <!-- & \u2028 Co';
    const { slug } = await publishedOrganization('business', {
      introduction: { name, headline: 'x' },
      detail: {
        primaryContactNumber: '(512) 555-0100',
        categories: [{ optionId: 2 }],
        locations: [location('main', '1 Main St', 'Austin', '78701')],
      },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/canvas/${slug}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(jsonLdOf(html)[0]?.name).toBe(name);
  });

  it('stays off person canvases and unpublished salons', async () => {
    const owner = await person(t);
    const student = await createCanvas(t, owner, publishableStudent('Plain Student'));
    await publish(t, owner, student.id);
    const studentHtml = (await t.app.inject({ method: 'GET', url: `/canvas/${student.slug}` })).body;
    expect(jsonLdOf(studentHtml)).toEqual([]);
    const salonOwner = await person(t, { target: 'businessCanvas' });
    const draft = await createCanvas(t, salonOwner, {
      type: 'business',
      introduction: { name: 'Secret Salon' },
    });
    const draftHtml = (await t.app.inject({ method: 'GET', url: `/canvas/${draft.slug}` })).body;
    expect(draftHtml).not.toContain('Secret Salon');
    expect(jsonLdOf(draftHtml)).toEqual([]);
  });
});

describe('structured data helpers', () => {
  it('escape what could end a script or open markup, and JSON reads it back the same', () => {
    const value = { text: '</script><!-- & > \u2028 \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('read a typed address: the street before the city, the ZIP code from the end', () => {
    const base = { uuid: 'l', state: 'Texas', stateShort: 'TX' };
    const at = (input: CanvasLocationInput) => postalAddress(locationSchema.parse(input));
    expect(at({ ...base, address: '12 Elm St, Dallas, TX 75201', city: 'Dallas' })).toMatchObject({
      streetAddress: '12 Elm St',
      postalCode: '75201',
      addressLocality: 'Dallas',
    });
    const cityOnly = at({ ...base, address: 'Dallas, TX', city: 'Dallas' });
    expect(cityOnly).not.toHaveProperty('streetAddress');
    expect(cityOnly).not.toHaveProperty('postalCode');
    expect(at({ ...base, address: '', city: '', state: '', stateShort: '' })).toBeNull();
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
