/**
 * Word lists and places for the demo salons and schools (seed-business.ts). Businesses and people
 * are invented; the ZIP codes and their centres are the bundled gazetteer's (seed.test.ts checks
 * every one against it), so a seeded address is exactly what the gazetteer would place there.
 */

/** [ZIP code, longitude, latitude] of a ZIP code's centre. */
export type SeedZip = readonly [zip: string, longitude: number, latitude: number];

/**
 * Three downtown ZIP codes of each demo city (seed-data.ts SEED_CITIES), nearest the city's centre
 * first, from the `zipcodes` package the gazetteer loads. Held here so seeding needs neither the
 * places table (empty with the Mapbox provider) nor the 5 MB source.
 */
export const CITY_ZIPS: Readonly<Record<string, readonly SeedZip[]>> = {
  'New York, NY': [
    ['10012', -73.9983, 40.7255],
    ['10047', -74.01, 40.71],
    ['10015', -74, 40.71],
  ],
  'Brooklyn, NY': [
    ['11216', -73.9496, 40.6794],
    ['11213', -73.9367, 40.67],
    ['11225', -73.9546, 40.6628],
  ],
  'Los Angeles, CA': [
    ['90013', -118.2434, 34.0448],
    ['90012', -118.2385, 34.0614],
    ['90071', -118.2549, 34.0529],
  ],
  'Chicago, IL': [
    ['60602', -87.6321, 41.8829],
    ['60605', -87.6277, 41.8713],
    ['60661', -87.643, 41.8814],
  ],
  'Houston, TX': [
    ['77002', -95.3594, 29.7594],
    ['77006', -95.3923, 29.7409],
    ['77052', -95.3633, 29.7633],
  ],
  'Phoenix, AZ': [
    ['85003', -112.0774, 33.4511],
    ['85007', -112.0893, 33.4523],
    ['85006', -112.0474, 33.465],
  ],
  'Philadelphia, PA': [
    ['19107', -75.1593, 39.9487],
    ['19108', -75.1616, 39.9598],
    ['19103', -75.1741, 39.9513],
  ],
  'San Antonio, TX': [
    ['78212', -98.4935, 29.4388],
    ['78215', -98.4793, 29.4413],
    ['78286', -98.49, 29.42],
  ],
  'San Diego, CA': [
    ['92103', -117.1636, 32.7466],
    ['92134', -117.1466, 32.7242],
    ['92184', -117.16, 32.71],
  ],
  'Dallas, TX': [
    ['75201', -96.8044, 32.7904],
    ['75222', -96.7776, 32.7673],
    ['75286', -96.8, 32.78],
  ],
  'Austin, TX': [
    ['78701', -97.7426, 30.2713],
    ['78712', -97.7354, 30.2852],
    ['78780', -97.74, 30.26],
  ],
  'Jacksonville, FL': [
    ['32202', -81.6517, 30.3299],
    ['32206', -81.6488, 30.3511],
    ['32214', -81.6831, 30.3449],
  ],
  'San Jose, CA': [
    ['95112', -121.887, 37.3476],
    ['95141', -121.895, 37.3394],
    ['95172', -121.8847, 37.334],
  ],
  'Columbus, OH': [
    ['43215', -83.0044, 39.9671],
    ['43206', -82.9748, 39.9426],
    ['43203', -82.9691, 39.9719],
  ],
  'Charlotte, NC': [
    ['28203', -80.8583, 35.2081],
    ['28204', -80.8231, 35.2132],
    ['28271', -80.8358, 35.216],
  ],
  'Indianapolis, IN': [
    ['46204', -86.1535, 39.772],
    ['46206', -86.1613, 39.7613],
    ['46202', -86.1595, 39.7851],
  ],
  'San Francisco, CA': [
    ['94103', -122.4147, 37.7725],
    ['94109', -122.4186, 37.7917],
    ['94115', -122.4358, 37.7856],
  ],
  'Seattle, WA': [
    ['98101', -122.3305, 47.6114],
    ['98121', -122.3447, 47.6151],
    ['98171', -122.33, 47.6],
  ],
  'Denver, CO': [
    ['80203', -104.9811, 39.7313],
    ['80205', -104.9661, 39.759],
    ['80290', -104.9876, 39.7436],
  ],
  'Nashville, TN': [
    ['37203', -86.7916, 36.1504],
    ['37213', -86.7669, 36.1663],
    ['37222', -86.7844, 36.1659],
  ],
  'Washington, DC': [
    ['20009', -77.0375, 38.9202],
    ['20063', -77.0466, 38.9053],
    ['20527', -77.0361, 38.9029],
  ],
  'Boston, MA': [
    ['02109', -71.0545, 42.36],
    ['02114', -71.0682, 42.3611],
    ['02295', -71.06, 42.35],
  ],
  'Las Vegas, NV': [
    ['89101', -115.1224, 36.1721],
    ['89106', -115.1617, 36.1847],
    ['89111', -115.1372, 36.175],
  ],
  'Portland, OR': [
    ['97204', -122.6745, 45.5181],
    ['97205', -122.6888, 45.5207],
    ['97201', -122.6897, 45.5078],
  ],
  'Detroit, MI': [
    ['48201', -83.0604, 42.3474],
    ['48207', -83.0271, 42.3524],
    ['48216', -83.0827, 42.3275],
  ],
  'Memphis, TN': [
    ['38103', -90.048, 35.144],
    ['38105', -90.033, 35.1497],
    ['38126', -90.0424, 35.1255],
  ],
  'Louisville, KY': [
    ['40202', -85.7476, 38.2507],
    ['40203', -85.7694, 38.2493],
    ['40208', -85.7648, 38.22],
  ],
  'Baltimore, MD': [
    ['21202', -76.6075, 39.2998],
    ['21203', -76.6205, 39.2847],
    ['21265', -76.6, 39.29],
  ],
  'Milwaukee, WI': [
    ['53202', -87.8968, 43.0506],
    ['53259', -87.9139, 43.0387],
    ['53278', -87.9024, 43.0389],
  ],
  'Albuquerque, NM': [
    ['87104', -106.6712, 35.1038],
    ['87106', -106.6169, 35.079],
    ['87165', -106.64, 35.08],
  ],
  'Tucson, AZ': [
    ['85701', -110.9694, 32.2139],
    ['85721', -110.95, 32.2338],
    ['85713', -110.9739, 32.1941],
  ],
  'Sacramento, CA': [
    ['95816', -121.4675, 38.5728],
    ['95818', -121.4929, 38.5568],
    ['94246', -121.49, 38.58],
  ],
  'Atlanta, GA': [
    ['30308', -84.3757, 33.7718],
    ['30313', -84.3935, 33.7683],
    ['31136', -84.3824, 33.7473],
  ],
  'Miami, FL': [
    ['33129', -80.2013, 25.7559],
    ['33128', -80.2089, 25.7756],
    ['33159', -80.2, 25.77],
  ],
  'Minneapolis, MN': [
    ['55401', -93.2683, 44.9835],
    ['55415', -93.2585, 44.9742],
    ['55402', -93.2759, 44.9762],
  ],
  'New Orleans, LA': [
    ['70112', -90.0753, 29.9605],
    ['70113', -90.0848, 29.9405],
    ['70163', -90.0755, 29.95],
  ],
  'Tampa, FL': [
    ['33602', -82.4597, 27.9614],
    ['33605', -82.4334, 27.9671],
    ['33603', -82.463, 27.9845],
  ],
  'Orlando, FL': [
    ['32801', -81.3727, 28.5399],
    ['32805', -81.4045, 28.5302],
    ['32803', -81.3535, 28.5559],
  ],
  'Salt Lake City, UT': [
    ['84101', -111.8967, 40.7559],
    ['84111', -111.881, 40.7548],
    ['84136', -111.8879, 40.7685],
  ],
  'Kansas City, MO': [
    ['64106', -94.5699, 39.1052],
    ['64105', -94.5901, 39.1025],
    ['64172', -94.57, 39.09],
  ],
  'Raleigh, NC': [
    ['27605', -78.653, 35.7908],
    ['27611', -78.6253, 35.7977],
    ['27697', -78.6386, 35.7721],
  ],
  'St. Louis, MO': [
    ['63101', -90.1913, 38.6346],
    ['63103', -90.2164, 38.6332],
    ['63196', -90.2, 38.62],
  ],
  'Pittsburgh, PA': [
    ['15222', -79.9933, 40.4477],
    ['15219', -79.983, 40.4423],
    ['15211', -80.0144, 40.4295],
  ],
  'Scottsdale, AZ': [
    ['85251', -111.9167, 33.4936],
    ['85257', -111.9151, 33.4669],
    ['85261', -111.899, 33.5092],
  ],
  'Charleston, SC': [
    ['29401', -79.9371, 32.7795],
    ['29403', -79.9493, 32.7976],
    ['29425', -79.9471, 32.7862],
  ],
};

