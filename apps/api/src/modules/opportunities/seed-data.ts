/**
 * Words of the demo opportunities (seed.ts): job titles by kind of poster, the duties and
 * requirements of each craft, the openings, perks and contests. Titles and categories are catalogue
 * ids (options/catalogue.ts), so the seeded opportunities match the post form's choices and browse's
 * filters.
 */
import { type ApplicantStatus, OPPORTUNITY_JOB_TYPES, type OpportunityJobTypeName } from '@canvas/shared';

export type Craft =
  | 'hair'
  | 'color'
  | 'barber'
  | 'skin'
  | 'nails'
  | 'makeup'
  | 'lashes'
  | 'assistant'
  | 'education'
  | 'management'
  | 'frontDesk'
  | 'spa'
  | 'brand';

export interface SeedRole {
  /** A jobTitle catalogue id. */
  titleId: number;
  /** A category catalogue id, or null for roles no category names (the front desk). */
  categoryId: number | null;
  craft: Craft;
}

/** What salons hire, common ones listed twice so they come up more often. */
export const SALON_ROLES: readonly SeedRole[] = [
  { titleId: 700, categoryId: 2, craft: 'hair' },
  { titleId: 700, categoryId: 2, craft: 'hair' },
  { titleId: 701, categoryId: 2, craft: 'hair' },
  { titleId: 702, categoryId: 2, craft: 'hair' },
  { titleId: 703, categoryId: 4, craft: 'color' },
  { titleId: 703, categoryId: 4, craft: 'color' },
  { titleId: 704, categoryId: 4, craft: 'color' },
  { titleId: 705, categoryId: 1, craft: 'assistant' },
  { titleId: 706, categoryId: 1, craft: 'assistant' },
  { titleId: 707, categoryId: 3, craft: 'barber' },
  { titleId: 708, categoryId: 3, craft: 'barber' },
  { titleId: 709, categoryId: 5, craft: 'skin' },
  { titleId: 710, categoryId: 5, craft: 'skin' },
  { titleId: 711, categoryId: 6, craft: 'nails' },
  { titleId: 711, categoryId: 6, craft: 'nails' },
  { titleId: 712, categoryId: 7, craft: 'makeup' },
  { titleId: 713, categoryId: 8, craft: 'lashes' },
  { titleId: 714, categoryId: 9, craft: 'lashes' },
  { titleId: 715, categoryId: 12, craft: 'education' },
  { titleId: 717, categoryId: 2, craft: 'hair' },
  { titleId: 718, categoryId: 13, craft: 'management' },
  { titleId: 720, categoryId: null, craft: 'frontDesk' },
  { titleId: 721, categoryId: 14, craft: 'spa' },
  { titleId: 722, categoryId: 11, craft: 'spa' },
];

/** What beauty schools hire. */
export const SCHOOL_ROLES: readonly SeedRole[] = [
  { titleId: 723, categoryId: 12, craft: 'education' },
  { titleId: 723, categoryId: 12, craft: 'education' },
  { titleId: 715, categoryId: 12, craft: 'education' },
  { titleId: 724, categoryId: 12, craft: 'education' },
  { titleId: 725, categoryId: null, craft: 'frontDesk' },
  { titleId: 720, categoryId: null, craft: 'frontDesk' },
  { titleId: 709, categoryId: 5, craft: 'skin' },
];

/** National opportunities (validForAllState) posted by platform staff for brands. */
export const NATIONAL_ROLES: readonly SeedRole[] = [
  { titleId: 726, categoryId: 17, craft: 'brand' },
  { titleId: 727, categoryId: null, craft: 'brand' },
  { titleId: 715, categoryId: 12, craft: 'education' },
  { titleId: 716, categoryId: 17, craft: 'brand' },
];

/** Job types: the shared list, whose ids the search's job type filter matches. */
export const JOB_TYPES = OPPORTUNITY_JOB_TYPES.map((type) => type.name);
export type JobTypeName = OpportunityJobTypeName;

/** Payment structures (paymentMode ids; 173 'Don't show' is never offered) by craft. */
export const PAY_OF_CRAFT: Record<Craft, readonly number[]> = {
  hair: [170, 176, 175, 172, 177],
  color: [170, 176, 175],
  barber: [170, 172, 176, 177],
  skin: [176, 171, 175, 177],
  nails: [170, 176, 172],
  makeup: [171, 176, 170],
  lashes: [170, 176, 177],
  assistant: [171, 176],
  education: [174, 171],
  management: [174, 175],
  frontDesk: [171],
  spa: [174, 171, 176],
  brand: [174, 175, 171],
};

