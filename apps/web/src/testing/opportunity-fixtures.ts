import type { Opportunity } from '@canvas/shared';

/** A public, unexpired opportunity of the Luxe Salon canvas (id 40) as the API answers it. */
export function makeOpportunityFixture(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 7,
    slug: 'senior-stylist-7',
    jobTitle: { optionId: 1, name: 'Senior Stylist' },
    jobType: { optionId: null, name: 'Full Time' },
    jobCategory: { optionId: 3, name: 'Hair' },
    location: { uuid: 'loc-1', address: '12 Main St, Austin, TX' },
    validForAllState: false,
    competition: false,
    brand: 'Not a Brand',
    email: 'jobs@salon.test',
    applyUrl: '',
    editor: '<p>Join our team.</p>',
    status: 'public',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    expire: '2099-12-31',
    applicants: 0,
    viewCount: 0,
    media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
    canvasId: 40,
    canvasName: 'Luxe Salon',
    canvasSlug: 'luxe-salon',
    applyStatus: null,
    poster: 5,
    additional: {
      retailBrands: [],
      softwares: [],
      paymentStructure: { optionId: 4, name: 'Commission' },
      tagLine: 'Beauty, done right',
      website: 'https://luxe.test',
      about: '',
      pay: null,
    },
    isBookmarked: false,
    canEdit: false,
    ...overrides,
  };
}
