import { HIDDEN_PAYMENT_MODE_ID, HIDDEN_PAYMENT_MODE_NAME, type OptionKind } from '@canvas/shared';

/**
 * The option catalogues (spec 2 §7 Options) with STABLE ids: canvases store `optionId`s, browse
 * filters on them and 173 is 'Don't show' by the spec, so an id is never reused or renumbered.
 * Each kind owns a range of ids. Migration 0007 inserted exactly these rows; a change here needs a
 * new migration (options.test.ts compares the table with this file, so the two cannot drift).
 */
export interface CatalogueEntry {
  id: number;
  kind: OptionKind;
  name: string;
  licensed?: boolean;
  code?: string;
}

function numbered(kind: OptionKind, firstId: number, names: readonly string[]): CatalogueEntry[] {
  return names.map((name, index) => ({ id: firstId + index, kind, name }));
}

/** Categories: `licensed` marks the ones a US state licenses (Other = id 0 is a UI choice, not a row). */
const CATEGORIES: Array<[string, boolean]> = [
  ['Cosmetologist', true],
  ['Hair Stylist', true],
  ['Barber', true],
  ['Colorist', true],
  ['Esthetician', true],
  ['Nail Technician', true],
  ['Makeup Artist', false],
  ['Lash Artist', true],
  ['Brow Artist', false],
  ['Electrologist', true],
  ['Massage Therapist', true],
  ['Educator', true],
  ['Salon Manager', false],
  ['Spa Manager', false],
  ['Braider', false],
  ['Permanent Makeup Artist', true],
  ['Platform Artist', false],
  ['Trichologist', false],
];

const PROGRAMS = [
  'Cosmetology',
  'Barbering',
  'Esthetics',
  'Nail Technology',
  'Makeup Artistry',
  'Teacher Training',
  'Master Esthetics',
  'Hair Design',
  'Massage Therapy',
  'Electrology',
  'Eyelash Extensions',
  'Natural Hair Braiding',
  'Advanced Hair Color',
];

/** Payment preferences; 'Don't show' keeps the spec's id 173 and is hidden wherever it would show. */
const PAYMENT_MODES: CatalogueEntry[] = [
  { id: 170, kind: 'paymentMode', name: 'Commission' },
  { id: 171, kind: 'paymentMode', name: 'Hourly' },
  { id: 172, kind: 'paymentMode', name: 'Booth rental' },
  { id: 174, kind: 'paymentMode', name: 'Salary' },
  { id: 175, kind: 'paymentMode', name: 'Salary + commission' },
  { id: 176, kind: 'paymentMode', name: 'Hourly + commission' },
  { id: 177, kind: 'paymentMode', name: 'Suite rental' },
  { id: HIDDEN_PAYMENT_MODE_ID, kind: 'paymentMode', name: HIDDEN_PAYMENT_MODE_NAME },
];

const BRANDS = [
  'Redken',
  'Paul Mitchell',
  'Wella Professionals',
  'Matrix',
  'Olaplex',
  'Schwarzkopf Professional',
  'Kenra Professional',
  'Aveda',
  'Goldwell',
  'Joico',
  'Pureology',
  'Biolage',
  "L'Oréal Professionnel",
  'OPI',
  'CND',
  'Kérastase',
  'Bumble and bumble',
  'Oribe',
  'Moroccanoil',
  'Amika',
  'Davines',
  'Pravana',
  'Pulp Riot',
  'Living Proof',
  'R+Co',
  'Sebastian Professional',
  'Nioxin',
  'Keune',
  'Alterna',
  'Kevin Murphy',
  'Unite',
  'Framesi',
  'Dermalogica',
  'Image Skincare',
  'Eminence Organic Skin Care',
  'Jane Iredale',
  'MAC Cosmetics',
  'Anastasia Beverly Hills',
  'Essie',
  'Gelish',
  'Young Nails',
  'Andis',
  'Wahl Professional',
  'BaBylissPRO',
  'Dyson Professional',
  'ghd',
  'T3',
  'Hot Tools',
  'Xtreme Lashes',
  'RefectoCil',
];

