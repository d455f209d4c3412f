import { type Award, type Canvas, type CanvasInput, messages, todayIsoDate } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { canvases } from '../../db/schema';
import { createCanvas, type Person, person, recordUploaded, storedRow } from './testing';

/** Spec 2 §5 on the server: what a save normalises, resolves and refuses (the browser is not trusted). */

const t = useTestApp();
let owner: Person;
let canvasId: number;

beforeAll(async () => {
  owner = await person(t);
  canvasId = (await createCanvas(t, owner, { type: 'professional', introduction: { name: 'Rules Person' } }))
    .id;
});

async function save(payload: CanvasInput, id = canvasId) {
  return t.app.inject({ method: 'PUT', url: `/api/canvas/${id}`, headers: owner.headers, payload });
}

async function saved(payload: CanvasInput): Promise<Canvas> {
  const response = await save(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function refused(payload: CanvasInput, expected: { message: string; field: string }) {
  const before = await storedRow(t, canvasId);
  const response = await save(payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject(expected);
  const after = await storedRow(t, canvasId);
  expect(after?.updatedAt).toEqual(before?.updatedAt);
}

const award = (overrides: Partial<Award> = {}) => ({
  uuid: `award-${Math.random().toString(36).slice(2, 8)}`,
  title: 'NAHA',
  issuer: 'Professional Beauty Association',
  issueYear: '2023',
  ...overrides,
});

describe('normalisation on save (spec 2 §5)', () => {
  it("drops empty category rows (-1) and replaces 'Other' with the typed name", async () => {
    const canvas = await saved({
      detail: {
        categories: [
          { optionId: -1, name: '' },
          { optionId: 0, name: 'Other', otherName: 'Scalp Therapist' },
          { optionId: 3, name: 'Barber', licenseNumber: 'B-1' },
        ],
      },
    });
    expect(canvas.detail.categories.map((category) => [category.optionId, category.name])).toEqual([
      [0, 'Scalp Therapist'],
      [3, 'Barber'],
    ]);
  });

  it("refuses 'Other' without a typed name: 'Category Name is required'", async () => {
    await refused(
      { detail: { categories: [{ optionId: 0, name: 'Other', otherName: '' }] } },
      { message: messages.categoryNameRequired, field: 'detail.categories.0.otherName' },
    );
  });

  it('drops educations without a school name and dates the rest today when no date is given', async () => {
    const canvas = await saved({
      educations: [
        { uuid: 'e-empty', schoolName: '   ' },
        { uuid: 'e-1', schoolName: 'Juniper Beauty Institute', gpa: null, attendance: null },
      ],
    });
    expect(canvas.educations).toHaveLength(1);
    expect(canvas.educations[0]).toMatchObject({
      uuid: 'e-1',
      graduationDate: todayIsoDate(),
      gpa: null,
      attendance: null,
      hasWorkPermit: 'no',
    });
  });

  it('stores years of experience -1 (None) as null', async () => {
    expect((await saved({ introduction: { yearOfExperience: 6 } })).introduction.yearOfExperience).toBe(6);
    expect(
      (await saved({ introduction: { yearOfExperience: -1 } })).introduction.yearOfExperience,
    ).toBeNull();
  });

  it('clears the relocation list when willing to relocate is No', async () => {
    const yes = await saved({ introduction: { isRelocated: true, relocateTo: ['Denver, CO'] } });
    expect(yes.introduction.relocateTo).toEqual(['Denver, CO']);
    const no = await saved({ introduction: { isRelocated: false, relocateTo: ['Denver, CO'] } });
    expect(no.introduction.relocateTo).toEqual([]);
  });

  it("clears the company type of a 'Non Beauty Industry' job and the end date of a current one", async () => {
    const canvas = await saved({
      employments: [
        {
          uuid: 'job-1',
          title: 'Barista',
          industry: 'Non Beauty Industry',
          companyType: 'Salon',
          startDate: '2019-01-01',
          endDate: '2020-01-01',
        },
        {
          uuid: 'job-2',
          title: 'Stylist',
          isCurrentWork: true,
          startDate: '2021-03-01',
          endDate: '2022-01-01',
        },
      ],
    });
    expect(canvas.employments[0]).toMatchObject({ companyType: null, endDate: '2020-01-01' });
    expect(canvas.employments[1]).toMatchObject({ isCurrentWork: true, endDate: null });
  });

  it('strips Instagram handles to letters, digits, dots and underscores', async () => {
    const canvas = await saved({
      instagramHandle: '@maya.styles!',
      socialMedia: { instagram: '@maya.styles_ 💇' },
    });
    expect(canvas.instagramHandle).toBe('maya.styles');
    expect(canvas.socialMedia.instagram).toBe('maya.styles_');
  });

  it('fills empty location numbers with 0', async () => {
    const canvas = await saved({ detail: { locations: [{ uuid: 'l-1', city: 'Austin' }] } });
    expect(canvas.detail.locations[0]).toMatchObject({
      area: 0,
      chairAmount: 0,
      employeeAmount: 0,
      areaUnit: 'ft',
    });
  });
});

describe('booking link (spec 2 §5)', () => {
  it.each([
    'www.glossy-studio.com/book',
    'https://book.example.com/maya',
    '(512) 555-0147',
    'maya@salon.example.com',
    '@maya.styles',
  ])('accepts %s and stores the text as typed', async (link) => {
    expect((await saved({ bookingUrl: link })).bookingUrl).toBe(link);
  });

  it.each(['not a link', 'http://', 'call me maybe'])('refuses %s with the spec message', async (link) => {
    await refused({ bookingUrl: link }, { message: messages.bookingLinkInvalid, field: 'bookingUrl' });
  });

  it('allows clearing it', async () => {
    expect((await saved({ bookingUrl: '' })).bookingUrl).toBe('');
  });
});

describe('multi-select tags (spec 2 §5)', () => {
  it('are unique by name, match catalogue options case-insensitively and keep free text with optionId null', async () => {
    const canvas = await saved({
      additionalInformation: {
        preferredBrands: [
          { optionId: null, name: 'redken' },
          { optionId: 999, name: 'REDKEN' },
          { optionId: null, name: "l'oréal professionnel" },
          { optionId: null, name: 'My Own Line' },
        ],
        specialities: [{ optionId: null, name: 'BALAYAGE' }],
        softwares: [{ optionId: 200, name: 'Not Really Redken' }],
      },
    });
    const info = canvas.additionalInformation;
    expect(info.preferredBrands).toEqual([
      { optionId: 200, name: 'Redken' },
      { optionId: 212, name: "L'Oréal Professionnel" },
      { optionId: null, name: 'My Own Line' },
    ]);
    expect(info.specialities).toEqual([{ optionId: 400, name: 'Balayage' }]);
    // A client's optionId does not decide: the name matches no software, so it is free text.
    expect(info.softwares).toEqual([{ optionId: null, name: 'Not Really Redken' }]);
  });
});

describe('payment preference', () => {
  it('is sent as paymentModeId and read as paymentMode {optionId, name}', async () => {
    const canvas = await saved({ additionalInformation: { paymentModeId: 172 } });
    expect(canvas.additionalInformation.paymentMode).toEqual({ optionId: 172, name: 'Booth rental' });
    // Saving other additional information keeps it.
    const later = await saved({
      additionalInformation: { specialities: [{ optionId: null, name: 'Updos' }] },
    });
    expect(later.additionalInformation.paymentMode).toEqual({ optionId: 172, name: 'Booth rental' });
    expect(
      (await saved({ additionalInformation: { paymentModeId: null } })).additionalInformation.paymentMode,
    ).toBe(null);
  });

  it('refuses an id that is not a payment preference', async () => {
    await refused(
      { additionalInformation: { paymentModeId: 200 } },
      { message: 'paymentModeId is not valid', field: 'additionalInformation.paymentModeId' },
    );
  });
});

describe('education references', () => {
  it("ties a known school and program to the catalogue and forgets ids that don't exist", async () => {
    const canvas = await saved({
      educations: [
        {
          uuid: 'e-1',
          schoolId: 1,
          schoolName: 'aveline academy',
          program: { optionId: null, name: 'cosmetology' },
          graduationDate: '2024-05-30',
        },
        {
          uuid: 'e-2',
          schoolId: 99999,
          schoolName: 'Night Classes Inc',
          program: { optionId: 4242, name: 'Wigs' },
        },
      ],
    });
    expect(canvas.educations[0]).toMatchObject({
      schoolId: 1,
      schoolName: 'Aveline Academy of Cosmetology',
      program: { optionId: 41, name: 'Cosmetology' },
    });
    expect(canvas.educations[1]).toMatchObject({
      schoolId: null,
      schoolName: 'Night Classes Inc',
      program: { optionId: null, name: 'Wigs' },
    });
    expect((await storedRow(t, canvasId))?.schoolIds).toEqual([1]);
  });
});

describe('awards (spec 2 §3, §5)', () => {
  it("needs a title: empty, or 'Other' without a specified one, is 'Title is required'", async () => {
    await refused(
      { achievements: [award({ title: '' })] },
      { message: messages.awardTitleRequired, field: 'achievements.0.title' },
    );
    await refused(
      { achievements: [award(), award({ title: 'Other' })] },
      { message: messages.awardTitleRequired, field: 'achievements.1.title' },
    );
  });

  it('refuses a future year', async () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    await refused(
      { achievements: [award({ issueYear: nextYear })] },
      { message: messages.awardYearInFuture, field: 'achievements.0.issueYear' },
    );
  });

  it('needs an issuer, except for a club or team (which never has one)', async () => {
    await refused(
      { achievements: [award({ issuer: ' ' })] },
      { message: messages.awardIssuerRequired, field: 'achievements.0.issuer' },
    );
    const canvas = await saved({
      achievements: [
        award({ title: 'Club/Teams', issuer: 'Someone', clubName: 'Hair Show Team', issueYear: '2022' }),
      ],
    });
    expect(canvas.achievements[0]).toMatchObject({
      title: 'Club/Teams',
      issuer: '',
      clubName: 'Hair Show Team',
    });
  });

  it('keeps the old awards when no awards are sent; a list sent replaces them', async () => {
    await saved({ achievements: [award({ uuid: 'keep-me', title: "Dean's List", issuer: 'Juniper' })] });
    const untouched = await saved({ introduction: { title: 'Educator' } });
    expect(untouched.achievements.map((item) => item.uuid)).toEqual(['keep-me']);
    expect((await saved({ achievements: [] })).achievements).toEqual([]);
  });

  it('keeps user achievements read-only: they cannot be changed, removed or forged', async () => {
    const badge = {
      ...award({ uuid: 'granted', title: 'Redken Specialist Program' }),
      isUserAchievement: true,
      clubName: '',
    };
    await t.database.db
      .update(canvases)
      .set({ achievements: [badge] })
      .where(eq(canvases.id, canvasId));

    const canvas = await saved({
      achievements: [
        { ...badge, title: 'Changed', isUserAchievement: false },
        award({ uuid: 'forged', title: 'NAHA' }),
        { ...award({ uuid: 'forged-2' }), isUserAchievement: true },
      ],
    });
    expect(canvas.achievements).toEqual([
      badge,
      expect.objectContaining({ uuid: 'forged', isUserAchievement: false }),
    ]);
    expect((await saved({ achievements: [] })).achievements).toEqual([badge]);
  });
});

describe('media must come from our storage', () => {
  const ours = (slot: string, name = 'photo.png') => ({
    url: `/media/professional_canvas/${slot}/${name}`,
    type: slot,
    variants: { '640': `/media/professional_canvas/${slot}/640-${name}.webp` },
  });

  beforeAll(async () => {
    const items = [
      ours('featuredPhoto'),
      ours('portfolioPhoto'),
      ours('portfolioPhoto', 'a.png'),
      ours('portfolioPhoto', 'b.png'),
      ours('portraitPhoto'),
    ];
    const videos = Array.from({ length: 10 }, (_, n) => `/media/v/${n}.mp4`);
    await recordUploaded(t, owner.id, [
      ...items.flatMap((item) => [item.url, item.variants['640']]),
      ...videos,
    ]);
  });

  it('accepts uploaded items and YouTube videos, and files each item under its slot', async () => {
    const canvas = await saved({
      media: {
        featuredPhoto: { ...ours('featuredPhoto'), type: 'portfolioPhoto' } as never,
        portfolioPhoto: [ours('portfolioPhoto', 'a.png'), ours('portfolioPhoto', 'b.png')] as never,
        featuredVideo: {
          url: 'https://youtu.be/dQw4w9WgXcQ',
          type: 'featuredVideo',
          youtubeId: 'dQw4w9WgXcQ',
          image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        },
      },
    });
    expect(canvas.media.featuredPhoto).toMatchObject({ type: 'featuredPhoto', video: false });
    expect(canvas.media.portfolioPhoto).toHaveLength(2);
    expect(canvas.media.featuredVideo).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', video: true });
  });

  it('refuses a photo hosted elsewhere, or a variant that is', async () => {
    await refused(
      { media: { portraitPhoto: { url: 'https://evil.example.com/me.png', type: 'portraitPhoto' } } },
      { message: messages.mediaNotUploaded, field: 'media.portraitPhoto' },
    );
    await refused(
      {
        media: {
          portfolioPhoto: [
            ours('portfolioPhoto') as never,
            { ...ours('portfolioPhoto'), variants: { '640': 'https://cdn.example.com/x.webp' } } as never,
          ],
        },
      },
      { message: messages.mediaNotUploaded, field: 'media.portfolioPhoto.1' },
    );
  });

  it('refuses a YouTube item whose link does not carry its id, or one in a photo slot', async () => {
    await refused(
      {
        media: {
          featuredVideo: {
            url: 'https://youtu.be/aaaaaaaaaaa',
            type: 'featuredVideo',
            youtubeId: 'dQw4w9WgXcQ',
          },
        },
      },
      { message: messages.youtubeLinkInvalid, field: 'media.featuredVideo.url' },
    );
    await refused(
      {
        media: {
          portraitPhoto: {
            url: 'https://youtu.be/dQw4w9WgXcQ',
            type: 'portraitPhoto',
            youtubeId: 'dQw4w9WgXcQ',
          },
        },
      },
      { message: messages.unsupportedFileType, field: 'media.portraitPhoto' },
    );
  });

  it('takes at most 9 additional videos', async () => {
    const video = (n: number) => ({
      url: `/media/v/${n}.mp4`,
      type: 'additionalVideo' as const,
      video: true,
    });
    await refused(
      { media: { additionalVideo: Array.from({ length: 10 }, (_, n) => video(n)) } },
      { message: messages.tooManyVideos, field: 'media.additionalVideo' },
    );
    const canvas = await saved({ media: { additionalVideo: Array.from({ length: 9 }, (_, n) => video(n)) } });
    expect(canvas.media.additionalVideo).toHaveLength(9);
  });

  it('keeps media slots that were not sent', async () => {
    await saved({ media: { portraitPhoto: ours('portraitPhoto') as never } });
    const canvas = await saved({ media: { logo: null } });
    expect(canvas.media.portraitPhoto?.url).toBe('/media/professional_canvas/portraitPhoto/photo.png');
  });
});
