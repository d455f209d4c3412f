import type { AddressPlace, CanvasLocation } from '@canvas/shared';
import type { AddressChange } from '@/components/address-autocomplete/address-autocomplete';

/** Spec 2 §9: one square metre is 10.76 square feet, the result floored. */
export const SQUARE_FEET_PER_SQUARE_METRE = 10.76;

export type AreaUnit = CanvasLocation['areaUnit'];
export type OrgCanvasType = 'business' | 'school';

/**
 * An area in the other unit: m² to ft² multiplies by 10.76 and floors (spec 2 §9); ft² to m² divides
 * and floors likewise, so the field keeps whole numbers (its '.' key is blocked, spec 2 §5).
 */
export function convertArea(area: number, from: AreaUnit, to: AreaUnit): number {
  if (from === to) return area;
  return to === 'ft'
    ? Math.floor(area * SQUARE_FEET_PER_SQUARE_METRE)
    : Math.floor(area / SQUARE_FEET_PER_SQUARE_METRE);
}

/** The area in square feet, whatever unit it was entered in (previews compare and show ft²). */
export const areaInSquareFeet = (location: Pick<CanvasLocation, 'area' | 'areaUnit'>): number =>
  convertArea(location.area, location.areaUnit, 'ft');

/** A blank location card; schools carry their class and student fields too. */
export function newLocation(type: OrgCanvasType): CanvasLocation {
  const location: CanvasLocation = {
    uuid: crypto.randomUUID(),
    address: '',
    city: '',
    state: '',
    stateShort: '',
    country: 'United States',
    countryShort: 'US',
    coordinates: null,
    area: 0,
    areaUnit: 'ft',
    chairAmount: 0,
    employeeAmount: 0,
    members: [],
  };
  return type === 'school'
    ? { ...location, isAccredited: false, dayStudents: null, nightStudents: null, supportedProgram: [] }
    : location;
}

/**
 * The location after the address field changed: a picked place fills the address and where it is;
 * typed text keeps the location's other fields but drops the place, so no stale city or coordinates
 * are saved with an address they no longer belong to.
 */
export function applyAddress(location: CanvasLocation, change: AddressChange): CanvasLocation {
  const place: AddressPlace | null = change.place;
  if (!place) {
    return {
      ...location,
      address: change.address,
      city: '',
      state: '',
      stateShort: '',
      zipCode: undefined,
      coordinates: null,
    };
  }
  return {
    ...location,
    address: place.address,
    city: place.city,
    state: place.state,
    stateShort: place.stateShort,
    country: place.country,
    countryShort: place.countryShort,
    zipCode: place.zipCode ?? undefined,
    coordinates: place.coordinates,
  };
}

/** What the map note says about a point the provider could only place approximately. */
export function precisionNote(precision: AddressPlace['precision'] | null): string | null {
  if (precision === 'zip') return "Placed at the ZIP code's centre";
  if (precision === 'city') return "Placed at the city's centre";
  return null;
}
