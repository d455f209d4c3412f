import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createCanvas, person, publish, publishableStudent } from './testing';

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
});
