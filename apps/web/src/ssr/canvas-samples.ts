import type { PublicBadgeMatch, PublicPageInput } from '@canvas/shared';
import { canvasSchema, opportunitySchema } from '@canvas/shared';

// The demo canvases as GET /api/canvas/{slug} answers them for a visitor (apps/api seed: demo-student,
// demo-pro, demo-salon, demo-school) and the salon's and school's opportunities, so the samples the
// build picks critical CSS from, and the tests render, are what a visitor of the demo site gets. Some
// states the seed does not show are added, so their CSS is in the templates too: the professional's
// featured video and ten preferred brands ('+N'); the salon's featured and additional videos, ten
// company benefits ('+N' More) and four locations ('and 1 more location'). Each comes with the badges
// its awards earn, as POST /api/badges/match answers (linked and unlinked, 'Verified badge' lines).

const student = canvasSchema.parse({
  id: 1,
  slug: 'demo-student',
  type: 'student',
  status: 'public',
  owner: {
    id: 1,
    firstName: 'Maya',
    lastName: 'Robinson',
    avatar: null,
  },
  introduction: {
    name: 'Maya Robinson',
    title: 'Cosmetology Student',
    headline: '',
    yearOfExperience: null,
    isRelocated: false,
    relocateTo: [],
    opportunityStatus: true,
    showOpportunityStatus: true,
    description:
      'Beauty, for me, is about helping people feel like themselves on their best day. My favourite work is balayage, blonding — soft, wearable and low maintenance. My goal is to build a loyal book and eventually mentor new stylists.',
    reason:
      'I’m looking for a team that invests in education and a culture where assistants grow into stylists.',
  },
  pronouns: 'Prefer not to say',
  bookingUrl: '@maya.robinson.beauty',
  instagramHandle: 'maya.robinson.beauty',
  detail: {
    locations: [
      {
        uuid: 'maya-robinson-8298-loc',
        address: '1664 Peachtree St, Chicago, IL',
        city: 'Chicago',
        state: 'Illinois',
        stateShort: 'IL',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-87.57399, 41.90471],
        area: 0,
        areaUnit: 'ft',
        chairAmount: 0,
        employeeAmount: 0,
        members: [],
      },
    ],
    categories: [],
    primaryContactNumber: '',
    scSalonId: null,
  },
  media: {
    logo: null,
    featuredPhoto: {
      url: '/media/demo/canvas/art-19-1440.webp',
      type: 'featuredPhoto',
      video: false,
      image: '/media/demo/canvas/art-19-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 37030,
      variants: {
        '640': '/media/demo/canvas/art-19-640.webp',
        '1920': '/media/demo/canvas/art-19-1440.webp',
      },
    },
    portraitPhoto: {
      url: '/media/demo/canvas/art-24-1080.webp',
      type: 'portraitPhoto',
      video: false,
      image: '/media/demo/canvas/art-24-1080.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1080,
        height: 1350,
      },
      fileSize: 43634,
      variants: {
        '640': '/media/demo/canvas/art-24-640.webp',
        '1920': '/media/demo/canvas/art-24-1080.webp',
      },
    },
    teamPhoto: null,
    featuredVideo: null,
    portfolioPhoto: [
      {
        url: '/media/demo/canvas/art-02-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-02-1080.webp',
        title: 'Vivid sunset',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 40208,
        variants: {
          '640': '/media/demo/canvas/art-02-640.webp',
          '1920': '/media/demo/canvas/art-02-1080.webp',
        },
        order: 0,
      },
      {
        url: '/media/demo/canvas/art-10-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-10-1080.webp',
        title: 'Vivid sunset',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 27844,
        variants: {
          '640': '/media/demo/canvas/art-10-640.webp',
          '1920': '/media/demo/canvas/art-10-1080.webp',
        },
        order: 1,
      },
      {
        url: '/media/demo/canvas/art-05-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-05-1440.webp',
        title: 'Copper melt',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 27824,
        variants: {
          '640': '/media/demo/canvas/art-05-640.webp',
          '1920': '/media/demo/canvas/art-05-1440.webp',
        },
        order: 2,
      },
      {
        url: '/media/demo/canvas/art-04-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-04-1080.webp',
        title: 'Copper melt',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 40968,
        variants: {
          '640': '/media/demo/canvas/art-04-640.webp',
          '1920': '/media/demo/canvas/art-04-1080.webp',
        },
        order: 3,
      },
      {
        url: '/media/demo/canvas/art-13-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-13-1440.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 40734,
        variants: {
          '640': '/media/demo/canvas/art-13-640.webp',
          '1920': '/media/demo/canvas/art-13-1440.webp',
        },
        order: 4,
      },
      {
        url: '/media/demo/canvas/art-09-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-09-1440.webp',
        title: 'Gray blending',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 38484,
        variants: {
          '640': '/media/demo/canvas/art-09-640.webp',
          '1920': '/media/demo/canvas/art-09-1440.webp',
        },
        order: 5,
      },
      {
        url: '/media/demo/canvas/art-11-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-11-1440.webp',
        title: 'Soft money piece',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 36474,
        variants: {
          '640': '/media/demo/canvas/art-11-640.webp',
          '1920': '/media/demo/canvas/art-11-1440.webp',
        },
        order: 6,
      },
      {
        url: '/media/demo/canvas/art-14-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-14-1080.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 39486,
        variants: {
          '640': '/media/demo/canvas/art-14-640.webp',
          '1920': '/media/demo/canvas/art-14-1080.webp',
        },
        order: 7,
      },
    ],
    additionalVideo: [],
  },
  achievements: [
    {
      uuid: 'maya-robinson-8298-award-0',
      title: 'Club/Teams',
      issuer: '',
      issueYear: '2024',
      clubName: 'Hair Show Team',
      isUserAchievement: false,
    },
    {
      uuid: 'maya-robinson-8298-award-1',
      title: 'NAHA',
      issuer: 'Professional Beauty Association',
      issueYear: '2024',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'maya-robinson-8298-award-2',
      title: "Dean's List",
      issuer: 'School Dean',
      issueYear: '2026',
      clubName: '',
      isUserAchievement: false,
    },
  ],
  additionalInformation: {
    preferredBrands: [
      {
        optionId: 244,
        name: 'Dyson Professional',
      },
      {
        optionId: 233,
        name: 'Image Skincare',
      },
      {
        optionId: 241,
        name: 'Andis',
      },
      {
        optionId: 201,
        name: 'Paul Mitchell',
      },
      {
        optionId: 242,
        name: 'Wahl Professional',
      },
    ],
    specialities: [
      {
        optionId: 400,
        name: 'Balayage',
      },
      {
        optionId: 413,
        name: 'Blonding',
      },
    ],
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
  employments: [
    {
      uuid: 'maya-robinson-8298-job-0',
      title: 'Salon Assistant',
      jobCategory: 'Stylist Assistant',
      position: 'Assistant',
      company: 'Rosewater Beauty Lab',
      startDate: '2026-04-02',
      endDate: null,
      isCurrentWork: true,
      description: 'Shampoo, blow-dry finishes and color bar support while I finish school.',
      industry: 'Beauty Industry',
      companyType: 'Salon',
    },
  ],
  educations: [
    {
      uuid: 'maya-robinson-8298-edu',
      schoolName: 'Palisade School of Hair Design',
      schoolId: 99,
      program: {
        optionId: 41,
        name: 'Cosmetology',
      },
      graduationDate: '2027-11-13',
      gpa: 3.34,
      attendance: 91,
      hasWorkPermit: 'no',
      workPermitHour: null,
    },
  ],
  socialMedia: {
    instagram: 'maya.robinson.beauty',
    youtube: '',
    facebook: 'https://www.facebook.com/mayarobinsonbeauty',
    tiktok: '@mayarobinsonbeauty',
  },
  payorder: null,
  job: null,
  memberRole: null,
  isBookmarked: false,
  canEdit: false,
  createdAt: '2026-10-26T19:21:51.752Z',
  updatedAt: '2026-11-25T15:21:51.752Z',
  publishedAt: '2026-11-18T19:21:51.752Z',
});

