/**
 * Word lists for the demo canvases (seed.ts). Salons and people are invented; cities are real,
 * with their coordinates, so browse by distance works on the demo.
 */

export interface SeedCity {
  city: string;
  state: string;
  stateShort: string;
  /** [longitude, latitude] */
  coordinates: [number, number];
  /** An area code for demo phone numbers (555 numbers are reserved for fiction). */
  areaCode: string;
}

export const SEED_CITIES: readonly SeedCity[] = [
  { city: 'New York', state: 'New York', stateShort: 'NY', coordinates: [-74.006, 40.7128], areaCode: '212' },
  {
    city: 'Brooklyn',
    state: 'New York',
    stateShort: 'NY',
    coordinates: [-73.9442, 40.6782],
    areaCode: '718',
  },
  {
    city: 'Los Angeles',
    state: 'California',
    stateShort: 'CA',
    coordinates: [-118.2437, 34.0522],
    areaCode: '213',
  },
  { city: 'Chicago', state: 'Illinois', stateShort: 'IL', coordinates: [-87.6298, 41.8781], areaCode: '312' },
  { city: 'Houston', state: 'Texas', stateShort: 'TX', coordinates: [-95.3698, 29.7604], areaCode: '713' },
  { city: 'Phoenix', state: 'Arizona', stateShort: 'AZ', coordinates: [-112.074, 33.4484], areaCode: '602' },
  {
    city: 'Philadelphia',
    state: 'Pennsylvania',
    stateShort: 'PA',
    coordinates: [-75.1652, 39.9526],
    areaCode: '215',
  },
  {
    city: 'San Antonio',
    state: 'Texas',
    stateShort: 'TX',
    coordinates: [-98.4936, 29.4241],
    areaCode: '210',
  },
  {
    city: 'San Diego',
    state: 'California',
    stateShort: 'CA',
    coordinates: [-117.1611, 32.7157],
    areaCode: '619',
  },
  { city: 'Dallas', state: 'Texas', stateShort: 'TX', coordinates: [-96.797, 32.7767], areaCode: '214' },
  { city: 'Austin', state: 'Texas', stateShort: 'TX', coordinates: [-97.7431, 30.2672], areaCode: '512' },
  {
    city: 'Jacksonville',
    state: 'Florida',
    stateShort: 'FL',
    coordinates: [-81.6557, 30.3322],
    areaCode: '904',
  },
  {
    city: 'San Jose',
    state: 'California',
    stateShort: 'CA',
    coordinates: [-121.8863, 37.3382],
    areaCode: '408',
  },
  { city: 'Columbus', state: 'Ohio', stateShort: 'OH', coordinates: [-82.9988, 39.9612], areaCode: '614' },
  {
    city: 'Charlotte',
    state: 'North Carolina',
    stateShort: 'NC',
    coordinates: [-80.8431, 35.2271],
    areaCode: '704',
  },
  {
    city: 'Indianapolis',
    state: 'Indiana',
    stateShort: 'IN',
    coordinates: [-86.1581, 39.7684],
    areaCode: '317',
  },
  {
    city: 'San Francisco',
    state: 'California',
    stateShort: 'CA',
    coordinates: [-122.4194, 37.7749],
    areaCode: '415',
  },
  {
    city: 'Seattle',
    state: 'Washington',
    stateShort: 'WA',
    coordinates: [-122.3321, 47.6062],
    areaCode: '206',
  },
  { city: 'Denver', state: 'Colorado', stateShort: 'CO', coordinates: [-104.9903, 39.7392], areaCode: '303' },
  {
    city: 'Nashville',
    state: 'Tennessee',
    stateShort: 'TN',
    coordinates: [-86.7816, 36.1627],
    areaCode: '615',
  },
  {
    city: 'Washington',
    state: 'District of Columbia',
    stateShort: 'DC',
    coordinates: [-77.0369, 38.9072],
    areaCode: '202',
  },
  {
    city: 'Boston',
    state: 'Massachusetts',
    stateShort: 'MA',
    coordinates: [-71.0589, 42.3601],
    areaCode: '617',
  },
  {
    city: 'Las Vegas',
    state: 'Nevada',
    stateShort: 'NV',
    coordinates: [-115.1398, 36.1699],
    areaCode: '702',
  },
  { city: 'Portland', state: 'Oregon', stateShort: 'OR', coordinates: [-122.6784, 45.5152], areaCode: '503' },
  { city: 'Detroit', state: 'Michigan', stateShort: 'MI', coordinates: [-83.0458, 42.3314], areaCode: '313' },
  { city: 'Memphis', state: 'Tennessee', stateShort: 'TN', coordinates: [-90.049, 35.1495], areaCode: '901' },
  {
    city: 'Louisville',
    state: 'Kentucky',
    stateShort: 'KY',
    coordinates: [-85.7585, 38.2527],
    areaCode: '502',
  },
  {
    city: 'Baltimore',
    state: 'Maryland',
    stateShort: 'MD',
    coordinates: [-76.6122, 39.2904],
    areaCode: '410',
  },
  {
    city: 'Milwaukee',
    state: 'Wisconsin',
    stateShort: 'WI',
    coordinates: [-87.9065, 43.0389],
    areaCode: '414',
  },
  {
    city: 'Albuquerque',
    state: 'New Mexico',
    stateShort: 'NM',
    coordinates: [-106.6504, 35.0844],
    areaCode: '505',
  },
  { city: 'Tucson', state: 'Arizona', stateShort: 'AZ', coordinates: [-110.9747, 32.2226], areaCode: '520' },
  {
    city: 'Sacramento',
    state: 'California',
    stateShort: 'CA',
    coordinates: [-121.4944, 38.5816],
    areaCode: '916',
  },
  { city: 'Atlanta', state: 'Georgia', stateShort: 'GA', coordinates: [-84.388, 33.749], areaCode: '404' },
  { city: 'Miami', state: 'Florida', stateShort: 'FL', coordinates: [-80.1918, 25.7617], areaCode: '305' },
  {
    city: 'Minneapolis',
    state: 'Minnesota',
    stateShort: 'MN',
    coordinates: [-93.265, 44.9778],
    areaCode: '612',
  },
  {
    city: 'New Orleans',
    state: 'Louisiana',
    stateShort: 'LA',
    coordinates: [-90.0715, 29.9511],
    areaCode: '504',
  },
  { city: 'Tampa', state: 'Florida', stateShort: 'FL', coordinates: [-82.4572, 27.9506], areaCode: '813' },
  { city: 'Orlando', state: 'Florida', stateShort: 'FL', coordinates: [-81.3792, 28.5383], areaCode: '407' },
  {
    city: 'Salt Lake City',
    state: 'Utah',
    stateShort: 'UT',
    coordinates: [-111.891, 40.7608],
    areaCode: '801',
  },
  {
    city: 'Kansas City',
    state: 'Missouri',
    stateShort: 'MO',
    coordinates: [-94.5786, 39.0997],
    areaCode: '816',
  },
  {
    city: 'Raleigh',
    state: 'North Carolina',
    stateShort: 'NC',
    coordinates: [-78.6382, 35.7796],
    areaCode: '919',
  },
  {
    city: 'St. Louis',
    state: 'Missouri',
    stateShort: 'MO',
    coordinates: [-90.1994, 38.627],
    areaCode: '314',
  },
  {
    city: 'Pittsburgh',
    state: 'Pennsylvania',
    stateShort: 'PA',
    coordinates: [-79.9959, 40.4406],
    areaCode: '412',
  },
  {
    city: 'Scottsdale',
    state: 'Arizona',
    stateShort: 'AZ',
    coordinates: [-111.9261, 33.4942],
    areaCode: '480',
  },
  {
    city: 'Charleston',
    state: 'South Carolina',
    stateShort: 'SC',
    coordinates: [-79.9311, 32.7765],
    areaCode: '843',
  },
];

