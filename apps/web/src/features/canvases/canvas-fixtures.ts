import {
  type Canvas,
  type CanvasLocation,
  type CanvasLocationInput,
  type CanvasSummary,
  canvasSchema,
  locationSchema,
  type MediaItem,
  type OptionRef,
} from '@canvas/shared';

type CanvasOverrides = Partial<
  Omit<Canvas, 'introduction' | 'media' | 'additionalInformation' | 'detail'>
> & {
  introduction?: Partial<Canvas['introduction']>;
  media?: Partial<Canvas['media']>;
  additionalInformation?: Partial<Canvas['additionalInformation']>;
  detail?: Partial<Canvas['detail']>;
};

/** A canvas as the API answers it (parsed by the real schema, so defaults are the contract's). Tests only. */
export function makeCanvas(overrides: CanvasOverrides = {}): Canvas {
  const { introduction, media, additionalInformation, detail, ...rest } = overrides;
  return canvasSchema.parse({
    id: 41,
    slug: 'maya-lopez',
    type: 'professional',
    status: 'public',
    owner: { id: 7, firstName: 'Maya', lastName: 'Lopez', avatar: null },
    introduction: { name: 'Maya Lopez', title: 'Senior Colorist', ...introduction },
    pronouns: null,
    bookingUrl: '',
    instagramHandle: '',
    detail: { ...detail },
    media: { ...media },
    achievements: [],
    additionalInformation: { ...additionalInformation },
    employments: [],
    educations: [],
    socialMedia: {},
    payorder: null,
    job: null,
    memberRole: null,
    isBookmarked: false,
    canEdit: false,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-02-10T10:00:00.000Z',
    publishedAt: '2025-02-10T10:00:00.000Z',
    ...rest,
  });
}

/** `count` tags named '{prefix} 1' … '{prefix} {count}'. */
export function makeTags(count: number, prefix: string): OptionRef[] {
  return Array.from({ length: count }, (_, index) => ({
    optionId: index + 1,
    name: `${prefix} ${index + 1}`,
  }));
}

const STREETS = [
  '512 Congress Ave',
  '1200 S Lamar Blvd',
  '300 W 6th St',
  '2100 Guadalupe St',
  '901 E Cesar Chavez St',
];

/** A location with an address in Austin (the `index`-th street), parsed by the real schema. */
export function makeLocation(index: number, overrides: Partial<CanvasLocationInput> = {}): CanvasLocation {
  const street = STREETS[index % STREETS.length] ?? STREETS[0];
  return locationSchema.parse({
    uuid: `loc-${index + 1}`,
    address: `${street}, Austin, TX 7870${index % 10}`,
    city: 'Austin',
    state: 'Texas',
    stateShort: 'TX',
    coordinates: [-97.74 + index / 100, 30.27],
    ...overrides,
  });
}

/** A published salon as the API answers it: name, headline, photos, two locations. Tests only. */
export function makeBusinessCanvas(overrides: CanvasOverrides = {}): Canvas {
  const { introduction, media, additionalInformation, detail, ...rest } = overrides;
  return makeCanvas({
    id: 52,
    slug: 'studio-nova',
    type: 'business',
    owner: { id: 9, firstName: 'Jordan', lastName: 'Ellis', avatar: null },
    introduction: {
      name: 'Studio Nova',
      title: '',
      headline: 'Colour-first salon in downtown Austin',
      description: 'We are a team of twelve colourists and stylists.',
      reason: 'Paid education every month and a real path to senior stylist.',
      ...introduction,
    },
    media: {
      logo: makePhoto(1, { type: 'logo', url: '/media/logo.png' }),
      featuredPhoto: makePhoto(2, { type: 'featuredPhoto', url: '/media/featured.jpg' }),
      teamPhoto: makePhoto(3, { type: 'teamPhoto', url: '/media/team.jpg' }),
      ...media,
    },
    detail: {
      primaryContactNumber: '512-555-0142',
      categories: [
        { optionId: 1, name: 'Hair Salon', licenseNumber: '', stateId: null, stateName: '', otherName: '' },
      ],
      locations: [
        makeLocation(0, { area: 1800, areaUnit: 'ft', chairAmount: 12, employeeAmount: 15 }),
        makeLocation(1, { area: 120, areaUnit: 'm', chairAmount: 6, employeeAmount: 7 }),
      ],
      ...detail,
    },
    additionalInformation: {
      backbarBrands: makeTags(3, 'Backbar'),
      retailBrands: makeTags(2, 'Retail'),
      companyBenefits: makeTags(4, 'Benefit'),
      softwares: makeTags(1, 'Software'),
      specialities: makeTags(2, 'Speciality'),
      charities: makeTags(1, 'Charity'),
      paymentMode: { optionId: 170, name: 'Commission' },
      ...additionalInformation,
    },
    payorder: { status: 'succeeded', price: 29_900 },
    job: { now: 0, max: 5 },
    ...rest,
  });
}

/** A published school as the API answers it, with one campus. Tests only. */
export function makeSchoolCanvas(overrides: CanvasOverrides = {}): Canvas {
  const { detail, introduction, ...rest } = overrides;
  return makeBusinessCanvas({
    id: 63,
    slug: 'austin-beauty-academy',
    type: 'school',
    owner: { id: 11, firstName: 'Patricia', lastName: 'Nguyen', avatar: null },
    introduction: {
      name: 'Austin Beauty Academy',
      headline: 'Cosmetology and barbering since 1998',
      description: 'Hands-on training on our salon floor.',
      reason: 'Small classes, licensed educators and 94% licensure pass rate.',
      ...introduction,
    },
    detail: {
      primaryContactNumber: '512-555-0199',
      categories: [],
      locations: [
        makeLocation(0, {
          classType: 'all',
          dayStudents: 120,
          nightStudents: 45,
          isAccredited: true,
          supportedProgram: makeTags(3, 'Program'),
        }),
      ],
      ...detail,
    },
    ...rest,
  });
}

export function makePhoto(index: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    url: `/media/work-${index}.jpg`,
    type: 'portfolioPhoto',
    video: false,
    order: index,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<CanvasSummary> = {}): CanvasSummary {
  return {
    id: 41,
    slug: 'maya-lopez',
    type: 'professional',
    status: 'public',
    name: 'Maya Lopez',
    title: 'Senior Colorist',
    image: null,
    completion: 60,
    updatedAt: '2025-02-10T10:00:00.000Z',
    ...overrides,
  };
}