/**
 * What a business mostly does: picks the career track (seed-data.ts TRACKS, by program id) whose
 * categories and specialities it carries, and its headline.
 */
export type BusinessFocus = 'hair' | 'barber' | 'skin' | 'nails' | 'lash' | 'natural';

/** The TRACKS program id of each focus. */
export const FOCUS_PROGRAM: Record<BusinessFocus, number> = {
  hair: 41,
  barber: 42,
  skin: 43,
  nails: 44,
  lash: 51,
  natural: 52,
};

/** A business's focus from its name ('Fern & Fade Barbers' cuts hair short). */
export function focusOfName(name: string): BusinessFocus {
  if (/barber|fade|cuts/i.test(name)) return 'barber';
  if (/skin|spa\b|glow/i.test(name)) return 'skin';
  if (/nail|polish/i.test(name)) return 'nails';
  if (/lash|brow/i.test(name)) return 'lash';
  if (/curl|coil|crown|braid/i.test(name)) return 'natural';
  return 'hair';
}

/** Salons beyond the ones employment histories name (seed-data.ts SALONS), to make about 40. */
export const MORE_SALONS = [
  'Maison Lumière Salon',
  'The Curl Conservatory',
  'Crown & Coil Studio',
  'Blue Hour Barber Club',
  'Sunday Glow Skin Bar',
  'Polished Nail Atelier',
  'Hollow Oak Hair Co.',
  'Golden Hour Color Bar',
  'Linen & Lather Barbers',
  'Silk Thread Brow Studio',
  'Mirror Mirror Salon',
  'Saffron Salon & Spa',
  'The Braid Loft',
  'Cloud Nine Lash Lounge',
  'Aurelia Hair Atelier',
  'Wildflower Salon',
  'Fieldstone Barber Co.',
  'Opaline Skin Studio',
] as const;