const professional = canvasSchema.parse({
  id: 2,
  slug: 'demo-pro',
  type: 'professional',
  status: 'public',
  owner: {
    id: 2,
    firstName: 'Sofia',
    lastName: 'Alvarez',
    avatar: null,
  },
  introduction: {
    name: 'Sofia Alvarez',
    title: 'Color Director',
    headline: '',
    yearOfExperience: 14,
    isRelocated: false,
    relocateTo: [],
    opportunityStatus: true,
    showOpportunityStatus: true,
    description:
      'I started doing friends’ hair in high school and turned it into a career. My favourite work is color correction, gray blending — soft, wearable and low maintenance. My goal is to build a loyal book and eventually mentor new stylists.',
    reason:
      'I’m looking for a team that invests in education and a culture where assistants grow into stylists.',
  },
  pronouns: 'Prefer not to say',
  bookingUrl: '(213) 555-0133',
  instagramHandle: 'sofia.alvarez.beauty',
  detail: {
    locations: [
      {
        uuid: 'sofia-alvarez-1962-loc',
        address: '1727 Highland Ave, Los Angeles, CA',
        city: 'Los Angeles',
        state: 'California',
        stateShort: 'CA',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-118.20829, 34.06536],
        area: 0,
        areaUnit: 'ft',
        chairAmount: 0,
        employeeAmount: 0,
        members: [],
      },
    ],
    categories: [
      {
        optionId: 1,
        name: 'Cosmetologist',
        licenseNumber: 'CA463524',
        stateId: 604,
        stateName: 'California',
        otherName: '',
      },
    ],
    primaryContactNumber: '',
    scSalonId: null,
  },
  media: {
    logo: null,
    featuredPhoto: {
      url: '/media/demo/canvas/art-21-1440.webp',
      type: 'featuredPhoto',
      video: false,
      image: '/media/demo/canvas/art-21-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 36650,
      variants: {
        '640': '/media/demo/canvas/art-21-640.webp',
        '1920': '/media/demo/canvas/art-21-1440.webp',
      },
    },
    portraitPhoto: {
      url: '/media/demo/canvas/art-24-1080.webp',
      type: 'portraitPhoto',
      video: false,
      image: '/media/demo/canvas/art-24-1080.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1080,
        height: 1350,
      },
      fileSize: 43634,
      variants: {
        '640': '/media/demo/canvas/art-24-640.webp',
        '1920': '/media/demo/canvas/art-24-1080.webp',
      },
    },
    teamPhoto: null,
    featuredVideo: {
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      type: 'featuredVideo',
      video: true,
      youtubeId: 'aqz-KE-bpKQ',
      image: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      title: 'A colour correction, start to finish',
    },
    portfolioPhoto: [
      {
        url: '/media/demo/canvas/art-14-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-14-1080.webp',
        title: 'Soft money piece',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 39486,
        variants: {
          '640': '/media/demo/canvas/art-14-640.webp',
          '1920': '/media/demo/canvas/art-14-1080.webp',
        },
        order: 0,
      },
      {
        url: '/media/demo/canvas/art-19-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-19-1440.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 37030,
        variants: {
          '640': '/media/demo/canvas/art-19-640.webp',
          '1920': '/media/demo/canvas/art-19-1440.webp',
        },
        order: 1,
      },
      {
        url: '/media/demo/canvas/art-12-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-12-1080.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 42402,
        variants: {
          '640': '/media/demo/canvas/art-12-640.webp',
          '1920': '/media/demo/canvas/art-12-1080.webp',
        },
        order: 2,
      },
      {
        url: '/media/demo/canvas/art-03-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-03-1440.webp',
        title: 'Copper melt',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 35808,
        variants: {
          '640': '/media/demo/canvas/art-03-640.webp',
          '1920': '/media/demo/canvas/art-03-1440.webp',
        },
        order: 3,
      },
      {
        url: '/media/demo/canvas/art-08-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-08-1080.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 30190,
        variants: {
          '640': '/media/demo/canvas/art-08-640.webp',
          '1920': '/media/demo/canvas/art-08-1080.webp',
        },
        order: 4,
      },
      {
        url: '/media/demo/canvas/art-22-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-22-1080.webp',
        title: 'Glossy brunette',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 50612,
        variants: {
          '640': '/media/demo/canvas/art-22-640.webp',
          '1920': '/media/demo/canvas/art-22-1080.webp',
        },
        order: 5,
      },
      {
        url: '/media/demo/canvas/art-13-1440.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-13-1440.webp',
        title: 'Lived-in balayage',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 40734,
        variants: {
          '640': '/media/demo/canvas/art-13-640.webp',
          '1920': '/media/demo/canvas/art-13-1440.webp',
        },
        order: 6,
      },
      {
        url: '/media/demo/canvas/art-24-1080.webp',
        type: 'portfolioPhoto',
        video: false,
        image: '/media/demo/canvas/art-24-1080.webp',
        title: 'Soft money piece',
        mimeType: 'image/webp',
        dimensions: {
          width: 1080,
          height: 1350,
        },
        fileSize: 43634,
        variants: {
          '640': '/media/demo/canvas/art-24-640.webp',
          '1920': '/media/demo/canvas/art-24-1080.webp',
        },
        order: 7,
      },
    ],
    additionalVideo: [],
  },
  achievements: [
    {
      uuid: 'sofia-alvarez-1962-award-0',
      title: 'Shades EQ Specialist Program',
      issuer: 'Redken',
      issueYear: '2026',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'sofia-alvarez-1962-award-1',
      title: "Dean's List",
      issuer: 'School Dean',
      issueYear: '2024',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'sofia-alvarez-1962-award-2',
      title: 'Beacon',
      issuer: 'Professional Beauty Association',
      issueYear: '2021',
      clubName: '',
      isUserAchievement: false,
    },
  ],
  additionalInformation: {
    preferredBrands: [
      {
        optionId: 200,
        name: 'Redken',
      },
      {
        optionId: 201,
        name: 'Paul Mitchell',
      },
      {
        optionId: 202,
        name: 'Wella Professionals',
      },
      {
        optionId: 203,
        name: 'Matrix',
      },
      {
        optionId: 204,
        name: 'Olaplex',
      },
      {
        optionId: 205,
        name: 'Schwarzkopf Professional',
      },
      {
        optionId: 206,
        name: 'Kenra Professional',
      },
      {
        optionId: 207,
        name: 'Aveda',
      },
      {
        optionId: 208,
        name: 'Goldwell',
      },
      {
        optionId: 209,
        name: 'Joico',
      },
    ],
    specialities: [
      {
        optionId: 401,
        name: 'Color Correction',
      },
      {
        optionId: 415,
        name: 'Gray Blending',
      },
    ],
    softwares: [
      {
        optionId: 306,
        name: 'Rosy',
      },
    ],
    KPI: {
      newGuestsPerMonth: 28,
      newClientRetention: 70,
      repeatClientRetention: 63,
      annualFrequencyOfVisit: 6,
      combinedAverageTicket: 185,
      productivity: 89,
      serviceToRetailSales: 12,
    },
    paymentMode: null,
    backbarBrands: [],
    retailBrands: [],
    companyBenefits: [],
    charities: [],
  },
  employments: [
    {
      uuid: 'sofia-alvarez-1962-job-0',
      title: 'Colorist',
      jobCategory: 'Colorist',
      position: 'Senior Stylist',
      company: 'The Blonde Library',
      startDate: '2023-11-12',
      endDate: null,
      isCurrentWork: true,
      description: 'Averaged a 117% rebooking rate and kept a five-star review average.',
      industry: 'Beauty Industry',
      companyType: 'Spa',
    },
    {
      uuid: 'sofia-alvarez-1962-job-1',
      title: 'Colorist',
      jobCategory: 'Hair Stylist',
      position: 'Color Director',
      company: 'Rosewater Beauty Lab',
      startDate: '2020-03-02',
      endDate: '2023-07-15',
      isCurrentWork: false,
      description: 'Built a book of 84 regular guests through referrals and rebooking at checkout.',
      industry: 'Beauty Industry',
      companyType: 'Salon',
    },
    {
      uuid: 'sofia-alvarez-1962-job-2',
      title: 'Stylist Assistant',
      jobCategory: 'Colorist',
      position: 'Stylist',
      company: 'Fern & Fade Barbers',
      startDate: '2018-08-10',
      endDate: '2020-02-01',
      isCurrentWork: false,
      description: 'Built a book of 107 regular guests through referrals and rebooking at checkout.',
      industry: 'Beauty Industry',
      companyType: 'Salon',
    },
  ],
  educations: [
    {
      uuid: 'sofia-alvarez-1962-edu',
      schoolName: 'Velvet Rose College of Beauty',
      schoolId: 138,
      program: {
        optionId: 41,
        name: 'Cosmetology',
      },
      graduationDate: '2011-11-30',
      gpa: null,
      attendance: null,
      hasWorkPermit: 'no',
      workPermitHour: null,
    },
  ],
  socialMedia: {
    instagram: 'sofia.alvarez.beauty',
    youtube: '',
    facebook: 'https://www.facebook.com/sofiaalvarezbeauty',
    tiktok: '@sofiaalvarezbeauty',
  },
  payorder: null,
  job: null,
  memberRole: null,
  isBookmarked: false,
  canEdit: false,
  createdAt: '2026-10-25T19:21:51.752Z',
  updatedAt: '2026-11-24T09:21:51.752Z',
  publishedAt: '2026-11-17T19:21:51.752Z',
});

