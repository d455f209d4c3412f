import type { AddressPlace, AddressSuggestion } from '@canvas/shared';
import type { MockResponse } from './mock-api';

/** The street address the address pickers suggest in tests (the location cards, the info steps). */
export const CONGRESS: AddressSuggestion = {
  id: 'gz:78701:NTEyIENvbmdyZXNzIEF2ZQ',
  label: '512 Congress Ave',
  secondary: 'Austin, TX 78701',
};

/** Its details, placed at its ZIP code's centre (the bundled gazetteer's precision). */
export const CONGRESS_PLACE: AddressPlace = {
  address: '512 Congress Ave, Austin, TX 78701',
  city: 'Austin',
  state: 'Texas',
  stateShort: 'TX',
  zipCode: '78701',
  country: 'United States',
  countryShort: 'US',
  coordinates: [-97.7426, 30.2713],
  precision: 'zip',
};

/** mockApi answers of the street-address suggestions (CONGRESS) and their details (the place given). */
export function addressHandlers(place: AddressPlace = CONGRESS_PLACE): Record<string, MockResponse> {
  return {
    'GET /api/places/address/suggest': { body: { list: [CONGRESS] } },
    'GET /api/places/address/details': { body: place },
  };
}
