import { HIDDEN_PAYMENT_MODE_ID, HIDDEN_PAYMENT_MODE_NAME, METERS_PER_MILE } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_OPPORTUNITY_FILTERS,
  hasActiveOpportunityFilters,
  isOfferedPaymentMode,
  JOB_TYPE_OPTIONS,
  type OpportunityFilters,
  opportunityFiltersToParams,
  parseOpportunityFilters,
  toOpportunitySearchInput,
} from './filters';

const everything: OpportunityFilters = {
  keyword: 'balayage',
  place: { label: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  radiusMiles: 25,
  categories: [3, 4],
  software: [40],
  jobTypes: [2],
  brands: [60, 61],
  paymentModes: [170],
  kind: 'contest',
  page: 3,
};

describe('opportunity filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const params = opportunityFiltersToParams(everything);
    expect(params.toString()).toBe(
      'q=balayage&near=Austin%2C+TX&lat=30.2672&lng=-97.7431&radius=25&category=3%2C4&software=40&type=2&brand=60%2C61&pay=170&kind=contest&page=3',
    );
    expect(parseOpportunityFilters(params)).toEqual(everything);
  });

  it('leaves the defaults out, so the plain screen has a plain URL', () => {
    expect(opportunityFiltersToParams(EMPTY_OPPORTUNITY_FILTERS).toString()).toBe('');
    expect(hasActiveOpportunityFilters(EMPTY_OPPORTUNITY_FILTERS)).toBe(false);
    expect(hasActiveOpportunityFilters({ ...EMPTY_OPPORTUNITY_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveOpportunityFilters({ ...EMPTY_OPPORTUNITY_FILTERS, kind: 'job' })).toBe(true);
  });

  it('drops what a hand-edited link holds that it does not understand', () => {
    const parsed = parseOpportunityFilters(
      new URLSearchParams(
        `radius=33&lat=200&lng=1&near=X&category=a,-1,5,5&type=99,1&pay=${HIDDEN_PAYMENT_MODE_ID},7&kind=gig&page=-2`,
      ),
    );
    expect(parsed).toEqual({
      ...EMPTY_OPPORTUNITY_FILTERS,
      categories: [5],
      jobTypes: [1],
      paymentModes: [7],
    });
  });
});

describe('the search request (POST /api/opportunity/browse/search)', () => {
  it('maps every filter to its field, the radius in metres', () => {
    expect(toOpportunitySearchInput(everything)).toEqual({
      keyword: 'balayage',
      page: 3,
      size: 9,
      location: { coordinates: [-97.7431, 30.2672], radius: 25 * METERS_PER_MILE },
      category: [3, 4],
      software: [40],
      jobtype: [2],
      brand: [60, 61],
      paymentMode: [170],
      kind: 'contest',
    });
  });

  it('sends only the keyword and the page when nothing is set', () => {
    expect(toOpportunitySearchInput(EMPTY_OPPORTUNITY_FILTERS)).toEqual({ keyword: '', page: 1, size: 9 });
  });

  it("never sends the payment mode 'Don't show' (spec 1 §2.4)", () => {
    const input = toOpportunitySearchInput({
      ...EMPTY_OPPORTUNITY_FILTERS,
      paymentModes: [HIDDEN_PAYMENT_MODE_ID],
    });
    expect(input.paymentMode).toBeUndefined();
    expect(isOfferedPaymentMode({ id: HIDDEN_PAYMENT_MODE_ID, name: 'x' })).toBe(false);
    expect(isOfferedPaymentMode({ id: 1, name: HIDDEN_PAYMENT_MODE_NAME })).toBe(false);
    expect(isOfferedPaymentMode({ id: 1, name: 'Commission' })).toBe(true);
  });

  it('numbers the job types from 1 in the post form’s order', () => {
    expect(JOB_TYPE_OPTIONS.map((option) => [option.id, option.name])).toEqual([
      [1, 'Full Time'],
      [2, 'Part Time'],
      [3, 'Contract'],
      [4, 'Booth Rental'],
      [5, 'Internship'],
    ]);
  });
});
