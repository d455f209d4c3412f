import { createRequire } from 'node:module';

/**
 * The bundled US gazetteer's source: the `zipcodes` npm package (BSD licence; ZIP codes with the
 * coordinates of their centre, city and state, from the federal government's public ZIP code
 * database). Loaded with `require` on demand: the data file is 5 MB of JavaScript, read only when
 * the places table is filled.
 */
interface RawZipCode {
  zip: string;
  latitude: number | string;
  longitude: number | string;
  city: string;
  state: string;
}

export interface ZipCode {
  zip: string;
  city: string;
  /** USPS code: 'TX'. */
  stateShort: string;
  /** Full name: 'Texas'. */
  state: string;
  latitude: number;
  longitude: number;
}

/** The 50 states, DC and Puerto Rico; military mail codes and other territories are left out. */
const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/** ZIP codes the source gives to a company rather than a town ('Bank Of New York', '115 Firms'). */
const COMPANY_NAME =
  /\d|&|\b(inc|co|corp|firms?|insurance|parcel|natl|lending|services|direct|edison|penney|brm|bmc|bureau|corporate|mailings?)\b|national bank|bank of|first union|contest mail/i;

export const stateName = (code: string): string | undefined => STATE_NAMES[code.toUpperCase()];
export const stateCodeByName = (name: string): string | undefined =>
  Object.entries(STATE_NAMES).find(([, full]) => full.toLowerCase() === name.toLowerCase())?.[0];
export const STATE_CODES = Object.keys(STATE_NAMES);

/** Every ZIP code of a state, DC or Puerto Rico that has coordinates (about 41,000). */
export function loadZipCodes(): ZipCode[] {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, RawZipCode> };
  const list: ZipCode[] = [];
  for (const code of Object.values(codes)) {
    const state = STATE_NAMES[code.state];
    const latitude = Number(code.latitude);
    const longitude = Number(code.longitude);
    // The source marks unknown coordinates as 0,0.
    if (!state || !/^\d{5}$/.test(code.zip) || (latitude === 0 && longitude === 0)) continue;
    if (COMPANY_NAME.test(code.city)) continue;
    list.push({ zip: code.zip, city: code.city.trim(), stateShort: code.state, state, latitude, longitude });
  }
  return list;
}
