import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CanvasInput,
  type CanvasLocationInput,
  locationSchema,
  type OpportunityInput,
  opportunityPaySchema,
} from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { opportunities, paymentOrders } from '../../db/schema';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
  recordUploaded,
} from '../canvases/testing';
import { addressFromLine, baseSalaryOf, employmentTypeOf } from './job-posting';
import { htmlToText, injectPageMeta } from './page-meta';
import { postalAddress, scriptSafeJson } from './structured-data';
import { jobPostingProblems } from './testing';

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

/** A published salon in Austin with a paid plan of `jobCount` opportunities. */
async function hiringSalon(jobCount = 5) {
  const owner = await person(t, { target: 'businessCanvas' });
  const media = ['logo', 'featured', 'team'].map((name) => `/media/business_canvas/${name}-${owner.id}.webp`);
  await recordUploaded(t, owner.id, media);
  const { id, slug } = await createCanvas(t, owner, {
    type: 'business',
    introduction: { name: 'Marigold & Mane', headline: 'Lived-in color' },
    media: {
      logo: { url: media[0] ?? '', type: 'logo' },
      featuredPhoto: { url: media[1] ?? '', type: 'featuredPhoto' },
      teamPhoto: { url: media[2] ?? '', type: 'teamPhoto' },
    },
    detail: {
      primaryContactNumber: '(512) 555-0142',
      categories: [{ optionId: 2 }],
      locations: [location('main', '500 Congress Ave', 'Austin', '78701')],
    },
  });
  await t.database.db
    .insert(paymentOrders)
    .values({ canvasId: id, status: 'succeeded', amount: 29_900, jobCount });
  await publish(t, owner, id);
  return { owner, canvasId: id, canvasSlug: slug, logo: media[0] };
}

const jobMedia = {
  thumbPhoto: { url: 'https://cdn.example.com/thumb.jpg', type: 'thumbnailPhoto' },
  featuredPhoto: { url: 'https://cdn.example.com/featured.jpg', type: 'featuredPhoto' },
} as const;

const stylistJob = (canvasId: number): OpportunityInput => ({
  canvasId,
  status: 'public',
  jobTitle: { optionId: 3, name: 'Senior Stylist' },
  jobType: { optionId: null, name: 'Full Time' },
  locationUuid: 'main',
  editor: '<p>Join our <strong>color-first</strong> team &amp; grow.</p><ul><li>Paid education</li></ul>',
  media: jobMedia,
  additional: {
    website: 'marigold.example.com',
    paymentStructure: { optionId: 1, name: 'Commission' },
    pay: { commissionMin: 45, commissionMax: 55, salaryMin: 42_000, salaryMax: 60_000, tips: true },
  },
});