export const BUSINESS_HEADLINES: Record<BusinessFocus, readonly string[]> = {
  hair: [
    'Lived-in color and precision cuts in the heart of {city}',
    'A modern color studio with an education-first culture',
    "{city}'s home for blondes, glosses and healthy hair",
    'Hair artistry, warm hospitality and a team that grows together',
  ],
  barber: [
    'Classic cuts, sharp fades and hot-towel shaves',
    'A neighborhood barbershop with a master-barber bench',
    'Precision barbering and beard design since day one',
  ],
  skin: [
    'Results-driven facials and skin coaching',
    'A calm skin studio for glowing, healthy skin',
    'Clinical results with a spa welcome',
  ],
  nails: ['Structured gel, nail art and spotless hygiene', 'Hand-painted nail art and long-wear manicures'],
  lash: ['Lashes and brows, tailored to every face', 'A lash and brow studio built on detail'],
  natural: [
    'Silk presses, braids and loc care for every texture',
    'Textured-hair specialists in the heart of {city}',
  ],
};

export const BUSINESS_ABOUT_OPENINGS = [
  'We opened our doors with one idea: every guest deserves to leave feeling like their best self.',
  'Founded by stylists for stylists, our studio is built around craft, kindness and continuing education.',
  'What started as three chairs and a big dream is now a team of artists our guests trust with their look.',
  'We are an independent, artist-owned studio with a loyal community of guests.',
  'Our team blends editorial skill with everyday wearability, and we never rush a consultation.',
];