const salon = canvasSchema.parse({
  id: 318,
  slug: 'demo-salon',
  type: 'business',
  status: 'public',
  owner: {
    id: 3,
    firstName: 'Jordan',
    lastName: 'Ellis',
    avatar: null,
  },
  introduction: {
    name: 'Gilded Comb Salon',
    title: '',
    headline: 'A modern color studio with an education-first culture',
    yearOfExperience: null,
    isRelocated: false,
    relocateTo: [],
    opportunityStatus: false,
    showOpportunityStatus: true,
    description:
      'What started as three chairs and a big dream is now a team of artists our guests trust with their look. Guests come to us for hair extensions, balayage, toning and glossing; they stay for the hospitality and the results. Our back bar is stocked with Amika and Bumble and bumble, and our front desk keeps the day running on time.',
    reason:
      'We invest in you: paid advanced education, a clear path from assistant to senior artist and a team that lifts each other up.',
  },
  pronouns: null,
  bookingUrl: '',
  instagramHandle: 'gildedcombsalon',
  detail: {
    locations: [
      {
        uuid: 'gilded-comb-salon-1568-loc-0',
        address: '3949 Oak Ave, New York, NY 10012',
        city: 'New York',
        state: 'New York',
        stateShort: 'NY',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-73.9983, 40.7255],
        zipCode: '10012',
        area: 2300,
        areaUnit: 'ft',
        chairAmount: 15,
        employeeAmount: 22,
        members: [],
      },
      {
        uuid: 'gilded-comb-salon-1568-loc-1',
        address: '1617 Market St, Brooklyn, NY 11216',
        city: 'Brooklyn',
        state: 'New York',
        stateShort: 'NY',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-73.9496, 40.6794],
        zipCode: '11216',
        area: 2300,
        areaUnit: 'ft',
        chairAmount: 16,
        employeeAmount: 27,
        members: [],
      },
      {
        uuid: 'gilded-comb-salon-1568-loc-1-extra-0',
        address: '2210 Atlantic Ave, Brooklyn, NY 11233',
        city: 'Brooklyn',
        state: 'New York',
        stateShort: 'NY',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-73.9262, 40.677],
        zipCode: '11216',
        area: 2300,
        areaUnit: 'ft',
        chairAmount: 16,
        employeeAmount: 27,
        members: [],
      },
      {
        uuid: 'gilded-comb-salon-1568-loc-1-extra-1',
        address: '87 Bedford Ave, Brooklyn, NY 11211',
        city: 'Brooklyn',
        state: 'New York',
        stateShort: 'NY',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-73.959, 40.7196],
        zipCode: '11216',
        area: 2300,
        areaUnit: 'ft',
        chairAmount: 16,
        employeeAmount: 27,
        members: [],
      },
    ],
    categories: [
      {
        optionId: 4,
        name: 'Colorist',
        licenseNumber: '',
        stateId: null,
        stateName: '',
        otherName: '',
      },
    ],
    primaryContactNumber: '(212) 555-0150',
    scSalonId: null,
  },
  media: {
    logo: {
      url: '/media/demo/canvas/logo-08-512.webp',
      type: 'logo',
      video: false,
      image: '/media/demo/canvas/logo-08-512.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 512,
        height: 512,
      },
      fileSize: 15428,
      variants: {
        '640': '/media/demo/canvas/logo-08-512.webp',
        '1920': '/media/demo/canvas/logo-08-512.webp',
      },
    },
    featuredPhoto: {
      url: '/media/demo/canvas/art-21-1440.webp',
      type: 'featuredPhoto',
      video: false,
      image: '/media/demo/canvas/art-21-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 36650,
      variants: {
        '640': '/media/demo/canvas/art-21-640.webp',
        '1920': '/media/demo/canvas/art-21-1440.webp',
      },
    },
    portraitPhoto: null,
    teamPhoto: {
      url: '/media/demo/canvas/art-03-1440.webp',
      type: 'teamPhoto',
      video: false,
      image: '/media/demo/canvas/art-03-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 35808,
      variants: {
        '640': '/media/demo/canvas/art-03-640.webp',
        '1920': '/media/demo/canvas/art-03-1440.webp',
      },
    },
    featuredVideo: {
      url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      type: 'featuredVideo',
      video: true,
      youtubeId: 'ScMzIvxBSi4',
      image: 'https://i.ytimg.com/vi/ScMzIvxBSi4/hqdefault.jpg',
      title: 'Inside Gilded Comb Salon',
    },
    portfolioPhoto: [],
    additionalVideo: [
      {
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        type: 'additionalVideo',
        video: true,
        youtubeId: 'aqz-KE-bpKQ',
        image: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
        title: 'Balayage, step by step',
        order: 0,
      },
      {
        url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
        type: 'additionalVideo',
        video: true,
        youtubeId: 'ScMzIvxBSi4',
        image: 'https://i.ytimg.com/vi/ScMzIvxBSi4/hqdefault.jpg',
        title: 'Our education night',
        order: 1,
      },
    ],
  },
  achievements: [
    {
      uuid: 'gilded-comb-salon-1568-award-0',
      title: 'NAHA',
      issuer: 'Professional Beauty Association',
      issueYear: '2024',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'gilded-comb-salon-1568-award-1',
      title: 'Biolage Scalp Certified Specialist',
      issuer: 'Biolage',
      issueYear: '2025',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'gilded-comb-salon-1568-award-2',
      title: 'Beacon',
      issuer: 'Professional Beauty Association',
      issueYear: '2020',
      clubName: '',
      isUserAchievement: false,
    },
  ],
  additionalInformation: {
    preferredBrands: [],
    specialities: [
      {
        optionId: 402,
        name: 'Hair Extensions',
      },
      {
        optionId: 400,
        name: 'Balayage',
      },
      {
        optionId: 445,
        name: 'Toning and Glossing',
      },
      {
        optionId: 414,
        name: 'Vivid Color',
      },
    ],
    softwares: [
      {
        optionId: 318,
        name: 'Millennium',
      },
    ],
    KPI: {
      newGuestsPerMonth: null,
      newClientRetention: null,
      repeatClientRetention: null,
      annualFrequencyOfVisit: null,
      combinedAverageTicket: null,
      productivity: null,
      serviceToRetailSales: null,
    },
    paymentMode: {
      optionId: 170,
      name: 'Commission',
    },
    backbarBrands: [
      {
        optionId: 219,
        name: 'Amika',
      },
      {
        optionId: 216,
        name: 'Bumble and bumble',
      },
      {
        optionId: 221,
        name: 'Pravana',
      },
      {
        optionId: 242,
        name: 'Wahl Professional',
      },
    ],
    retailBrands: [
      {
        optionId: 232,
        name: 'Dermalogica',
      },
    ],
    companyBenefits: [
      {
        optionId: 500,
        name: 'Health insurance',
      },
      {
        optionId: 501,
        name: 'Dental insurance',
      },
      {
        optionId: 502,
        name: 'Vision insurance',
      },
      {
        optionId: 503,
        name: '401(k)',
      },
      {
        optionId: 504,
        name: 'Paid time off',
      },
      {
        optionId: 505,
        name: 'Paid education',
      },
      {
        optionId: 506,
        name: 'Product discounts',
      },
      {
        optionId: 507,
        name: 'Flexible schedule',
      },
      {
        optionId: 508,
        name: 'Commission bonuses',
      },
      {
        optionId: 509,
        name: 'Retail commission',
      },
    ],
    charities: [
      {
        optionId: 551,
        name: 'Look Good Feel Better',
      },
      {
        optionId: 561,
        name: 'Boys & Girls Clubs of America',
      },
    ],
  },
  employments: [],
  educations: [],
  socialMedia: {
    instagram: 'gildedcombsalon',
    youtube: 'https://www.youtube.com/@gildedcombsalon',
    facebook: 'https://www.facebook.com/gildedcombsalon',
    tiktok: '@gildedcombsalon',
  },
  payorder: {
    status: 'succeeded',
    price: 32900,
  },
  job: {
    now: 2,
    max: 3,
  },
  memberRole: null,
  isBookmarked: false,
  canEdit: false,
  createdAt: '2026-10-24T19:21:51.752Z',
  updatedAt: '2026-11-22T20:21:51.752Z',
  publishedAt: '2026-11-16T19:21:51.752Z',
});