async function postJob(caller: Person, body: OpportunityInput): Promise<{ id: number; slug: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity',
    headers: caller.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const pageOf = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/opportunity-detail/${slug}` })).body;

describe('head of public opportunity pages (GET /opportunity-detail/{slug})', () => {
  it('gives a local job its title, plain-text description, photo, link and a JobPosting Google accepts', async () => {
    const { owner, canvasId, canvasSlug, logo } = await hiringSalon();
    const { id, slug } = await postJob(owner, stylistJob(canvasId));
    const html = await pageOf(slug);
    expect(html).toContain('<title>Senior Stylist at Marigold &amp; Mane | Canvas</title>');
    expect(meta(html, 'description')).toBe('Join our color-first team &amp; grow. Paid education');
    expect(meta(html, 'og:title')).toBe('Senior Stylist at Marigold &amp; Mane | Canvas');
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/featured.jpg');
    expect(meta(html, 'twitter:image')).toBe('https://cdn.example.com/featured.jpg');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/opportunity-detail/${slug}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/opportunity-detail/${slug}" />`);
    expect(html).not.toContain('The default description.');
    // The embedded and id addresses name the one page as canonical.
    for (const url of [`/opportunity-detail/${slug}?isEmbedded=true`, `/opportunity-detail/${id}`]) {
      const other = (await t.app.inject({ method: 'GET', url })).body;
      expect(meta(other, 'og:url'), url).toBe(`${PUBLIC_URL}/opportunity-detail/${slug}`);
    }

    const [posting] = jsonLdOf(html);
    expect(jobPostingProblems(posting)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Stylist',
      description:
        '<p>Join our <strong>color-first</strong> team &amp; grow.</p><ul><li>Paid education</li></ul>',
      datePosted: today,
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Marigold & Mane',
        sameAs: `${PUBLIC_URL}/canvas/${canvasSlug}`,
        logo: `${PUBLIC_URL}${logo}`,
      },
      identifier: { '@type': 'PropertyValue', name: 'Marigold & Mane', value: String(id) },
      directApply: true,
      url: `${PUBLIC_URL}/opportunity-detail/${slug}`,
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '500 Congress Ave',
          addressLocality: 'Austin',
          addressRegion: 'TX',
          postalCode: '78701',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 42_000, maxValue: 60_000, unitText: 'YEAR' },
      },
    });
    const stored = (await t.database.db.select().from(opportunities).where(eq(opportunities.id, id)))[0];
    expect(posting?.validThrough).toBe(`${stored?.expire}T23:59:59Z`);
  });

  it('gives a national job a remote location open to applicants in the US, and Google accepts it', async () => {
    const { canvasId } = await hiringSalon();
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const { slug } = await postJob(admin, {
      ...stylistJob(canvasId),
      jobTitle: { optionId: null, name: 'Brand Educator' },
      jobType: { optionId: null, name: 'Contract' },
      locationUuid: null,
      validForAllState: true,
      brand: 'Brand Educator',
      applyUrl: 'brand.example.com/apply',
      media: { thumbPhoto: jobMedia.thumbPhoto },
      additional: {
        website: 'brand.example.com',
        paymentStructure: { optionId: 2, name: 'Hourly' },
        pay: { hourlyGuarantee: 32.5 },
      },
    });
    const html = await pageOf(slug);
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/thumb.jpg');
    const [posting] = jsonLdOf(html);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Brand Educator',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      directApply: false,
      baseSalary: { value: { '@type': 'QuantitativeValue', value: 32.5, unitText: 'HOUR' } },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('reads the address from the opportunity when the salon page is not public', async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const { id: canvasId } = await createCanvas(t, owner, {
      type: 'business',
      introduction: { name: 'Quiet Salon' },
      detail: { locations: [{ uuid: 'main', address: '12 Elm St, Dallas, TX 75201' }] },
    });
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId, status: 'succeeded', amount: 4900, jobCount: 1 });
    const { slug } = await postJob(owner, {
      ...stylistJob(canvasId),
      additional: { website: 'quiet.example.com', paymentStructure: { optionId: 1, name: 'Commission' } },
    });
    const [posting] = jsonLdOf(await pageOf(slug));
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: 'Quiet Salon' },
      jobLocation: {
        address: {
          streetAddress: '12 Elm St',
          addressLocality: 'Dallas',
          addressRegion: 'TX',
          postalCode: '75201',
        },
      },
    });
    expect(posting?.hiringOrganization).not.toHaveProperty('sameAs');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('gives contests their head but no JobPosting (they are not jobs)', async () => {
    const { canvasId } = await hiringSalon();
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const { slug } = await postJob(admin, {
      ...stylistJob(canvasId),
      jobTitle: { optionId: null, name: 'Color Contest' },
      competition: true,
    });
    const html = await pageOf(slug);
    expect(html).toContain('<title>Color Contest at Marigold &amp; Mane | Canvas</title>');
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('leaves private, expired, deleted and missing opportunities with the default head', async () => {
    const { owner, canvasId } = await hiringSalon();
    const secret = (name: string): OpportunityInput => ({
      ...stylistJob(canvasId),
      jobTitle: { optionId: null, name },
      editor: `<p>${name}</p>`,
    });
    const hidden = await postJob(owner, { ...secret('Secret Private'), status: 'private' });
    const expired = await postJob(owner, secret('Secret Expired'));
    await t.database.db
      .update(opportunities)
      .set({ expire: '2020-01-01' })
      .where(eq(opportunities.id, expired.id));
    const deleted = await postJob(owner, secret('Secret Deleted'));
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/${deleted.id}`,
      headers: owner.headers,
    });
    expect(removal.statusCode).toBe(200);
    for (const url of [
      `/opportunity-detail/${hidden.slug}`,
      `/opportunity-detail/${expired.slug}`,
      `/opportunity-detail/${expired.id}`,
      `/opportunity-detail/${deleted.slug}`,
      '/opportunity-detail/nobody-here',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Canvas — portfolios and careers for beauty pros</title>');
      expect(response.body, url).not.toContain('Secret');
      expect(jsonLdOf(response.body), url).toEqual([]);
    }
    // Not even its editor's own request: link previews carry no token.
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/opportunity-detail/${hidden.slug}`,
      headers: owner.headers,
    });
    expect(asOwner.body).not.toContain('Secret');
  });
});

