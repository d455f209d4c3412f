import { type Canvas, ErrorCode } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { boundedForResume, RESUME_LIMITS } from './pdf';
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