export const STREETS = [
  'Main St',
  'Oak Ave',
  'Elm St',
  'Maple Ave',
  'Market St',
  'Broadway',
  'Park Ave',
  'Pine St',
  'Cedar Ln',
  'Lake St',
  'Grand Ave',
  'Magnolia Blvd',
  'Highland Ave',
  'Sunset Blvd',
  'Peachtree St',
  'Congress Ave',
];

/** Invented salons, studios and spas for employment histories. */
export const SALONS = [
  'Gilded Comb Salon',
  'Studio Verbena',
  'The Honey Room',
  'Marigold & Mane',
  'Lumen Hair Studio',
  'Velvet Chair Collective',
  'Sable & Stone',
  'The Blonde Library',
  'Kindred Hair Co.',
  'Fern & Fade Barbers',
  'Saltwater Skin Studio',
  'Petal Lash Lounge',
  'Atelier Noir Salon',
  'Juniper Nail Bar',
  'Copperline Barbershop',
  'Bloom Brow Bar',
  'The Gloss Society',
  'Harbor Light Spa',
  'Rosewater Beauty Lab',
  'Ivy & Iris Salon',
  'Northside Cuts',
  'Palomino Hair House',
];

export interface Track {
  /** Program option id (catalogue.ts) and category option ids this track usually carries. */
  programId: number;
  categoryIds: number[];
  studentTitle: string;
  proTitles: string[];
  specialityIds: number[];
  jobTitles: string[];
  work: string[];
}

