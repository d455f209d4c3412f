import { METERS_PER_MILE, RADIUS_OPTIONS_MILES } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import {
  type BrowseFilters,
  EMPTY_FILTERS,
  filtersToParams,
  hasActiveFilters,
  milesToMetres,
  parseFilters,
  toSearchInput,
} from './filters';

const everything: BrowseFilters = {
  keyword: 'balayage',
  place: { label: 'Austin, TX', latitude: 30.26715, longitude: -97.74306 },
  radiusMiles: 25,
  experience: '3to5',
  program: 12,
  categories: [3, 7],
  licence: 'licensed',
  software: [40],
  averageTicket: ['50to100', 'over200'],
  visitFrequency: ['6to10'],
  retention: ['81to100'],
  retailSales: ['1to20', '21to50'],
  graduation: ['pastYear', '12plus'],
  page: 4,
};

describe('browse filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const query = filtersToParams(everything).toString();
    expect(parseFilters(new URLSearchParams(query))).toEqual(everything);
  });

  it('writes short, readable keys and leaves defaults out', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(
      filtersToParams({ ...EMPTY_FILTERS, keyword: ' nails ', radiusMiles: 50, page: 1 }).toString(),
    ).toBe('q=nails');
    expect(Object.fromEntries(filtersToParams(everything))).toEqual({
      q: 'balayage',
      near: 'Austin, TX',
      lat: '30.26715',
      lng: '-97.74306',
      radius: '25',
      exp: '3to5',
      program: '12',
      category: '3,7',
      license: 'licensed',
      software: '40',
      ticket: '50to100,over200',
      visits: '6to10',
      retention: '81to100',
      retail: '1to20,21to50',
      graduation: 'pastYear,12plus',
      page: '4',
    });
  });

  it('drops what it does not understand instead of failing', () => {
    const parsed = parseFilters(
      new URLSearchParams(
        'radius=42&exp=forever&ticket=under50,free&category=3,x,-1,3&page=-2&lat=999&lng=10&near=Nowhere&license=maybe',
      ),
    );
    expect(parsed).toEqual({ ...EMPTY_FILTERS, averageTicket: ['under50'], categories: [3] });
  });

  it('needs a label and both coordinates for a location', () => {
    expect(parseFilters(new URLSearchParams('near=Austin, TX&lat=30.2')).place).toBeNull();
    expect(parseFilters(new URLSearchParams('lat=30.2&lng=-97.7')).place).toBeNull();
  });

  it('knows when there is something to clear', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, radiusMiles: 100 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, licence: 'notLicensed' })).toBe(true);
  });
});

describe('radius (spec 1 §9: 10, 25, 30, 50, 100, 250 miles, default 50; 1 mile = 1609.344 m)', () => {
  it('converts miles to metres', () => {
    expect(milesToMetres(50)).toBeCloseTo(80_467.2, 6);
    expect(milesToMetres(10)).toBeCloseTo(16_093.44, 6);
    expect(milesToMetres(250)).toBeCloseTo(402_336, 6);
    for (const miles of RADIUS_OPTIONS_MILES) expect(milesToMetres(miles)).toBe(miles * METERS_PER_MILE);
  });

  it('defaults to 50 miles and accepts only the listed options', () => {
    expect(EMPTY_FILTERS.radiusMiles).toBe(50);
    for (const miles of RADIUS_OPTIONS_MILES) {
      expect(parseFilters(new URLSearchParams(`radius=${miles}`)).radiusMiles).toBe(miles);
    }
    expect(parseFilters(new URLSearchParams('radius=75')).radiusMiles).toBe(50);
  });

  it('sends the location as [longitude, latitude] with the radius in metres', () => {
    expect(toSearchInput('business', everything).location).toEqual({
      coordinates: [-97.74306, 30.26715],
      radius: 25 * METERS_PER_MILE,
    });
    expect(toSearchInput('business', { ...everything, place: null }).location).toBeUndefined();
  });
});

describe('the searchv2 request per screen type', () => {
  it('professional: professionals and students, experience and every more-filter, no program', () => {
    expect(toSearchInput('professional', everything)).toEqual({
      type: ['professional', 'student'],
      keyword: 'balayage',
      page: 4,
      size: 9,
      location: { coordinates: [-97.74306, 30.26715], radius: 25 * METERS_PER_MILE },
      yearOfExperience: ['3to5'],
      userCategory: [3, 7],
      category: 'licensed',
      software: [40],
      combinedAverageTicket: ['50to100', 'over200'],
      annualFrequencyOfVisit: ['6to10'],
      repeatClientRetention: ['81to100'],
      serviceToRetailSales: ['1to20', '21to50'],
      graduationDate: ['pastYear', '12plus'],
    });
  });

  it('business: businesses with experience; the professional-only filters are not sent', () => {
    expect(toSearchInput('business', everything)).toEqual({
      type: ['business'],
      keyword: 'balayage',
      page: 4,
      size: 9,
      location: { coordinates: [-97.74306, 30.26715], radius: 25 * METERS_PER_MILE },
      yearOfExperience: ['3to5'],
    });
  });

  it('school: schools with the program select', () => {
    expect(toSearchInput('school', everything)).toEqual({
      type: ['school'],
      keyword: 'balayage',
      page: 4,
      size: 9,
      location: { coordinates: [-97.74306, 30.26715], radius: 25 * METERS_PER_MILE },
      program: [12],
    });
  });
});
