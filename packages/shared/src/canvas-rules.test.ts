import { describe, expect, it } from 'vitest';
import {
  canvasCompletion,
  canvasPublicPath,
  completionColor,
  formatBookingLink,
  isValidBookingLink,
  missingPublishFields,
  normalizeCanvasInput,
  parseYouTubeId,
  slugify,
  stripInstagramHandle,
  todayIsoDate,
} from './canvas-rules';
import {
  additionalInformationSchema,
  type Canvas,
  canvasDetailSchema,
  canvasMediaSchema,
  introductionSchema,
  socialMediaSchema,
} from './schemas/canvas';

describe('Instagram handle (spec 2 §5)', () => {
  it('strips every character other than letters, digits, dot and underscore', () => {
    expect(stripInstagramHandle('@maya.styles')).toBe('maya.styles');
    expect(stripInstagramHandle(' Maya_Styles! 💇‍♀️ ')).toBe('Maya_Styles');
    expect(stripInstagramHandle('https://instagram.com/maya')).toBe('httpsinstagram.commaya');
    expect(stripInstagramHandle('')).toBe('');
  });
});

describe('YouTube links (spec 2 §5)', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/shorts/abc_DEF-123', 'abc_DEF-123'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the 11-character id of %s', (link, id) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    'https://youtu.be/short',
    'https://www.youtube.com/watch?v=toolongvideoid1',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/123456789',
    'https://evil.example.com/watch?v=dQw4w9WgXcQ',
    'not a link at all',
    '',
  ])('refuses %s', (link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });
});

describe('booking link (spec 2 §5)', () => {
  it.each([
    'https://book.example.com/maya',
    'www.glossy-studio.com',
    'glossy-studio.com/book?service=color',
    '(512) 555-0147',
    '+1 512 555 0147',
    '512.555.0147',
    'maya@salon.example.com',
    '@maya.styles',
    '',
    '   ',
  ])('accepts %j', (link) => {
    expect(isValidBookingLink(link)).toBe(true);
  });

  it.each(['call me', 'http://', 'localhost', '555-01', '@', 'maya@salon', 'https://exa mple.com'])(
    'refuses %j',
    (link) => {
      expect(isValidBookingLink(link)).toBe(false);
    },
  );

  it('formats links: http:// when missing, tel: for phones, mailto: for emails, Instagram for @handles', () => {
    expect(formatBookingLink('glossy-studio.com/book')).toBe('http://glossy-studio.com/book');
    expect(formatBookingLink('https://book.example.com')).toBe('https://book.example.com');
    expect(formatBookingLink('(512) 555-0147')).toBe('tel:5125550147');
    expect(formatBookingLink('+1 512 555 0147')).toBe('tel:+15125550147');
    expect(formatBookingLink('maya@salon.example.com')).toBe('mailto:maya@salon.example.com');
    expect(formatBookingLink('@maya.styles')).toBe('https://www.instagram.com/maya.styles');
  });

  it('formats empty or invalid text as no link', () => {
    expect(formatBookingLink('')).toBe('');
    expect(formatBookingLink('call me')).toBe('');
  });
});

