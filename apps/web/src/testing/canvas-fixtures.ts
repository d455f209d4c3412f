import type { Canvas } from '@canvas/shared';

/**
 * A saved canvas as GET /api/canvas/{slug} answers it, named `name` and otherwise empty (a draft of
 * Ava Stone's student canvas); override any part. Each feature's fixtures give it their own identity.
 */
export function makeSavedCanvas(name: string, overrides: Partial<Canvas> = {}): Canvas {
  const now = '2025-05-01T12:00:00.000Z';
  return {
    id: 41,
    slug: 'ava-stone',
    type: 'student',
    status: 'draft',
    owner: { id: 1, firstName: 'Ava', lastName: 'Stone', avatar: null },
    introduction: {
      name,
      title: '',
      headline: '',
      yearOfExperience: null,
      isRelocated: false,
      relocateTo: [],
      opportunityStatus: false,
      showOpportunityStatus: true,
      description: '',
      reason: '',
    },
    pronouns: null,
    bookingUrl: '',
    instagramHandle: '',
    detail: { locations: [], categories: [], primaryContactNumber: '', scSalonId: null },
    media: {
      logo: null,
      featuredPhoto: null,
      portraitPhoto: null,
      teamPhoto: null,
      featuredVideo: null,
      portfolioPhoto: [],
      additionalVideo: [],
    },
    achievements: [],
    additionalInformation: {
      preferredBrands: [],
      specialities: [],
      softwares: [],
      KPI: {
        newGuestsPerMonth: null,
        newClientRetention: null,
        repeatClientRetention: null,
        annualFrequencyOfVisit: null,
        combinedAverageTicket: null,
        productivity: null,
        serviceToRetailSales: null,
      },
      paymentMode: null,
      backbarBrands: [],
      retailBrands: [],
      companyBenefits: [],
      charities: [],
    },
    employments: [],
    educations: [],
    socialMedia: { instagram: '', youtube: '', facebook: '', tiktok: '' },
    payorder: null,
    job: null,
    memberRole: null,
    isBookmarked: false,
    canEdit: true,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    ...overrides,
  };
}