export const DUTIES: Record<Craft, readonly string[]> = {
  hair: [
    'Deliver precision cuts, blowouts and long-hair styling for a loyal, referral-driven clientele',
    'Run thorough consultations and rebook every guest before they leave the chair',
    'Recommend home care that fits each guest and keep retail part of the conversation',
    'Share your work on the salon’s social channels and build your own following',
    'Join our monthly in-salon education and quarterly advanced classes',
  ],
  color: [
    'Create lived-in blondes, balayage and dimensional brunettes',
    'Formulate corrective color and keep clear, shareable formula cards',
    'Lead color consultations and strand tests for new guests',
    'Mentor assistants on foiling patterns and toning at the color bar',
    'Keep the color bar stocked, organised and within its product budget',
  ],
  barber: [
    'Cut skin fades, tapers, scissor cuts and beard sculpting with clean detail work',
    'Offer hot-towel shaves and scalp treatments',
    'Keep your station sanitised to state board standards all day',
    'Build a book through walk-ins, online booking and rebooking',
  ],
  skin: [
    'Perform customised facials, chemical peels, dermaplaning and extractions',
    'Design home-care routines and follow up on progress',
    'Keep treatment rooms spotless and records complete',
    'Support waxing and brow services on busy days',
  ],
  nails: [
    'Deliver gel, acrylic and structured manicures with flawless prep',
    'Create nail art that our guests post and share',
    'Keep implements sterilised and logged to state board standards',
    'Offer spa pedicures and paraffin add-ons',
  ],
  makeup: [
    'Create bridal, editorial and special-event looks',
    'Lead on-location wedding parties with our bridal team',
    'Teach one-on-one makeup lessons and recommend products',
    'Keep a kit that is clean, current and inclusive of every skin tone',
  ],
  lashes: [
    'Apply classic, hybrid and volume lash sets with careful isolation',
    'Shape, tint and laminate brows',
    'Guide guests through aftercare and fill schedules',
    'Keep your station and tools sanitised between every guest',
  ],
  assistant: [
    'Shampoo, blow-dry and prep guests for their stylists',
    'Help at the color bar: mixing, timing and rinsing',
    'Keep the floor, stations and towels guest-ready',
    'Attend our apprenticeship classes and model nights on the path to your own chair',
  ],
  education: [
    'Teach theory and practical classes to cosmetology students',
    'Coach students on the clinic floor with real guests',
    'Prepare students for the state board written and practical exams',
    'Track attendance, hours and progress in our school software',
    'Plan demonstrations, guest artists and competitions',
  ],
  management: [
    'Lead a team of stylists, colorists and front desk coordinators',
    'Own the schedule, payroll hours and weekly numbers',
    'Coach every team member on rebooking, retail and guest care',
    'Plan promotions and events with the owner',
  ],
  frontDesk: [
    'Welcome every guest by name and keep the lobby calm and beautiful',
    'Manage the appointment book, confirmations and waitlists',
    'Check guests out, rebook and recommend retail',
    'Answer calls, messages and online booking requests',
  ],
  spa: [
    'Deliver Swedish, deep-tissue and hot-stone massages',
    'Lead a small spa team and plan its schedule',
    'Keep the treatment rooms and relaxation lounge immaculate',
    'Introduce guests to our seasonal rituals and packages',
  ],
  brand: [
    'Represent the brand in salons and at trade shows across the country',
    'Teach product knowledge and technique classes to salon teams',
    'Build relationships with salon owners and distributors',
    'Create content that shows the brand’s work at its best',
  ],
};