/** Career tracks: keep a person's program, licences, titles and specialities consistent. */
export const TRACKS: readonly Track[] = [
  {
    programId: 41,
    categoryIds: [1, 2, 4],
    studentTitle: 'Cosmetology Student',
    proTitles: ['Hair Stylist', 'Senior Colorist', 'Balayage Specialist', 'Color Director', 'Master Stylist'],
    specialityIds: [400, 401, 402, 412, 413, 414, 415, 416, 424, 445],
    jobTitles: ['Stylist', 'Senior Stylist', 'Colorist', 'Stylist Assistant', 'Color Director'],
    work: [
      'Lived-in balayage',
      'Copper melt',
      'Soft money piece',
      'Gray blending',
      'Glossy brunette',
      'Vivid sunset',
    ],
  },
  {
    programId: 42,
    categoryIds: [3],
    studentTitle: 'Barbering Student',
    proTitles: ['Master Barber', 'Barber', 'Fade Specialist', 'Barber & Educator'],
    specialityIds: [406, 417, 418, 419, 441, 442],
    jobTitles: ['Barber', 'Master Barber', 'Apprentice', 'Educator'],
    work: ['Skin fade', 'Textured crop', 'Beard sculpt', 'Classic taper', 'Razor line-up', 'Curly top fade'],
  },
  {
    programId: 43,
    categoryIds: [5],
    studentTitle: 'Esthetics Student',
    proTitles: ['Licensed Esthetician', 'Skin Therapist', 'Lead Esthetician', 'Medical Esthetician'],
    specialityIds: [427, 428, 429, 430, 431, 432],
    jobTitles: ['Esthetician', 'Lead Esthetician', 'Spa Director'],
    work: ['Glow facial', 'Dermaplaning result', 'Brow shaping', 'Peel series', 'Acne clearing journey'],
  },
  {
    programId: 44,
    categoryIds: [6],
    studentTitle: 'Nail Technology Student',
    proTitles: ['Nail Artist', 'Nail Technician', 'Gel Specialist'],
    specialityIds: [433, 434, 435, 436],
    jobTitles: ['Nail Technician', 'Educator'],
    work: ['Chrome french', 'Structured gel', 'Hand-painted florals', 'Milky almond set', 'Spring nail art'],
  },
  {
    programId: 45,
    categoryIds: [7],
    studentTitle: 'Makeup Artistry Student',
    proTitles: ['Makeup Artist', 'Bridal Makeup Artist', 'Editorial Makeup Artist'],
    specialityIds: [404, 437, 438, 439, 423],
    jobTitles: ['Makeup Artist', 'Brand Ambassador', 'Platform Artist'],
    work: ['Soft glam bride', 'Editorial liner', 'Airbrush finish', 'Red carpet glam', 'Natural skin prep'],
  },
  {
    programId: 51,
    categoryIds: [8, 9],
    studentTitle: 'Lash & Brow Student',
    proTitles: ['Lash Artist', 'Lash & Brow Specialist', 'Brow Artist'],
    specialityIds: [408, 409, 410, 411],
    jobTitles: ['Lash Artist', 'Brow Artist', 'Educator'],
    work: ['Hybrid lash set', 'Lash lift and tint', 'Brow lamination', 'Volume lashes', 'Wispy classic set'],
  },
  {
    programId: 52,
    categoryIds: [15, 2],
    studentTitle: 'Natural Hair Braiding Student',
    proTitles: ['Braider & Loctician', 'Natural Hair Specialist', 'Silk Press Specialist'],
    specialityIds: [405, 419, 420, 421, 422, 444],
    jobTitles: ['Stylist', 'Senior Stylist', 'Salon Owner'],
    work: ['Knotless braids', 'Silk press', 'Loc retwist', 'Defined curls', 'Protective style'],
  },
];

