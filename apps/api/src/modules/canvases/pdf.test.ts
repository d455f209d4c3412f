import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Canvas, type CanvasInput, type CanvasLocationInput, ErrorCode } from '@canvas/shared';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { LocalStorageDriver } from '../../adapters/storage';
import { paymentOrders } from '../../db/schema';
import { boundedForResume, FLYER_LIMITS, loadStoredImage, RESUME_LIMITS, renderResumePdf } from './pdf';
import { ResumePdfCache } from './pdf-cache';
import { RESUME_PDFS_PER_WINDOW } from './routes';
import { createCanvas, ownerView, person, publish, publishableStudent } from './testing';

const t = useTestApp();

/** The text a PDF shows: pdfkit writes it as hex strings inside TJ arrays (uncompressed here). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

const pdfUrl = (id: number) => `/api/canvas/canvas-pdf/${id}`;

describe('GET /api/canvas/canvas-pdf/{id}', () => {
  it('is a real PDF of the resume: name, title, education, licences, jobs, awards, brands and the link', async () => {
    const owner = await person(t);
    const { id, slug } = await createCanvas(t, owner, {
      type: 'professional',
      introduction: {
        name: 'Valeria Ramirez',
        title: 'Senior Colorist',
        description: 'Lived-in color for real life.',
      },
      pronouns: 'She/Her',
      bookingUrl: 'valeria.example.com/book',
      detail: {
        locations: [{ uuid: 'l', city: 'Denver', stateShort: 'CO', coordinates: [-104.99, 39.74] }],
        categories: [{ optionId: 4, licenseNumber: 'CO-55120', stateId: 605 }],
      },
      educations: [
        {
          uuid: 'e',
          schoolName: 'Juniper Beauty Institute',
          program: { optionId: 41, name: 'Cosmetology' },
          graduationDate: '2016-05-20',
        },
      ],
      employments: [
        {
          uuid: 'j',
          title: 'Color Director',
          company: 'Studio Verbena',
          startDate: '2019-02-01',
          isCurrentWork: true,
        },
      ],
      achievements: [
        { uuid: 'a', title: 'NAHA', issuer: 'Professional Beauty Association', issueYear: '2022' },
      ],
      additionalInformation: { preferredBrands: [{ optionId: null, name: 'Redken' }] },
    });
    await publish(t, owner, id);

    const response = await t.app.inject({ method: 'GET', url: pdfUrl(id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${slug}-resume.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Valeria Ramirez',
      'Senior Colorist',
      'She/Her',
      'Denver, CO',
      'Book: valeria.example.com/book',
      'Lived-in color for real life.',
      'Juniper Beauty Institute',
      'Graduation 05/20/2016',
      'License #CO-55120',
      'Colorado',
      'Color Director, Studio Verbena',
      'Present',
      'NAHA',
      'Redken',
      `${t.config.publicUrl}/canvas/${slug}`,
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
  });

  it('shows drafts only to the owner and admins (bearer), 404 to anyone else', async () => {
    const owner = await person(t);
    const other = await person(t);
    const admin = await person(t, { roleValue: 'administrator', target: null });
    const { id } = await createCanvas(t, owner, publishableStudent('Draft Resume'));
    expect((await t.app.inject({ method: 'GET', url: pdfUrl(id) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: other.headers })).statusCode).toBe(
      404,
    );
    for (const reader of [owner, admin]) {
      const response = await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: reader.headers });
      expect(response.statusCode).toBe(200);
      expect(pdfText(response.rawPayload)).toContain('Draft Resume');
    }
  });

  it('is gone with a deleted canvas', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    await t.app.inject({ method: 'DELETE', url: `/api/canvas/${id}`, headers: owner.headers });
    expect((await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: owner.headers })).statusCode).toBe(
      404,
    );
  });

  it('shows an edit at once (cached by version, never stale)', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent('First Name'));
    const read = async () =>
      pdfText((await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: owner.headers })).rawPayload);
    expect(await read()).toContain('First Name');
    expect(await read()).toContain('First Name');
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { introduction: { name: 'Second Name' } },
    });
    const after = await read();
    expect(after).toContain('Second Name');
    expect(after).not.toContain('First Name');
  });

  it(`answers ${RESUME_PDFS_PER_WINDOW} requests per IP address in the window, then 429`, async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const get = (remoteAddress: string) => t.app.inject({ method: 'GET', url: pdfUrl(id), remoteAddress });
    for (let count = 0; count < RESUME_PDFS_PER_WINDOW; count += 1) {
      expect((await get('192.0.2.44')).statusCode).toBe(200);
    }
    const refused = await get('192.0.2.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ErrorCode.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('192.0.2.45')).statusCode).toBe(200);
  });

  it('keeps the longest canvas the editors allow to a few pages (rendering blocks the event loop)', async () => {
    const owner = await person(t);
    const words = Array.from({ length: 900 }, (_, index) => `word${index % 97}`)
      .join(' ')
      .slice(0, 5000);
    const { id } = await createCanvas(t, owner, {
      type: 'professional',
      introduction: { name: 'Longest Canvas', description: words, reason: words },
      employments: Array.from({ length: 50 }, (_, index) => ({
        uuid: `job-${index}`,
        title: `Job ${index}`,
        company: 'Salon',
        description: words,
      })),
    });
    const response = await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const pages = response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeLessThanOrEqual(12);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Job 0');
    expect(text).not.toContain(`Job ${RESUME_LIMITS.entries}`);
  });
});

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\n/g, ' ');

/**
 * The QR symbol drawn in a PDF, read back from its content stream: the largest set of equal,
 * square `re` rectangles, as [row, column] cells from the symbol's top-left module.
 */