const school = canvasSchema.parse({
  id: 319,
  slug: 'demo-school',
  type: 'school',
  status: 'public',
  owner: {
    id: 4,
    firstName: 'Patricia',
    lastName: 'Nguyen',
    avatar: null,
  },
  introduction: {
    name: 'Aveline Academy of Cosmetology',
    title: '',
    headline: 'Licensed instructors, real guests, real careers',
    yearOfExperience: null,
    isRelocated: false,
    relocateTo: [],
    opportunityStatus: false,
    showOpportunityStatus: true,
    description:
      'We are a family-owned school with licensed instructors who still work behind the chair. Our cosmetology, esthetics, nail technology programs combine theory, practical labs and a guided externship. Financial aid advisers and career services are part of every enrollment.',
    reason: 'High state board pass rates, small classes and instructors who know every student by name.',
  },
  pronouns: null,
  bookingUrl: '',
  instagramHandle: 'avelineacademyofcosmetology',
  detail: {
    locations: [
      {
        uuid: 'aveline-academy-of-cosmetology-7419-loc-0',
        address: '1879 Congress Ave, Austin, TX 78701',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-97.7426, 30.2713],
        zipCode: '78701',
        area: 8300,
        areaUnit: 'ft',
        chairAmount: 38,
        employeeAmount: 14,
        members: [],
        isAccredited: true,
        nightStudents: null,
        dayStudents: 160,
        classType: 'day',
        supportedProgram: [
          {
            optionId: 52,
            name: 'Natural Hair Braiding',
          },
          {
            optionId: 49,
            name: 'Massage Therapy',
          },
          {
            optionId: 44,
            name: 'Nail Technology',
          },
          {
            optionId: 46,
            name: 'Teacher Training',
          },
          {
            optionId: 43,
            name: 'Esthetics',
          },
          {
            optionId: 41,
            name: 'Cosmetology',
          },
        ],
      },
      {
        uuid: 'aveline-academy-of-cosmetology-7419-loc-1',
        address: '392 Grand Ave, Austin, TX 78712',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-97.7354, 30.2852],
        zipCode: '78712',
        area: 11000,
        areaUnit: 'ft',
        chairAmount: 37,
        employeeAmount: 19,
        members: [],
        isAccredited: false,
        nightStudents: 30,
        dayStudents: 30,
        classType: 'all',
        supportedProgram: [
          {
            optionId: 49,
            name: 'Massage Therapy',
          },
          {
            optionId: 44,
            name: 'Nail Technology',
          },
          {
            optionId: 52,
            name: 'Natural Hair Braiding',
          },
        ],
      },
    ],
    categories: [],
    primaryContactNumber: '(512) 555-0110',
    scSalonId: null,
  },
  media: {
    logo: {
      url: '/media/demo/canvas/logo-03-512.webp',
      type: 'logo',
      video: false,
      image: '/media/demo/canvas/logo-03-512.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 512,
        height: 512,
      },
      fileSize: 14152,
      variants: {
        '640': '/media/demo/canvas/logo-03-512.webp',
        '1920': '/media/demo/canvas/logo-03-512.webp',
      },
    },
    featuredPhoto: {
      url: '/media/demo/canvas/art-05-1440.webp',
      type: 'featuredPhoto',
      video: false,
      image: '/media/demo/canvas/art-05-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 27824,
      variants: {
        '640': '/media/demo/canvas/art-05-640.webp',
        '1920': '/media/demo/canvas/art-05-1440.webp',
      },
    },
    portraitPhoto: null,
    teamPhoto: {
      url: '/media/demo/canvas/art-13-1440.webp',
      type: 'teamPhoto',
      video: false,
      image: '/media/demo/canvas/art-13-1440.webp',
      mimeType: 'image/webp',
      dimensions: {
        width: 1440,
        height: 758,
      },
      fileSize: 40734,
      variants: {
        '640': '/media/demo/canvas/art-13-640.webp',
        '1920': '/media/demo/canvas/art-13-1440.webp',
      },
    },
    featuredVideo: null,
    portfolioPhoto: [],
    additionalVideo: [],
  },
  achievements: [
    {
      uuid: 'aveline-academy-of-cosmetology-7419-award-0',
      title: 'Head Up Completion',
      issuer: 'Head Up Program',
      issueYear: '2025',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'aveline-academy-of-cosmetology-7419-award-1',
      title: 'Beacon',
      issuer: 'Professional Beauty Association',
      issueYear: '2023',
      clubName: '',
      isUserAchievement: false,
    },
    {
      uuid: 'aveline-academy-of-cosmetology-7419-award-2',
      title: 'Caper',
      issuer: 'Caper Committee',
      issueYear: '2021',
      clubName: '',
      isUserAchievement: false,
    },
  ],
  additionalInformation: {
    preferredBrands: [],
    specialities: [
      {
        optionId: 401,
        name: 'Color Correction',
      },
      {
        optionId: 408,
        name: 'Lash Lift',
      },
    ],
    softwares: [
      {
        optionId: 313,
        name: 'StyleSeat',
      },
    ],
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
    backbarBrands: [
      {
        optionId: 223,
        name: 'Living Proof',
      },
      {
        optionId: 231,
        name: 'Framesi',
      },
      {
        optionId: 210,
        name: 'Pureology',
      },
      {
        optionId: 232,
        name: 'Dermalogica',
      },
    ],
    retailBrands: [
      {
        optionId: 201,
        name: 'Paul Mitchell',
      },
      {
        optionId: 209,
        name: 'Joico',
      },
    ],
    companyBenefits: [
      {
        optionId: 509,
        name: 'Retail commission',
      },
      {
        optionId: 514,
        name: 'Paid holidays',
      },
      {
        optionId: 500,
        name: 'Health insurance',
      },
    ],
    charities: [
      {
        optionId: 553,
        name: 'Beauty Changes Lives',
      },
      {
        optionId: 556,
        name: 'Susan G. Komen',
      },
    ],
  },
  employments: [],
  educations: [],
  socialMedia: {
    instagram: 'avelineacademyofcosmetology',
    youtube: 'https://www.youtube.com/@avelineacademyofcosmetology',
    facebook: 'https://www.facebook.com/avelineacademyofcosmetology',
    tiktok: '@avelineacademyofcosmetology',
  },
  payorder: {
    status: 'succeeded',
    price: 9900,
  },
  job: {
    now: 1,
    max: 1,
  },
  memberRole: null,
  isBookmarked: false,
  canEdit: false,
  createdAt: '2026-10-23T19:21:51.752Z',
  updatedAt: '2026-11-21T23:21:51.752Z',
  publishedAt: '2026-11-15T19:21:51.752Z',
});

