import { type Canvas, type CanvasSummary, canvasSchema, type MediaItem } from '@canvas/shared';

type CanvasOverrides = Partial<Omit<Canvas, 'introduction' | 'media' | 'additionalInformation'>> & {
  introduction?: Partial<Canvas['introduction']>;
  media?: Partial<Canvas['media']>;
  additionalInformation?: Partial<Canvas['additionalInformation']>;
};

/** A canvas as the API answers it (parsed by the real schema, so defaults are the contract's). Tests only. */
export function makeCanvas(overrides: CanvasOverrides = {}): Canvas {
  const { introduction, media, additionalInformation, ...rest } = overrides;
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
    detail: {},
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