describe('todayIsoDate', () => {
  it("is the caller's local date as YYYY-MM-DD", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2025, 11, 31, 0, 1))).toBe('2025-12-31');
    expect(todayIsoDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('normalisation on save (spec 2 §5)', () => {
  const now = new Date(2026, 2, 14, 12);

  it('sends years of experience -1 (None) as null and keeps real values', () => {
    expect(
      normalizeCanvasInput({ introduction: { yearOfExperience: -1 } }).introduction?.yearOfExperience,
    ).toBeNull();
    expect(
      normalizeCanvasInput({ introduction: { yearOfExperience: 0 } }).introduction?.yearOfExperience,
    ).toBe(0);
  });

  it('clears the relocation list when willing to relocate is No, and keeps it when Yes', () => {
    const no = normalizeCanvasInput({ introduction: { isRelocated: false, relocateTo: ['Austin, TX'] } });
    expect(no.introduction?.relocateTo).toEqual([]);
    const yes = normalizeCanvasInput({ introduction: { isRelocated: true, relocateTo: ['Austin, TX'] } });
    expect(yes.introduction?.relocateTo).toEqual(['Austin, TX']);
  });

  it("drops empty category rows (id -1), replaces 'Other' with the typed name and drops nameless rows", () => {
    const result = normalizeCanvasInput({
      detail: {
        categories: [
          { optionId: -1, name: 'ignored' },
          { optionId: 0, name: 'Other', otherName: ' Scalp Therapist ' },
          { optionId: 2, name: 'Hair Stylist' },
          { optionId: 5, name: '  ' },
        ],
      },
    });
    expect(result.detail?.categories?.map((category) => [category.optionId, category.name])).toEqual([
      [0, 'Scalp Therapist'],
      [2, 'Hair Stylist'],
    ]);
  });

  it('drops educations without a school name and defaults graduation dates to today', () => {
    const result = normalizeCanvasInput(
      {
        educations: [
          { uuid: 'a', schoolName: '' },
          { uuid: 'b', schoolName: 'Juniper Beauty Institute' },
          { uuid: 'c', schoolName: 'Wren Barber College', graduationDate: '2024-05-30' },
        ],
      },
      now,
    );
    expect(result.educations?.map((education) => [education.uuid, education.graduationDate])).toEqual([
      ['b', '2026-03-14'],
      ['c', '2024-05-30'],
    ]);
  });

  it("clears the company type of 'Non Beauty Industry' jobs and the end date of current ones", () => {
    const result = normalizeCanvasInput({
      employments: [
        { uuid: 'a', industry: 'Non Beauty Industry', companyType: 'Salon', endDate: '2020-01-01' },
        {
          uuid: 'b',
          industry: 'Beauty Industry',
          companyType: 'Salon',
          isCurrentWork: true,
          endDate: '2021-01-01',
        },
      ],
    });
    expect(result.employments?.[0]).toMatchObject({ companyType: null, endDate: '2020-01-01' });
    expect(result.employments?.[1]).toMatchObject({ companyType: 'Salon', endDate: null });
  });

  it('strips the Instagram handle wherever it is sent', () => {
    const result = normalizeCanvasInput({ instagramHandle: '@maya!', socialMedia: { instagram: '@maya.s' } });
    expect(result.instagramHandle).toBe('maya');
    expect(result.socialMedia?.instagram).toBe('maya.s');
  });

  it('leaves parts that were not sent alone and does not change its input', () => {
    const input = { introduction: { yearOfExperience: -1 } };
    const result = normalizeCanvasInput(input);
    expect(input.introduction.yearOfExperience).toBe(-1);
    expect(Object.keys(result)).toEqual(['introduction']);
  });
});

const emptyCanvas = (): Pick<
  Canvas,
  | 'introduction'
  | 'media'
  | 'detail'
  | 'educations'
  | 'employments'
  | 'achievements'
  | 'additionalInformation'
  | 'socialMedia'
  | 'bookingUrl'
> => ({
  introduction: introductionSchema.parse({}),
  media: canvasMediaSchema.parse({}),
  detail: canvasDetailSchema.parse({}),
  educations: [],
  employments: [],
  achievements: [],
  additionalInformation: additionalInformationSchema.parse({}),
  socialMedia: socialMediaSchema.parse({}),
  bookingUrl: '',
});

function place(address = '500 Congress Ave') {
  const [location] = canvasDetailSchema.shape.locations.parse([{ uuid: 'l', address, city: 'Austin' }]);
  if (!location) throw new Error('no location');
  return location;
}

describe('missingPublishFields (spec 2 §5 Publishing)', () => {
  it("students: every education needs a school name ('School')", () => {
    const canvas = emptyCanvas();
    expect(missingPublishFields('student', canvas)).toEqual(['School']);
    canvas.educations = [
      { ...educationOf('Juniper'), uuid: 'a' },
      { ...educationOf(''), uuid: 'b' },
    ];
    expect(missingPublishFields('student', canvas)).toEqual(['School']);
    canvas.educations = [{ ...educationOf('Juniper'), uuid: 'a' }];
    expect(missingPublishFields('student', canvas)).toEqual([]);
  });

  it("professionals: a location ('Location')", () => {
    const canvas = emptyCanvas();
    expect(missingPublishFields('professional', canvas)).toEqual(['Location']);
    canvas.detail.locations = [place()];
    expect(missingPublishFields('professional', canvas)).toEqual([]);
  });

  it('businesses: Company name, Primary contact number and Location (every location with an address)', () => {
    const canvas = emptyCanvas();
    expect(missingPublishFields('business', canvas)).toEqual([
      'Company name',
      'Primary contact number',
      'Location',
    ]);
    canvas.introduction.name = 'Studio Verbena';
    canvas.detail.primaryContactNumber = '5125550100';
    canvas.detail.locations = [place(), place('')];
    expect(missingPublishFields('business', canvas)).toEqual(['Location']);
    canvas.detail.locations = [place()];
    expect(missingPublishFields('business', canvas)).toEqual([]);
  });

  it("schools say 'School name'", () => {
    expect(missingPublishFields('school', emptyCanvas())).toEqual([
      'School name',
      'Primary contact number',
      'Location',
    ]);
  });
});

function educationOf(schoolName: string) {
  return {
    uuid: 'x',
    schoolName,
    schoolId: null,
    program: null,
    graduationDate: null,
    gpa: null,
    attendance: null,
    hasWorkPermit: 'no' as const,
    workPermitHour: null,
  };
}

describe('portfolio completion and its list colours', () => {
  it('is 0 for an empty canvas and rises with each part filled in, to 100', () => {
    const canvas = emptyCanvas();
    expect(canvasCompletion(canvas)).toBe(0);
    canvas.introduction = {
      ...canvas.introduction,
      name: 'Maya',
      title: 'Student',
      description: 'Hi',
      reason: 'Grow',
    };
    expect(canvasCompletion(canvas)).toBe(27);
    const photo = { url: '/media/p.png', type: 'featuredPhoto' as const, video: false };
    canvas.media = {
      ...canvas.media,
      featuredPhoto: photo,
      portraitPhoto: { ...photo, type: 'portraitPhoto' },
      portfolioPhoto: [{ ...photo, type: 'portfolioPhoto' }],
      featuredVideo: { ...photo, type: 'featuredVideo', video: true },
    };
    canvas.detail.locations = [place()];
    canvas.educations = [educationOf('Juniper')];
    canvas.employments = [];
    expect(canvasCompletion(canvas)).toBe(67);
    canvas.employments = [{ uuid: 'j' } as never];
    canvas.achievements = [{ uuid: 'a' } as never];
    canvas.additionalInformation.specialities = [{ optionId: 400, name: 'Balayage' }];
    canvas.socialMedia.tiktok = '@maya';
    canvas.bookingUrl = '@maya';
    expect(canvasCompletion(canvas)).toBe(100);
  });

  it.each([
    [0, 'orange'],
    [50, 'orange'],
    [51, 'olive'],
    [80, 'olive'],
    [81, 'green'],
    [100, 'green'],
  ] as const)('%i%% is %s', (percent, colour) => {
    expect(completionColor(percent)).toBe(colour);
  });
});

describe('slugify', () => {
  it.each([
    ['Jane Doe', 'jane-doe'],
    ["Jane O'Neil", 'jane-oneil'],
    ['Zoë Ånderson-Núñez', 'zoe-anderson-nunez'],
    ['  Studio   Verbena!!  ', 'studio-verbena'],
    ['L’Oréal Team', 'loreal-team'],
    ['💇‍♀️', 'canvas'],
    ['', 'canvas'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs at most 60 characters, without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('canvasPublicPath', () => {
  it('is /canvas/{slug}, encoded', () => {
    expect(canvasPublicPath('jane-doe')).toBe('/canvas/jane-doe');
    expect(canvasPublicPath('a b')).toBe('/canvas/a%20b');
  });
});