function drawnQrCells(pdf: Buffer): Set<string> {
  const squares = new Map<string, Array<[number, number]>>();
  for (const match of pdf.toString('latin1').matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/gm)) {
    const [x, y, width, height] = match.slice(1, 5).map(Number) as [number, number, number, number];
    if (Math.abs(width - height) > 1e-3) continue;
    const key = width.toFixed(3);
    squares.set(key, [...(squares.get(key) ?? []), [x, y]]);
  }
  const [unit, cells] = [...squares.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['1', []];
  const left = Math.min(...cells.map(([x]) => x));
  const top = Math.min(...cells.map(([, y]) => y));
  return new Set(
    cells.map(([x, y]) => `${Math.round((y - top) / Number(unit))},${Math.round((x - left) / Number(unit))}`),
  );
}

function qrCells(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) cells.add(`${row},${column}`);
    }
  }
  return cells;
}

const place = (uuid: string, address: string, city: string, zip: string): CanvasLocationInput => ({
  uuid,
  address: `${address}, ${city}, TX ${zip}`,
  city,
  state: 'Texas',
  stateShort: 'TX',
  zipCode: zip,
  coordinates: [-97.74, 30.27],
});

/** A salon or school through the API, paid (as billing will record it) and published. */
async function publishedOrganization(type: 'business' | 'school', body: CanvasInput) {
  const owner = await person(t, { target: type === 'business' ? 'businessCanvas' : 'schoolDashboard' });
  const { id, slug } = await createCanvas(t, owner, { type, ...body });
  await t.database.db
    .insert(paymentOrders)
    .values({ canvasId: id, status: 'succeeded', amount: 29_900, jobCount: 1 });
  await publish(t, owner, id);
  return { id, slug, owner };
}

const salon: CanvasInput = {
  introduction: {
    name: 'Marigold & Mane',
    headline: 'Lived-in color in Austin',
    description: 'An artist-owned studio for color and cuts.',
    reason: 'Paid education and a full book from day one.',
  },
  detail: {
    primaryContactNumber: '(512) 555-0142',
    categories: [{ optionId: 2 }],
    locations: [
      place('main', '500 Congress Ave', 'Austin', '78701'),
      place('south', '1200 S Lamar Blvd', 'Austin', '78704'),
    ],
  },
  additionalInformation: {
    companyBenefits: [
      { optionId: 500, name: 'Health insurance' },
      { optionId: 505, name: 'Paid education' },
    ],
  },
  socialMedia: { instagram: 'marigoldmane' },
};