export const ABOUT_OPENINGS = [
  'I believe great hair starts with listening.',
  'Beauty, for me, is about helping people feel like themselves on their best day.',
  'I fell in love with this craft in my aunt’s salon chair and never looked back.',
  'My chair is a calm, judgment-free space where every guest leaves lighter.',
  'I’m a detail person: clean lines, healthy hair and results that grow out beautifully.',
  'I started doing friends’ hair in high school and turned it into a career.',
  'Education keeps me sharp — I take at least two advanced classes every year.',
  'I love transformations, but I love maintenance plans that fit real life even more.',
];

export const ABOUT_MIDDLES = [
  'I specialise in {specialities}, and I tailor every service to the guest’s lifestyle and budget.',
  'Most of my guests come to me for {specialities}, and stay for the consultation.',
  'My favourite work is {specialities} — soft, wearable and low maintenance.',
  'Clients trust me with {specialities}, from first-time visits to big changes.',
];

export const ABOUT_CLOSINGS = [
  'Outside the salon you’ll find me at hair shows, assisting educators and learning new techniques.',
  'I volunteer with local shelters offering free cuts once a month.',
  'I’m proud to work with brands like {brands}.',
  'I keep a tidy, well-organised station and run on time.',
  'My goal is to build a loyal book and eventually mentor new stylists.',
];

export const REASONS = [
  'I’m looking for a team that invests in education and a culture where assistants grow into stylists.',
  'I want to connect with salons that value creativity, kindness and a steady book.',
  'I’m here to find a mentor and a salon where I can build my clientele.',
  'I’d love to join a modern salon with a strong color program.',
  'I’m open to booth rental or commission opportunities that give me room to grow.',
  'I want to meet other artists, share my work and find my next chapter.',
];

export const JOB_DESCRIPTIONS = [
  'Built a book of {n} regular guests through referrals and rebooking at checkout.',
  'Led color consultations and trained two assistants on foiling patterns.',
  'Handled the full guest journey: consultation, service, styling education and retail recommendations.',
  'Averaged a {n}% rebooking rate and kept a five-star review average.',
  'Assisted senior stylists on the floor and ran the color bar during busy weekends.',
  'Created social content for the salon and grew its Instagram audience.',
];

export const AWARD_ISSUERS: Record<string, string[]> = {
  NAHA: ['Professional Beauty Association'],
  Beacon: ['Professional Beauty Association'],
  Caper: ['Caper Committee'],
  "Dean's List": ['School Dean'],
  Honors: ['Academic Office'],
  Scholarship: ['Beauty Changes Lives', 'School Foundation'],
  'Redken Specialist Program': ['Redken'],
  'Shades EQ Specialist Program': ['Redken'],
  'Redken Safe Space Educated': ['Redken'],
  'Biolage Scalp Certified Specialist': ['Biolage'],
  'Head Up Completion': ['Head Up Program'],
  'Purpose Discovery/EQ 101': ['Purpose Discovery'],
};