const salonOpportunities = opportunitySchema.array().parse([
  {
    id: 1,
    slug: 'receptionist',
    jobTitle: {
      optionId: null,
      name: 'Receptionist',
    },
    jobType: {
      optionId: 1,
      name: 'Full Time',
    },
    jobCategory: null,
    location: {
      uuid: 'gilded-comb-salon-1568-loc-1',
      address: '1617 Market St, Brooklyn, NY 11216',
    },
    validForAllState: false,
    competition: false,
    brand: 'Not a Brand',
    email: 'careers@gildedcombsalon.demo.test',
    applyUrl: '',
    editor:
      '<p>We are hiring a Receptionist to join Gilded Comb Salon, a team known in New York for its education and culture.</p><h3>What you will do</h3><ul><li>Answer calls, messages and online booking requests</li><li>Manage the appointment book, confirmations and waitlists</li><li>Check guests out, rebook and recommend retail</li></ul><h3>What we are looking for</h3><ul><li>Reliability and attention to detail</li><li>Comfort with booking software and payments</li><li>Warm, clear communication in person and on the phone</li></ul><h3>What we offer</h3><ul><li>A clear path to senior and master levels</li><li>A guaranteed hourly wage while you build your book</li><li>Health and dental benefits after 60 days</li></ul><p><strong>Full Time</strong> · Hourly. Based at our New York location.</p>',
    status: 'public',
    createdAt: '2026-11-17T11:21:51.752Z',
    updatedAt: '2026-11-21T19:21:51.752Z',
    expire: '2036-11-14',
    applicants: 19,
    viewCount: 27,
    media: {
      thumbPhoto: {
        url: '/media/demo/canvas/art-09-1440.webp',
        type: 'thumbnailPhoto',
        video: false,
        image: '/media/demo/canvas/art-09-1440.webp',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 38484,
        variants: {
          '640': '/media/demo/canvas/art-09-640.webp',
          '1920': '/media/demo/canvas/art-09-1440.webp',
        },
      },
      featuredPhoto: null,
      companyPhoto: null,
      featuredVideo: null,
    },
    canvasId: 318,
    canvasName: 'Gilded Comb Salon',
    canvasSlug: 'demo-salon',
    applyStatus: null,
    poster: 3,
    additional: {
      retailBrands: [
        {
          optionId: 232,
          name: 'Dermalogica',
        },
      ],
      softwares: [
        {
          optionId: 318,
          name: 'Millennium',
        },
      ],
      paymentStructure: {
        optionId: 171,
        name: 'Hourly',
      },
      tagLine: 'A modern color studio with an education-first culture',
      website: 'https://gildedcombsalon.example.com',
      about:
        'What started as three chairs and a big dream is now a team of artists our guests trust with their look. Guests come to us for hair extensions, balayage, toning and glossing; they stay for the hospitality and the results. Our back bar is stocked with Amika and Bumble and bumble, and our front desk keeps the day running on time.',
    },
    isBookmarked: false,
    canEdit: false,
  },
  {
    id: 2,
    slug: 'artistic-director-gilded-comb-salon',
    jobTitle: {
      optionId: 717,
      name: 'Artistic Director',
    },
    jobType: {
      optionId: 1,
      name: 'Full Time',
    },
    jobCategory: {
      optionId: 2,
      name: 'Hair Stylist',
    },
    location: {
      uuid: 'gilded-comb-salon-1568-loc-0',
      address: '3949 Oak Ave, New York, NY 10012',
    },
    validForAllState: false,
    competition: false,
    brand: 'Not a Brand',
    email: 'careers@gildedcombsalon.demo.test',
    applyUrl: '',
    editor:
      '<p>Come build your career with Gilded Comb Salon: we are looking for a Artistic Director in New York.</p><h3>What you will do</h3><ul><li>Join our monthly in-salon education and quarterly advanced classes</li><li>Share your work on the salon’s social channels and build your own following</li><li>Recommend home care that fits each guest and keep retail part of the conversation</li></ul><h3>What we are looking for</h3><ul><li>A portfolio of your recent work</li><li>A current cosmetology license in this state</li></ul><h3>What we offer</h3><ul><li>A generous product discount and retail commission</li><li>A guaranteed hourly wage while you build your book</li><li>A marketing budget for your own clients</li></ul><p><strong>Full Time</strong> · Commission. Based at our New York location.</p>',
    status: 'public',
    createdAt: '2026-08-24T10:21:51.752Z',
    updatedAt: '2026-08-31T19:21:51.752Z',
    expire: '2036-08-21',
    applicants: 7,
    viewCount: 73,
    media: {
      thumbPhoto: {
        url: '/media/demo/canvas/art-17-1440.webp',
        type: 'thumbnailPhoto',
        video: false,
        image: '/media/demo/canvas/art-17-1440.webp',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 33572,
        variants: {
          '640': '/media/demo/canvas/art-17-640.webp',
          '1920': '/media/demo/canvas/art-17-1440.webp',
        },
      },
      featuredPhoto: null,
      companyPhoto: {
        url: '/media/demo/canvas/art-03-1440.webp',
        type: 'teamPhoto',
        video: false,
        image: '/media/demo/canvas/art-03-1440.webp',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 35808,
        variants: {
          '640': '/media/demo/canvas/art-03-640.webp',
          '1920': '/media/demo/canvas/art-03-1440.webp',
        },
      },
      featuredVideo: null,
    },
    canvasId: 318,
    canvasName: 'Gilded Comb Salon',
    canvasSlug: 'demo-salon',
    applyStatus: null,
    poster: 3,
    additional: {
      retailBrands: [
        {
          optionId: 232,
          name: 'Dermalogica',
        },
      ],
      softwares: [
        {
          optionId: 318,
          name: 'Millennium',
        },
      ],
      paymentStructure: {
        optionId: 170,
        name: 'Commission',
      },
      tagLine: 'A modern color studio with an education-first culture',
      website: 'https://gildedcombsalon.example.com',
      about:
        'What started as three chairs and a big dream is now a team of artists our guests trust with their look. Guests come to us for hair extensions, balayage, toning and glossing; they stay for the hospitality and the results. Our back bar is stocked with Amika and Bumble and bumble, and our front desk keeps the day running on time.',
    },
    isBookmarked: false,
    canEdit: false,
  },
]);