describe('the JobPosting check (Google for Jobs required properties)', () => {
  const valid = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Stylist',
    description: '<p>Join us</p>',
    datePosted: '2026-11-01',
    validThrough: '2036-11-01T23:59:59Z',
    hiringOrganization: { '@type': 'Organization', name: 'Salon' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressCountry: 'US' },
    },
  };

  it('passes a complete posting and names each missing or malformed property', () => {
    expect(jobPostingProblems(valid)).toEqual([]);
    const { title: _title, hiringOrganization: _organization, jobLocation: _location, ...bare } = valid;
    expect(jobPostingProblems(bare)).toEqual([
      'title is required',
      'hiringOrganization needs an Organization with a name',
      'jobLocation is required (or jobLocationType TELECOMMUTE)',
    ]);
    expect(jobPostingProblems({ ...valid, datePosted: 'yesterday', validThrough: '2020-01-01' })).toEqual([
      'datePosted must be ISO 8601',
    ]);
    expect(jobPostingProblems({ ...valid, validThrough: '2020-01-01' })).toEqual([
      'validThrough is before datePosted',
    ]);
    expect(
      jobPostingProblems({
        ...valid,
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin' } },
        employmentType: 'BOOTH_RENTAL',
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'usd',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 5, unitText: 'SHIFT' },
        },
      }),
    ).toEqual([
      'jobLocation[0].address.addressCountry is required',
      'employmentType has a value Google does not know',
      'baseSalary.currency must be ISO 4217',
      'baseSalary minValue is above maxValue',
      'baseSalary.value.unitText is not a unit',
    ]);
    const { jobLocation: _place, ...remote } = valid;
    expect(jobPostingProblems({ ...remote, jobLocationType: 'TELECOMMUTE' })).toEqual([
      'a remote job needs applicantLocationRequirements',
    ]);
  });
});

describe('JobPosting pieces', () => {
  it('map our job types to Google employment types', () => {
    expect(employmentTypeOf('Full Time')).toBe('FULL_TIME');
    expect(employmentTypeOf('part-time')).toBe('PART_TIME');
    expect(employmentTypeOf('Contract')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Booth Rental')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Internship')).toBe('INTERN');
    expect(employmentTypeOf('Temporary')).toBe('TEMPORARY');
    expect(employmentTypeOf('Weekend chair')).toBe('OTHER');
    expect(employmentTypeOf('')).toBeNull();
    expect(employmentTypeOf(null)).toBeNull();
  });

  it('give baseSalary from a salary a year, else the hourly guarantee; never booth rent or commission', () => {
    const pay = (input: object) => opportunityPaySchema.parse(input);
    expect(baseSalaryOf(pay({ salaryMin: 40_000 }))).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 40_000, unitText: 'YEAR' },
    });
    expect(baseSalaryOf(pay({ salaryMin: 50_000, salaryMax: 50_000, hourlyGuarantee: 20 }))?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 50_000,
      unitText: 'YEAR',
    });
    expect(baseSalaryOf(pay({ hourlyGuarantee: 18 }))?.value).toMatchObject({ value: 18, unitText: 'HOUR' });
    expect(baseSalaryOf(pay({ boothRentWeekly: 250, commissionMin: 40, tips: true }))).toBeNull();
    expect(baseSalaryOf(null)).toBeNull();
    expect(baseSalaryOf(undefined)).toBeNull();
  });

  it('read an address line as stored with the opportunity', () => {
    expect(addressFromLine('500 Congress Ave, Suite 2, Austin, TX 78701')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '500 Congress Ave, Suite 2',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      postalCode: '78701',
      addressCountry: 'US',
    });
    expect(addressFromLine('Austin, tx')).toMatchObject({ addressLocality: 'Austin', addressRegion: 'TX' });
    expect(addressFromLine('somewhere nice')).toBeNull();
  });

  it('turn the sanitized description into plain text', () => {
    expect(htmlToText('<h2>Hi&nbsp;there</h2><p>Tips &amp; <em>education</em>&#33; &#x2014; &lt;3</p>')).toBe(
      'Hi there Tips & education! — <3',
    );
    expect(htmlToText('<p>a<br>b</p><p>&bogus; &#0;</p>')).toBe('a b &bogus;');
  });
});