describe('GET /api/canvas/canvas-pdf/{id} for salons and schools: the flyer', () => {
  it('is one page: name, headline, about, why join, locations, benefits, contact, link and its QR code', async () => {
    const { id, slug } = await publishedOrganization('business', salon);
    const response = await t.app.inject({ method: 'GET', url: pdfUrl(id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${slug}-flyer.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const text = flat(pdf);
    const link = `${t.config.publicUrl}/canvas/${slug}`;
    for (const expected of [
      'SALON',
      'Marigold & Mane',
      'Lived-in color in Austin',
      'ABOUT US',
      'An artist-owned studio for color and cuts.',
      'WHY JOIN US',
      'Paid education and a full book from day one.',
      'OUR LOCATIONS',
      '500 Congress Ave, Austin, TX 78701',
      '1200 S Lamar Blvd, Austin, TX 78704',
      'BENEFITS',
      'Health insurance',
      'Paid education',
      '(512) 555-0142',
      'Instagram @marigoldmane',
      link,
    ]) {
      expect(text).toContain(expected);
    }
    // Not the resume.
    expect(text).not.toContain('About me');
    expect(drawnQrCells(pdf)).toEqual(qrCells(link));
    expect(pdf.toString('latin1')).toContain(`/URI (${link})`);
  });

  it("says a school's programs, class times and accreditation, and what it is", async () => {
    const { id, slug } = await publishedOrganization('school', {
      introduction: {
        name: 'Aveline Academy of Cosmetology',
        headline: 'Where beauty careers begin',
        description: 'Licensed instructors, real guests.',
        reason: 'Small classes.',
      },
      detail: {
        primaryContactNumber: '(512) 555-0163',
        locations: [
          {
            ...place('campus', '900 E 6th St', 'Austin', '78702'),
            classType: 'all',
            isAccredited: true,
            supportedProgram: [
              { optionId: 41, name: 'Cosmetology' },
              { optionId: 42, name: 'Barbering' },
            ],
          },
        ],
      },
    });
    const text = flat((await t.app.inject({ method: 'GET', url: pdfUrl(id) })).rawPayload);
    for (const expected of [
      'BEAUTY SCHOOL',
      'ABOUT OUR SCHOOL',
      'WHY CHOOSE OUR SCHOOL',
      'PROGRAMS',
      'Cosmetology',
      'Barbering',
      'VISIT US',
      '900 E 6th St, Austin, TX 78702',
      'Day and night classes · Accredited',
      `${t.config.publicUrl}/canvas/${slug}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('stays one page however much the canvas holds, naming the locations it leaves out', async () => {
    const words = Array.from({ length: 900 }, (_, index) => `word${index % 97}`)
      .join(' ')
      .slice(0, 5000);
    const { id, slug } = await publishedOrganization('business', {
      ...salon,
      introduction: { name: 'N'.repeat(120), headline: 'H'.repeat(200), description: words, reason: words },
      detail: {
        ...salon.detail,
        locations: Array.from({ length: 12 }, (_, index) =>
          place(`l${index}`, `${100 + index} Congress Ave`, 'Austin', '78701'),
        ),
      },
      additionalInformation: {
        companyBenefits: Array.from({ length: 18 }, (_, index) => ({
          optionId: 500 + index,
          name: `Benefit ${index}`,
        })),
      },
    });
    const pdf = (await t.app.inject({ method: 'GET', url: pdfUrl(id) })).rawPayload;
    expect(pageCount(pdf)).toBe(1);
    const text = flat(pdf);
    expect(text).toContain(`and ${12 - FLYER_LIMITS.locations} more locations`);
    expect(text).toContain('100 Congress Ave');
    expect(text).not.toContain(`${100 + FLYER_LIMITS.locations} Congress Ave`);
    // The about text stops where its room ends; the link is whole.
    expect(text.length).toBeLessThan(words.length * 2);
    expect(text.replace(/ /g, '')).toContain(`${t.config.publicUrl}/canvas/${slug}`);

    // With room to spare, the benefits past the flyer's few are counted.
    const roomy = await publishedOrganization('business', {
      ...salon,
      additionalInformation: {
        companyBenefits: Array.from({ length: 18 }, (_, index) => ({
          optionId: 500 + index,
          name: `Benefit ${index}`,
        })),
      },
    });
    const benefits = flat((await t.app.inject({ method: 'GET', url: pdfUrl(roomy.id) })).rawPayload);
    expect(benefits).toContain(`Benefit ${FLYER_LIMITS.tags - 1}`);
    expect(benefits).not.toContain(`Benefit ${FLYER_LIMITS.tags} `);
    expect(benefits).toContain(`+${18 - FLYER_LIMITS.tags} more`);
  });

  it('follows the canvas: a draft only for its owner, 404 for anyone else', async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const { id } = await createCanvas(t, owner, { type: 'business', ...salon });
    expect((await t.app.inject({ method: 'GET', url: pdfUrl(id) })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: pdfUrl(id), headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(flat(mine.rawPayload)).toContain('Marigold & Mane');
  });
});

describe('renderResumePdf for salons and schools', () => {
  const link = 'https://canvas.example/canvas/marigold';

  async function asRead(input: CanvasInput): Promise<Canvas> {
    const owner = await person(t, { target: 'businessCanvas' });
    const { id } = await createCanvas(t, owner, { type: 'business', ...input });
    return ownerView(t, owner, id);
  }

  it('embeds the logo and the featured photo its loader reads, and shows initials without them', async () => {
    const canvas = await asRead(salon);
    const withMedia: Canvas = {
      ...canvas,
      media: {
        ...canvas.media,
        logo: { url: '/media/logo.webp', type: 'logo', video: false },
        featuredPhoto: { url: '/media/photo.webp', type: 'featuredPhoto', video: false },
      },
    };
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c4645b' } })
      .webp()
      .toBuffer();
    const asked: string[] = [];
    const pdf = await renderResumePdf(withMedia, link, {
      loadImage: async (url) => {
        asked.push(url);
        return image;
      },
    });
    expect(asked.sort()).toEqual(['/media/logo.webp', '/media/photo.webp']);
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(pdfText(pdf)).not.toContain('MM');

    // No loader, a failing one, or bytes that are no image: the initials stand in, the print goes on.
    for (const loadImage of [
      undefined,
      async () => {
        throw new Error('storage down');
      },
      async () => Buffer.from('not an image'),
    ]) {
      const plain = await renderResumePdf(withMedia, link, loadImage ? { loadImage } : {});
      expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
      expect(pdfText(plain)).toContain('MM');
      expect(pageCount(plain)).toBe(1);
    }
  });
});

describe('the resume reads well (issue 26)', () => {
  const link = 'https://canvas.example/canvas/maya';
  const uris = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);

  async function resume(input: CanvasInput): Promise<Canvas> {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'student', ...input });
    return ownerView(t, owner, id);
  }

  it('writes counts with the right plural: 1 year, 2 years, 1 hour', async () => {
    const one = await resume({
      introduction: { name: 'One Year', yearOfExperience: 1 },
      educations: [
        {
          uuid: 'e',
          schoolName: 'Aveda Institute',
          hasWorkPermit: 'yes',
          workPermitHour: 1,
          graduationDate: '2024-05-01',
        },
      ],
    });
    const oneText = flat(await renderResumePdf(one, link));
    expect(oneText).toContain('1 year of experience');
    expect(oneText).not.toContain('1 years');
    expect(oneText).toContain('Work permit (1 hour)');
    const two = await resume({
      introduction: { name: 'Two Years', yearOfExperience: 2 },
      educations: [
        {
          uuid: 'e',
          schoolName: 'Aveda Institute',
          hasWorkPermit: 'yes',
          workPermitHour: 20,
          graduationDate: '2024-05-01',
        },
      ],
    });
    const twoText = flat(await renderResumePdf(two, link));
    expect(twoText).toContain('2 years of experience');
    expect(twoText).toContain('Work permit (20 hours)');
  });

  it('shows no raw values: no undefined, null, NaN or label without a value', async () => {
    const canvas = await resume({
      introduction: { name: 'Sparse Canvas' },
      additionalInformation: { KPI: { combinedAverageTicket: 1250, productivity: 88.5 } },
      achievements: [{ uuid: 'a', title: 'Club/Teams', clubName: 'Hair Show Team', issueYear: '2024' }],
    });
    const text = flat(await renderResumePdf(canvas, link));
    for (const raw of ['undefined', 'null', 'NaN', '[object', ': ·']) expect(text).not.toContain(raw);
    expect(text).toContain('Combined average ticket: $1,250');
    expect(text).toContain('Productivity: 88.5%');
    expect(text).toContain('Club/Teams: Hair Show Team');
    expect(text).toContain('Since 2024');
    expect(text).not.toContain('Preferred brands:');
  });

  it("links the person's contacts: booking, phone and each real social profile; a value of another site is left out", async () => {
    const canvas = await resume({
      introduction: { name: 'Maya Robinson' },
      bookingUrl: 'maya@example.com',
      socialMedia: {
        instagram: 'maya.colors',
        tiktok: '@mayacuts',
        youtube: 'https://www.youtube.com/@mayahair',
        facebook: 'https://elsewhere.example/maya',
      },
    });
    const pdf = await renderResumePdf(canvas, link);
    const text = flat(pdf);
    for (const line of [
      'Book: maya@example.com',
      'Instagram: @maya.colors',
      'TikTok: @mayacuts',
      'YouTube: www.youtube.com/@mayahair',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Facebook');
    expect(text).not.toContain('elsewhere.example');

    // A phone number as the booking link is a tel: link.
    const phone = await renderResumePdf({ ...canvas, bookingUrl: '(312) 555-0147' }, link);
    expect(flat(phone)).toContain('Book: (312) 555-0147');
    expect(uris(phone)).toContain('tel:3125550147');
    expect(uris(pdf)).toEqual(
      expect.arrayContaining([
        'mailto:maya@example.com',
        'https://www.instagram.com/maya.colors',
        'https://www.tiktok.com/@mayacuts',
        'https://www.youtube.com/@mayahair',
        link,
      ]),
    );
  });

  it("carries the canvas's QR code (to its public link) and the portrait its loader reads", async () => {
    const canvas = await resume({ introduction: { name: 'Maya Robinson' } });
    const withPortrait: Canvas = {
      ...canvas,
      media: {
        ...canvas.media,
        portraitPhoto: { url: '/media/portrait.webp', type: 'portraitPhoto', video: false },
      },
    };
    const image = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c4645b' } })
      .webp()
      .toBuffer();
    const asked: string[] = [];
    const pdf = await renderResumePdf(withPortrait, link, {
      loadImage: async (url) => {
        asked.push(url);
        return image;
      },
    });
    expect(asked).toEqual(['/media/portrait.webp']);
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(drawnQrCells(pdf)).toEqual(qrCells(link));
    expect(flat(pdf).replace(/\s+/g, ' ')).toContain(`Full portfolio on Canvas: ${link}`);
    expect(flat(pdf)).toContain('Scan the code for the work photos and videos.');

    // Without a portrait, or one that cannot be read: the resume prints without it.
    for (const loadImage of [undefined, async () => Buffer.from('not an image')]) {
      const plain = await renderResumePdf(withPortrait, link, loadImage ? { loadImage } : {});
      expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
      expect(drawnQrCells(plain)).toEqual(qrCells(link));
    }
  });
});

describe('loadStoredImage', () => {
  it('reads what the embedded storage holds, and nothing outside it', async () => {
    const storage = new LocalStorageDriver(mkdtempSync(path.join(tmpdir(), 'canvas-flyer-')));
    const url = await storage.put('canvas/logo.webp', Buffer.from('logo bytes'), 'image/webp');
    expect((await loadStoredImage(storage, url))?.toString()).toBe('logo bytes');
    expect(await loadStoredImage(storage, '/media/canvas/missing.webp')).toBeNull();
    expect(await loadStoredImage(storage, '/media/../secret.webp')).toBeNull();
    expect(await loadStoredImage(storage, 'https://elsewhere.example/logo.webp')).toBeNull();
  });
});

describe('boundedForResume', () => {
  it('clips long text with an ellipsis and leaves short canvases as they are', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    const canvas: Canvas = await ownerView(t, owner, id);
    expect(boundedForResume(canvas)).toEqual(canvas);
    const long = { ...canvas, introduction: { ...canvas.introduction, description: 'x'.repeat(5000) } };
    const description = boundedForResume(long).introduction.description;
    expect(description).toHaveLength(RESUME_LIMITS.aboutChars);
    expect(description.endsWith('…')).toBe(true);
    expect(long.introduction.description).toHaveLength(5000);
  });
});

describe('ResumePdfCache', () => {
  const canvasOf = (name: string) => ({ id: 1, introduction: { name } }) as unknown as Canvas;
  const pdfOf = (text: string) => async () => Buffer.from(text);

  it('renders a version once, shares a render in flight, and renders an edited version anew', async () => {
    const cache = new ResumePdfCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from(`render ${renders}`);
    };
    const [first, second] = await Promise.all([
      cache.get(canvasOf('A'), '/canvas/a', render),
      cache.get(canvasOf('A'), '/canvas/a', render),
    ]);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(await cache.get(canvasOf('A'), '/canvas/a', render)).toBe(first);
    await cache.get(canvasOf('B'), '/canvas/a', render);
    await cache.get(canvasOf('A'), '/canvas/other-link', render);
    expect(renders).toBe(3);
  });

  it('keeps only the most recently used versions, and forgets a failed render', async () => {
    const cache = new ResumePdfCache(2);
    await cache.get(canvasOf('A'), 'l', pdfOf('a'));
    await cache.get(canvasOf('B'), 'l', pdfOf('b'));
    await cache.get(canvasOf('A'), 'l', pdfOf('a again'));
    await cache.get(canvasOf('C'), 'l', pdfOf('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get(canvasOf('A'), 'l', pdfOf('a anew'))).toString()).toBe('a');
    expect((await cache.get(canvasOf('B'), 'l', pdfOf('b anew'))).toString()).toBe('b anew');
    await expect(cache.get(canvasOf('D'), 'l', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect((await cache.get(canvasOf('D'), 'l', pdfOf('d'))).toString()).toBe('d');
  });
});