const schoolOpportunities = opportunitySchema.array().parse([
  {
    id: 3,
    slug: 'editorial-makeup-contest-aveline-academy-of-cosmetology',
    jobTitle: {
      optionId: null,
      name: 'Editorial Makeup Contest',
    },
    jobType: {
      optionId: 3,
      name: 'Contract',
    },
    jobCategory: {
      optionId: 7,
      name: 'Makeup Artist',
    },
    location: {
      uuid: 'aveline-academy-of-cosmetology-7419-loc-0',
      address: '1879 Congress Ave, Austin, TX 78701',
    },
    validForAllState: false,
    competition: true,
    brand: 'Scholarship',
    email: 'careers@avelineacademyofcosmetology.demo.test',
    applyUrl: '',
    editor:
      '<p>Aveline Academy of Cosmetology invites students across Austin to the <strong>Editorial Makeup Contest</strong>.</p><h3>How it works</h3><ul><li>Post your best look with the contest hashtag and apply here with your portfolio</li><li>Finalists are chosen by our artistic team</li><li>The winner is announced on our canvas</li></ul><h3>Prizes</h3><p><strong>First place:</strong> a Paul Mitchell education package and a feature on our social channels.</p>',
    status: 'public',
    createdAt: '2026-11-02T11:21:51.752Z',
    updatedAt: '2026-11-02T19:21:51.752Z',
    expire: '2027-01-23',
    applicants: 6,
    viewCount: 0,
    media: {
      thumbPhoto: {
        url: '/media/demo/canvas/art-07-1440.webp',
        type: 'thumbnailPhoto',
        video: false,
        image: '/media/demo/canvas/art-07-1440.webp',
        mimeType: 'image/webp',
        dimensions: {
          width: 1440,
          height: 758,
        },
        fileSize: 19528,
        variants: {
          '640': '/media/demo/canvas/art-07-640.webp',
          '1920': '/media/demo/canvas/art-07-1440.webp',
        },
      },
      featuredPhoto: null,
      companyPhoto: null,
      featuredVideo: null,
    },
    canvasId: 319,
    canvasName: 'Aveline Academy of Cosmetology',
    canvasSlug: 'demo-school',
    applyStatus: null,
    poster: 5,
    additional: {
      retailBrands: [
        {
          optionId: 201,
          name: 'Paul Mitchell',
        },
        {
          optionId: 209,
          name: 'Joico',
        },
      ],
      softwares: [
        {
          optionId: 313,
          name: 'StyleSeat',
        },
      ],
      paymentStructure: {
        optionId: 170,
        name: 'Commission',
      },
      tagLine: 'Licensed instructors, real guests, real careers',
      website: 'https://avelineacademyofcosmetology.example.com',
      about:
        'We are a family-owned school with licensed instructors who still work behind the chair. Our cosmetology, esthetics, nail technology programs combine theory, practical labs and a guided externship. Financial aid advisers and career services are part of every enrollment.',
    },
    isBookmarked: false,
    canEdit: false,
  },
]);