export const REQUIREMENTS: Record<Craft, readonly string[]> = {
  hair: [
    'A current cosmetology license in this state',
    'Two or more years behind the chair',
    'A portfolio of your recent work',
    'A passion for continuing education',
  ],
  color: [
    'A current cosmetology license',
    'Confident with high-lift and corrective color',
    'Experience with professional color lines',
    'A portfolio of color work',
  ],
  barber: [
    'A current barber license',
    'Strong fade and clipper-over-comb skills',
    'A friendly, professional presence',
  ],
  skin: [
    'A current esthetician license',
    'One or more years of treatment-room experience',
    'Knowledge of professional skin care lines',
  ],
  nails: ['A current nail technician license', 'Clean, consistent prep and application', 'A portfolio'],
  makeup: [
    'A professional kit and portfolio',
    'Weekend availability for bridal season',
    'Experience with every skin type and tone',
  ],
  lashes: [
    'A lash certification (and the license your state asks for)',
    'Patient, detail-minded hands',
    'A portfolio of your sets',
  ],
  assistant: [
    'A cosmetology license or enrolment in a beauty school',
    'Eagerness to learn and a team-first attitude',
    'Availability on Saturdays',
  ],
  education: [
    'A current instructor license (or willingness to earn one)',
    'Three or more years of salon experience',
    'Patience, clarity and a love of teaching',
  ],
  management: [
    'Two or more years leading a salon or spa team',
    'Comfort with numbers and salon software',
    'A calm, coaching leadership style',
  ],
  frontDesk: [
    'Warm, clear communication in person and on the phone',
    'Comfort with booking software and payments',
    'Reliability and attention to detail',
  ],
  spa: [
    'A current massage therapy license',
    'Two or more years of spa experience',
    'A calm, guest-first presence',
  ],
  brand: [
    'Five or more years in the professional beauty industry',
    'Platform or education experience',
    'Willingness to travel',
  ],
};

export const OPENINGS: readonly string[] = [
  '{company} is growing in {city} and we are looking for a {title} who loves making guests feel their best.',
  'Our {city} team is adding a {title}: someone who cares about craft, guests and each other.',
  'We are hiring a {title} to join {company}, a team known in {city} for its education and culture.',
  '{company} has a chair open for a {title} ready to grow with a busy, supportive team.',
  'Come build your career with {company}: we are looking for a {title} in {city}.',
];

export const PERKS: readonly string[] = [
  'Paid advanced education with {brand}',
  'A guaranteed hourly wage while you build your book',
  'Flexible scheduling, including four-day weeks',
  'Health and dental benefits after 60 days',
  'A generous product discount and retail commission',
  'Paid time off that grows with you',
  'A marketing budget for your own clients',
  'A clear path to senior and master levels',
];

/** Contests (competition): their titles, posted under a catalogue job title. */
export const CONTESTS: readonly { name: string; titleId: number; categoryId: number; craft: Craft }[] = [
  { name: 'Spring Color Challenge', titleId: 703, categoryId: 4, craft: 'color' },
  { name: 'Bridal Updo Showdown', titleId: 700, categoryId: 2, craft: 'hair' },
  { name: 'Nail Art Face-Off', titleId: 711, categoryId: 6, craft: 'nails' },
  { name: 'Student Cutting Cup', titleId: 706, categoryId: 1, craft: 'assistant' },
  { name: 'Barber Battle', titleId: 707, categoryId: 3, craft: 'barber' },
  { name: 'Editorial Makeup Contest', titleId: 712, categoryId: 7, craft: 'makeup' },
];

export const CONTEST_TEXT =
  '<h3>How it works</h3><ul><li>Post your best look with the contest hashtag and apply here with your portfolio</li><li>Finalists are chosen by our artistic team</li><li>The winner is announced on our canvas</li></ul><h3>Prizes</h3><p><strong>First place:</strong> a {brand} education package and a feature on our social channels.</p>';

/**
 * The old site's job links (spec 1 §2.1: /job/receptionist, /job/seasoned-stylist-5-years,
 * /job/salon-apprentice), seeded as real opportunities under these slugs. The web app's legacy
 * redirects (apps/web/src/features/public/redirects.ts) send the old paths to these slugs: the
 * spec's ids 107-109 belonged to the old system's database, and ids here are generated.
 */
export const LEGACY_JOBS = [
  { slug: 'receptionist', title: 'Receptionist', categoryId: null, craft: 'frontDesk' },
  { slug: 'seasoned-stylist-5-years', title: 'Seasoned Stylist (5+ years)', categoryId: 2, craft: 'hair' },
  { slug: 'salon-apprentice', title: 'Salon Apprentice', categoryId: 1, craft: 'assistant' },
] as const satisfies readonly { slug: string; title: string; categoryId: number | null; craft: Craft }[];

/** Statuses of seeded applications: the three the applicant's list shows as is, and others (Pending). */
export const APPLICATION_MIX: readonly { status: ApplicantStatus; weight: number }[] = [
  { status: 'applied', weight: 50 },
  { status: 'interviewing', weight: 20 },
  { status: 'withdrawed', weight: 12 },
  { status: 'hired', weight: 8 },
  { status: 'notAFit', weight: 10 },
];