const SOFTWARES = [
  'Vagaro',
  'Boulevard',
  'Square Appointments',
  'Mindbody',
  'GlossGenius',
  'Fresha',
  'Rosy',
  'Meevo',
  'Phorest',
  'SalonBiz',
  'Zenoti',
  'Booker',
  'Booksy',
  'StyleSeat',
  'Acuity Scheduling',
  'Schedulicity',
  'Mangomint',
  'DaySmart Salon',
  'Millennium',
  'Salon Iris',
  'Timely',
];

const SPECIALITIES = [
  'Balayage',
  'Color Correction',
  'Hair Extensions',
  'Bridal Hair',
  'Bridal Makeup',
  'Curly Hair',
  'Barbering Fades',
  'Keratin Treatments',
  'Lash Lift',
  'Lash Extensions',
  'Brow Lamination',
  'Microblading',
  'Highlights',
  'Blonding',
  'Vivid Color',
  'Gray Blending',
  'Precision Cuts',
  "Men's Grooming",
  'Beard Design',
  'Textured Hair',
  'Silk Press',
  'Braids',
  'Locs',
  'Updos',
  'Blowouts',
  'Perms',
  'Scalp Care',
  'Facials',
  'Chemical Peels',
  'Dermaplaning',
  'Microneedling',
  'Waxing',
  'Sugaring',
  'Acrylic Nails',
  'Gel Manicures',
  'Nail Art',
  'Pedicures',
  'Editorial Makeup',
  'Airbrush Makeup',
  'Special Effects Makeup',
  'Spray Tanning',
  "Kids' Cuts",
  'Razor Cuts',
  'Short Hair',
  'Wigs and Units',
  'Toning and Glossing',
  'Hand-tied Extensions',
  'Tape-in Extensions',
];

const COMPANY_BENEFITS = [
  'Health insurance',
  'Dental insurance',
  'Vision insurance',
  '401(k)',
  'Paid time off',
  'Paid education',
  'Product discounts',
  'Flexible schedule',
  'Commission bonuses',
  'Retail commission',
  'Career advancement path',
  'Complimentary services',
  'Parental leave',
  'Mentorship program',
  'Paid holidays',
  'Tuition reimbursement',
  'Employee assistance program',
  'Guaranteed base pay',
];

const CHARITIES = [
  'Wigs for Kids',
  'Look Good Feel Better',
  'Children With Hair Loss',
  'Beauty Changes Lives',
  'Clean the World',
  "St. Jude Children's Research Hospital",
  'Susan G. Komen',
  'American Cancer Society',
  'Dress for Success',
  'Habitat for Humanity',
  'Make-A-Wish',
  'Boys & Girls Clubs of America',
  'Feeding America',
  'Matter of Trust',
];

/** The 50 states and DC, by name, with their USPS codes. */
export const US_STATES: ReadonlyArray<[string, string]> = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
];

const JOB_TITLES = [
  'Stylist',
  'Senior Stylist',
  'Master Stylist',
  'Colorist',
  'Color Director',
  'Stylist Assistant',
  'Apprentice',
  'Barber',
  'Master Barber',
  'Esthetician',
  'Lead Esthetician',
  'Nail Technician',
  'Makeup Artist',
  'Lash Artist',
  'Brow Artist',
  'Educator',
  'Platform Artist',
  'Artistic Director',
  'Salon Manager',
  'Salon Owner',
  'Front Desk Coordinator',
  'Spa Director',
  'Massage Therapist',
  'Instructor',
  'Director of Education',
  'Admissions Representative',
  'Brand Ambassador',
  'Sales Consultant',
];