/** A badge of apps/api's catalogue (modules/badges) as the match answers it, for the awards at `awards`. */
const badge = (id: string, line: string, url: string, awards: number[]): PublicBadgeMatch => ({
  logo: `/api/badges/logo/${id}.svg`,
  url,
  width: 72,
  line,
  awards,
});
const PBA = 'https://www.probeauty.org';

/** A student's and a professional's public canvas, every section filled. */
export const CANVAS_PERSON_SAMPLES: PublicPageInput[] = [
  {
    kind: 'canvas',
    path: '/canvas/demo-student',
    canvas: student,
    opportunities: [],
    badges: [
      badge('club-teams', 'Club and team member', '', [0]),
      badge('naha', 'North American Hairstyling Awards', PBA, [1]),
      badge('deans-list', "Dean's List", '', [2]),
    ],
  },
  {
    kind: 'canvas',
    path: '/canvas/demo-pro',
    canvas: professional,
    opportunities: [],
    badges: [
      badge('shades-eq', 'Shades EQ Specialist Program', 'https://www.redken.com', [0]),
      badge('deans-list', "Dean's List", '', [1]),
      badge('beacon', 'PBA Beacon', PBA, [2]),
    ],
  },
];

/** A salon's and a school's public canvas with their opportunities. */
export const CANVAS_ORG_SAMPLES: PublicPageInput[] = [
  {
    kind: 'canvas',
    path: '/canvas/demo-salon',
    canvas: salon,
    opportunities: salonOpportunities,
    badges: [
      badge('naha', 'North American Hairstyling Awards', PBA, [0]),
      badge('biolage-scalp', 'Biolage Scalp Certified Specialist', 'https://www.biolage.com', [1]),
      badge('beacon', 'PBA Beacon', PBA, [2]),
    ],
  },
  {
    kind: 'canvas',
    path: '/canvas/demo-school',
    canvas: school,
    opportunities: schoolOpportunities,
    badges: [
      badge('head-up', 'Head Up completion', '', [0]),
      badge('beacon', 'PBA Beacon', PBA, [1]),
      badge('caper', 'Caper', '', [2]),
    ],
  },
];
