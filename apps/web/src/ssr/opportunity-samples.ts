import type { MediaItem, Opportunity, PublicPageInput } from '@canvas/shared';

/**
 * Sample opportunity pages (issue 24): what a visitor's GET /api/opportunity/{slug} answers for a
 * salon's job with every section filled (featured photo, company photo, video, pay, brands and
 * software) and for a national contest, plus the not-found pages of both kinds. The build picks the
 * templates' critical CSS from them (scripts/prerender.mjs); the SSR tests render them.
 */

/** A stored photo with its WebP copies (one file for both when it is narrower than 640 px). */
function photo(name: string, width: number, height: number, type: MediaItem['type']): MediaItem {
  const large = `/media/demo/opportunity/${name}-1920.webp`;
  const small = width > 640 ? `/media/demo/opportunity/${name}-640.webp` : large;
  return {
    url: large,
    type,
    video: false,
    image: large,
    mimeType: 'image/webp',
    dimensions: { width, height },
    fileSize: 184_000,
    variants: { '640': small, '1920': large },
  };
}

const DESCRIPTION = [
  '<p>Luxe Salon is growing and we are looking for a <strong>Senior Stylist</strong> with a loyal',
  'following and a love of lived-in colour to join our team in South Congress.</p>',
  '<h3>What you will do</h3>',
  '<ul><li>Own a full book of cut and colour clients, from consultation to finish</li>',
  '<li>Mentor two assistants through our education programme</li>',
  '<li>Take part in our quarterly editorial shoots</li></ul>',
  '<h3>What we are looking for</h3>',
  '<ol><li>A current Texas cosmetology licence</li><li>Three or more years behind the chair</li>',
  '<li>Confidence with balayage, foilayage and colour correction</li></ol>',
  '<h3>Benefits</h3>',
  '<p>Paid education every quarter, health insurance after 60 days, product discount and a',
  '<a href="https://luxe-salon.example.com/careers" target="_blank" rel="noopener noreferrer">career path</a>',
  'to Master Stylist.</p>',
].join(' ');

/** A salon's job as a visitor sees it, every section filled. */
export const SAMPLE_OPPORTUNITY: Opportunity = {
  id: 7,
  slug: 'senior-stylist-luxe-salon-7',
  jobTitle: { optionId: 1, name: 'Senior Stylist' },
  jobType: { optionId: 1, name: 'Full Time' },
  jobCategory: { optionId: 3, name: 'Hair' },
  location: { uuid: 'loc-austin-1', address: '1200 South Congress Ave, Austin, TX 78704' },
  validForAllState: false,
  competition: false,
  brand: 'Not a Brand',
  email: 'careers@luxe-salon.example.com',
  applyUrl: '',
  editor: DESCRIPTION,
  status: 'public',
  createdAt: '2026-10-01T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  expire: '2099-12-31',
  applicants: 0,
  viewCount: 0,
  media: {
    thumbPhoto: photo('luxe-thumb', 640, 640, 'thumbnailPhoto'),
    featuredPhoto: photo('luxe-floor', 1920, 1080, 'featuredPhoto'),
    companyPhoto: photo('luxe-logo', 512, 512, 'companyPhoto'),
    featuredVideo: {
      url: '/media/demo/opportunity/luxe-tour.mp4',
      type: 'featuredVideo',
      video: true,
      image: '/media/demo/opportunity/luxe-tour-poster.webp',
      mimeType: 'video/mp4',
      dimensions: { width: 1280, height: 720 },
      duration: 42,
    },
  },
  canvasId: 40,
  canvasName: 'Luxe Salon',
  canvasSlug: 'luxe-salon',
  applyStatus: null,
  poster: 5,
  additional: {
    retailBrands: [
      { optionId: 9, name: 'Redken' },
      { optionId: 12, name: 'Oribe' },
    ],
    softwares: [{ optionId: 3, name: 'Vagaro' }],
    paymentStructure: { optionId: 4, name: 'Commission' },
    tagLine: 'Lived-in colour, done right',
    website: 'https://luxe-salon.example.com',
    about:
      'A 14-chair salon on South Congress since 2012.\nWe invest in our people: paid education, a mentor for every new stylist and a team that celebrates together.',
    pay: {
      commissionMin: 45,
      commissionMax: 55,
      boothRentWeekly: null,
      hourlyGuarantee: 18,
      salaryMin: null,
      salaryMax: null,
      tips: true,
    },
  },
  isBookmarked: false,
  canEdit: false,
};

/** A national contest (platform staff post those): the CONTEST badge, no location, no video. */
export const SAMPLE_CONTEST: Opportunity = {
  ...SAMPLE_OPPORTUNITY,
  id: 31,
  slug: 'editorial-colour-contest-31',
  jobTitle: { optionId: null, name: 'Editorial Colour Contest' },
  jobType: { optionId: 3, name: 'Contract' },
  location: null,
  validForAllState: true,
  competition: true,
  brand: 'National Brand',
  editor:
    '<p>Show us your boldest editorial colour. Three winners join our spring campaign shoot in New York.</p>',
  media: {
    thumbPhoto: photo('contest-thumb', 640, 640, 'thumbnailPhoto'),
    featuredPhoto: photo('contest-hero', 1600, 900, 'featuredPhoto'),
    companyPhoto: null,
    featuredVideo: null,
  },
  canvasId: 52,
  canvasName: 'Aurelia Professional',
  canvasSlug: 'aurelia-professional',
  additional: {
    ...SAMPLE_OPPORTUNITY.additional,
    retailBrands: [],
    softwares: [],
    paymentStructure: { optionId: 6, name: 'Prize' },
    about: '',
    pay: null,
  },
};

export const OPPORTUNITY_SAMPLES: PublicPageInput[] = [
  {
    kind: 'opportunity',
    path: `/opportunity-detail/${SAMPLE_OPPORTUNITY.slug}`,
    opportunity: SAMPLE_OPPORTUNITY,
  },
  { kind: 'opportunity', path: `/opportunity-detail/${SAMPLE_CONTEST.slug}`, opportunity: SAMPLE_CONTEST },
];

export const NOT_FOUND_SAMPLES: PublicPageInput[] = [
  { kind: 'not-found', path: '/canvas/a-private-canvas', what: 'canvas' },
  { kind: 'not-found', path: '/opportunity-detail/an-expired-opportunity', what: 'opportunity' },
];
