import { describe, expect, it } from 'vitest';
import { makeBusinessCanvas, makeLocation, makeTags } from '../../../canvas-fixtures';
import {
  areaLabel,
  locationAddress,
  locationFacts,
  locationSummary,
  moreLocationsLabel,
  orgSectionKeys,
  orgTagGroups,
} from '../view-rules';

const locations = (count: number) => Array.from({ length: count }, (_, index) => makeLocation(index));

describe("location summary: the first 3 addresses, then 'and N more locations' (spec 2 §9)", () => {
  it('names all of 3 locations and no more', () => {
    const summary = locationSummary(locations(3));
    expect(summary.addresses).toHaveLength(3);
    expect(summary.more).toBe(0);
    expect(moreLocationsLabel(summary.more)).toBe('');
  });

  it('names 3 of 5 and says there are 2 more', () => {
    const summary = locationSummary(locations(5));
    expect(summary.addresses).toEqual([
      '512 Congress Ave, Austin, TX 78700',
      '1200 S Lamar Blvd, Austin, TX 78701',
      '300 W 6th St, Austin, TX 78702',
    ]);
    expect(moreLocationsLabel(summary.more)).toBe('and 2 more locations');
  });

  it('says one more location in the singular', () => {
    expect(moreLocationsLabel(locationSummary(locations(4)).more)).toBe('and 1 more location');
  });

  it('uses city and state for a location without a street address, and skips an empty one', () => {
    const cityOnly = makeLocation(0, { address: '' });
    expect(locationAddress(cityOnly)).toBe('Austin, TX');
    const empty = makeLocation(1, { address: '', city: '', state: '', stateShort: '' });
    expect(locationSummary([empty, cityOnly]).addresses).toEqual(['Austin, TX']);
  });
});

describe('location facts', () => {
  it('gives a business area with its unit, chairs and employees, leaving zeros out', () => {
    const facts = locationFacts(
      makeLocation(0, { area: 1250, chairAmount: 1, employeeAmount: 0 }),
      'business',
    );
    expect(facts.map((fact) => fact.label)).toEqual(['1,250 sq ft', '1 chair']);
    expect(areaLabel(95, 'm')).toBe('95 m²');
  });

  it('gives a school class type, students and accreditation, never area or chairs', () => {
    const location = makeLocation(0, {
      area: 900,
      chairAmount: 20,
      classType: 'night',
      dayStudents: null,
      nightStudents: 1,
      isAccredited: false,
    });
    expect(locationFacts(location, 'school').map((fact) => fact.label)).toEqual([
      'Night classes',
      '1 night student',
    ]);
  });
});

describe('Additional Info groups', () => {
  it("lists non-empty groups in the editor's order and never the payment mode 'Don't show'", () => {
    const info = makeBusinessCanvas({
      additionalInformation: {
        backbarBrands: [],
        charities: makeTags(2, 'Charity'),
        paymentMode: { optionId: 173, name: "Don't show" },
      },
    }).additionalInformation;
    expect(orgTagGroups(info).map((group) => group.label)).toEqual([
      'Retail brands',
      'Company benefits',
      'Software',
      'Specialities',
      'Charities',
    ]);
  });
});

describe('sections shown', () => {
  const options = { isLive: false, hasInstagramPosts: false, hasOpportunities: false };

  it('shows a full canvas without Instagram and opportunities until they exist', () => {
    const canvas = makeBusinessCanvas({ achievements: [] });
    expect(orgSectionKeys(canvas, options)).toEqual(['about', 'team', 'additional', 'locations', 'social']);
    expect(orgSectionKeys(canvas, { ...options, hasInstagramPosts: true, hasOpportunities: true })).toEqual([
      'about',
      'team',
      'additional',
      'instagram',
      'locations',
      'opportunities',
      'social',
    ]);
  });

  it('shows About Us for a video alone and Our Team for a photo alone', () => {
    const canvas = makeBusinessCanvas({
      introduction: { description: '', reason: '' },
      media: {
        additionalVideo: [{ url: 'https://youtu.be/dQw4w9WgXcQ', type: 'additionalVideo', video: true }],
      },
    });
    expect(orgSectionKeys(canvas, options)).toContain('about');
    expect(orgSectionKeys(canvas, options)).toContain('team');
    const bare = makeBusinessCanvas({
      introduction: { description: '', reason: '' },
      media: { teamPhoto: null },
    });
    expect(orgSectionKeys(bare, options)).not.toContain('about');
    expect(orgSectionKeys(bare, options)).not.toContain('team');
  });
});