export const BUSINESS_ABOUT_MIDDLES = [
  'Our artists specialise in {specialities}, and every service starts with a real conversation.',
  'Guests come to us for {specialities}; they stay for the hospitality and the results.',
  'From {specialities} to the perfect finish, we tailor every appointment to the guest in the chair.',
];

export const BUSINESS_ABOUT_CLOSINGS = [
  'We are proud to work with {brands} and to give back to our neighborhood every season.',
  'Our back bar is stocked with {brands}, and our front desk keeps the day running on time.',
  'Each month we host an open education night, and guests are welcome to join our model calls.',
];

export const BUSINESS_WHY_JOIN = [
  'We invest in you: paid advanced education, a clear path from assistant to senior artist and a team that lifts each other up.',
  'Join a salon with a full book, a marketing team behind you and a culture where your creativity is the product.',
  'Flexible schedules, guaranteed base pay while you build, and mentorship from artists who have been where you are.',
  'We keep our team small on purpose: every artist gets education, attention and a real voice in how the salon runs.',
];

export const SCHOOL_HEADLINES = [
  'Where beauty careers begin',
  'Hands-on beauty education with small class sizes',
  'Licensed instructors, real guests, real careers',
  'Train with industry leaders in {city}',
  'Cosmetology, barbering and esthetics under one roof',
];

export const SCHOOL_ABOUT_OPENINGS = [
  'For more than a decade our school has prepared students for state board exams and for the floor.',
  'Our campus pairs classic technique with the business skills a modern stylist needs.',
  'We are a family-owned school with licensed instructors who still work behind the chair.',
  'Students learn on real guests in our student salon from their second month.',
];

export const SCHOOL_ABOUT_MIDDLES = [
  'Programs include {programs}, with day and evening schedules for working students.',
  'We offer {programs}, each with a dedicated instructor and a clinic floor of its own.',
  'Our {programs} programs combine theory, practical labs and a guided externship.',
];

export const SCHOOL_ABOUT_CLOSINGS = [
  'Graduates leave with a portfolio, a resume and introductions to salons that hire from us every term.',
  'Financial aid advisers and career services are part of every enrollment.',
  'Our students compete in regional hair shows and volunteer in the community every semester.',
];

export const SCHOOL_WHY_CHOOSE = [
  'High state board pass rates, small classes and instructors who know every student by name.',
  'Career services from day one: portfolio building, interview practice and salon placement.',
  'Flexible day and evening schedules, financial aid for those who qualify and a student salon open to the public.',
  'An industry-connected school: brand education days, guest artists and partner salons that hire our graduates.',
];

/** Programs a school of each catalogue kind (options/catalogue.ts SCHOOL_KINDS) teaches first. */
export const SCHOOL_KIND_PROGRAMS: ReadonlyArray<[RegExp, readonly number[]]> = [
  [/Barber College/, [42, 46]],
  [/Esthetics Academy/, [43, 47, 51, 45]],
  [/Hair Design/, [48, 41, 53]],
  [/./, [41, 43, 44, 46]],
];

/** Names of the further salon and school owners, and of invited staff who have no account yet. */
export const PEOPLE_FIRST = [
  'Alina',
  'Brooke',
  'Cora',
  'Dario',
  'Erin',
  'Felix',
  'Gia',
  'Hugo',
  'Iris',
  'Jonah',
  'Kendra',
  'Leon',
  'Monique',
  'Nico',
  'Odette',
  'Rafael',
];
export const PEOPLE_LAST = [
  'Abbott',
  'Baker',
  'Cruz',
  'Dalton',
  'Evans',
  'Fischer',
  'Greer',
  'Hale',
  'Ibarra',
  'Kowalski',
  'Lambert',
  'Mbeki',
  'Navarro',
  'Okoro',
];