/** Every catalogue entry, in display order within each kind. */
export const OPTION_CATALOGUE: readonly CatalogueEntry[] = [
  ...CATEGORIES.map(([name, licensed], index) => ({
    id: 1 + index,
    kind: 'category' as const,
    name,
    licensed,
  })),
  ...numbered('program', 41, PROGRAMS),
  ...PAYMENT_MODES,
  ...numbered('brand', 200, BRANDS),
  ...numbered('software', 300, SOFTWARES),
  ...numbered('speciality', 400, SPECIALITIES),
  ...numbered('companyBenefit', 500, COMPANY_BENEFITS),
  ...numbered('charity', 550, CHARITIES),
  ...US_STATES.map(([name, code], index) => ({ id: 600 + index, kind: 'state' as const, name, code })),
  ...numbered('jobTitle', 700, JOB_TITLES),
];

/** Search tactics of the school search (spec 2 §7 uses types 2 and 20; the spec does not name them). */
export const SCHOOL_TACTIC_BEAUTY = 2;
export const SCHOOL_TACTIC_ACADEMY = 20;

export interface CatalogueSchool {
  id: number;
  name: string;
  city: string;
  state: string;
  tactic: number;
}

/**
 * Invented beauty schools (names made up for the demo; no real school is described). Stems and
 * kinds combine into 150 names, placed in the seed cities.
 */
const SCHOOL_STEMS = [
  'Aveline',
  'Blue Magnolia',
  'Copper & Comb',
  'Crescent',
  'Driftwood',
  'Elm Street',
  'Fairmont',
  'Golden Poppy',
  'Harborview',
  'Ivory Lane',
  'Juniper',
  'Kinsley',
  'Lakeshore',
  'Marigold',
  'Northwind',
  'Oak & Ivy',
  'Palisade',
  'Quartz',
  'Rosewood',
  'Silver Sage',
  'Tidewater',
  'Upland',
  'Velvet Rose',
  'Willow Creek',
  'Wren',
];
const SCHOOL_KINDS: Array<[string, number]> = [
  ['Academy of Cosmetology', SCHOOL_TACTIC_BEAUTY],
  ['Beauty Institute', SCHOOL_TACTIC_BEAUTY],
  ['School of Hair Design', SCHOOL_TACTIC_BEAUTY],
  ['Barber College', SCHOOL_TACTIC_ACADEMY],
  ['Esthetics Academy', SCHOOL_TACTIC_ACADEMY],
  ['College of Beauty', SCHOOL_TACTIC_BEAUTY],
];
const SCHOOL_PLACES: ReadonlyArray<[string, string]> = [
  ['Austin', 'TX'],
  ['Chicago', 'IL'],
  ['Los Angeles', 'CA'],
  ['New York', 'NY'],
  ['Miami', 'FL'],
  ['Atlanta', 'GA'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
  ['Phoenix', 'AZ'],
  ['Nashville', 'TN'],
  ['Portland', 'OR'],
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['Charlotte', 'NC'],
  ['Minneapolis', 'MN'],
  ['San Diego', 'CA'],
  ['Philadelphia', 'PA'],
  ['Boston', 'MA'],
  ['Las Vegas', 'NV'],
  ['Salt Lake City', 'UT'],
  ['Orlando', 'FL'],
  ['Columbus', 'OH'],
  ['Kansas City', 'MO'],
  ['New Orleans', 'LA'],
  ['Raleigh', 'NC'],
  ['San Francisco', 'CA'],
  ['Tampa', 'FL'],
  ['Detroit', 'MI'],
  ['St. Louis', 'MO'],
  ['Sacramento', 'CA'],
];

export const SCHOOL_CATALOGUE: readonly CatalogueSchool[] = SCHOOL_STEMS.flatMap((stem, stemIndex) =>
  SCHOOL_KINDS.map(([kind, tactic], kindIndex) => {
    const index = stemIndex * SCHOOL_KINDS.length + kindIndex;
    const place = SCHOOL_PLACES[(stemIndex * 7 + kindIndex * 11) % SCHOOL_PLACES.length] ?? ['Austin', 'TX'];
    return { id: index + 1, name: `${stem} ${kind}`, city: place[0], state: place[1], tactic };
  }),
);
