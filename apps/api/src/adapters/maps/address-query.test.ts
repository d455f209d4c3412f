import { describe, expect, it } from 'vitest';
import {
  addressReadings,
  expandPlacePrefix,
  gazetteerAddressId,
  readGazetteerAddressId,
  streetBefore,
  tidyStreet,
  withoutTrailingState,
} from './address-query';

const cityReadings = (query: string) =>
  addressReadings(query).flatMap((reading) =>
    reading.kind === 'city' ? [`${reading.street} | ${reading.place}${reading.fuzzy ? ' (comma)' : ''}`] : [],
  );

describe('tidying the street line', () => {
  it.each([
    ['512 congress ave', '512 Congress Ave'],
    ['512 CONGRESS AVE', '512 Congress Ave'],
    ['  512   Congress    Ave ', '512 Congress Ave'],
    ['512 Congress Ave,', '512 Congress Ave'],
    ['1200 ne 5th st', '1200 NE 5th St'],
    ['po box 12', 'PO Box 12'],
    ['512 McKinney Ave', '512 McKinney Ave'],
    ['512 Congress Ave , Suite 200', '512 Congress Ave, Suite 200'],
    ['512 Congress Ave <script>', '512 Congress Ave script'],
    ['12 Rue de l’Église', '12 Rue de l Église'],
  ])('%j -> %j', (typed, tidy) => {
    expect(tidyStreet(typed)).toBe(tidy);
    // Tidying twice changes nothing: details accept only tidy street lines.
    expect(tidyStreet(tidy)).toBe(tidy);
  });

  it('keeps at most 120 characters', () => {
    expect(tidyStreet(`1 ${'Long '.repeat(40)}Rd`).length).toBeLessThanOrEqual(120);
  });
});

describe('reading what was typed', () => {
  it('takes a trailing ZIP code (and ZIP+4) as the place, whatever comes before it', () => {
    expect(addressReadings('512 Congress Ave 78701')[0]).toEqual({
      kind: 'zip',
      zip: '78701',
      rest: '512 Congress Ave',
    });
    expect(addressReadings('512 Congress Ave, Austin, TX 78701-1234')[0]).toEqual({
      kind: 'zip',
      zip: '78701',
      rest: '512 Congress Ave, Austin, TX',
    });
    expect(addressReadings('512 Congress Ave, Austin, TX 78701, USA')[0]).toMatchObject({ zip: '78701' });
    expect(addressReadings('512 Congress Ave Austin TX 78701 United States')[0]).toMatchObject({
      zip: '78701',
    });
  });

  it('falls back to the city before an unknown ZIP code', () => {
    expect(cityReadings('512 Congress Ave, Austin, TX 00000')).toContain('512 Congress Ave | Austin (comma)');
  });

  it('reads three or four trailing digits as the start of a ZIP code', () => {
    expect(addressReadings('512 Congress Ave 7870')).toEqual([
      { kind: 'zipPrefix', prefix: '7870', rest: '512 Congress Ave' },
    ]);
    expect(addressReadings('512 Congress Ave 78')).toEqual([]);
  });

  it('after a comma, reads the end as the place, longest first', () => {
    // 'TX' alone is a state, not a place: one reading.
    expect(cityReadings('512 Congress Ave, Austin, TX')).toEqual(['512 Congress Ave | Austin, TX (comma)']);
    expect(cityReadings('512 Congress Ave, Suite 200, Austin, Texas')).toEqual([
      '512 Congress Ave | Suite 200, Austin, Texas (comma)',
      '512 Congress Ave, Suite 200 | Austin, Texas (comma)',
    ]);
    expect(cityReadings('512 Congress Ave, Aus')).toEqual(['512 Congress Ave | Aus (comma)']);
  });

  it('without a comma, splits after the street type, the house number first', () => {
    expect(cityReadings('512 Congress Ave Austin')).toEqual(['512 Congress Ave | Austin']);
    expect(cityReadings('100 Main Street San Antonio TX')).toEqual([
      '100 Main Street | San Antonio TX',
      '100 Main Street San | Antonio TX',
    ]);
    expect(cityReadings('100 Main St NW Washington DC')).toContain('100 Main St NW | Washington DC');
    expect(cityReadings('512 Congress Austin')).toEqual(['512 Congress | Austin']);
  });

  it("reads 'St', 'Ft' and 'Mt' after a street as the start of a city", () => {
    expect(cityReadings('10 Main St St Louis')).toContain('10 Main St | Saint Louis');
    expect(cityReadings('10 Elm Rd Ft Worth')).toContain('10 Elm Rd | Fort Worth');
    expect(expandPlacePrefix('Mt. Vernon')).toBe('Mount Vernon');
    expect(expandPlacePrefix('Stamford')).toBe('Stamford');
  });

  it('reads nothing while the street is still being typed, or with no street at all', () => {
    expect(addressReadings('512 Congress Ave')).toEqual([]);
    expect(addressReadings('512 Main St')).toEqual([]);
    expect(addressReadings('512')).toEqual([]);
    expect(addressReadings('78701')).toEqual([]);
    expect(addressReadings('Austin')).toEqual([]);
    expect(addressReadings('Austin, TX')).toEqual([]);
    expect(addressReadings('New York')).toEqual([]);
    // A state alone is not a place to suggest addresses in.
    expect(addressReadings('512 Congress Ave, Texas')).toEqual([]);
    expect(addressReadings('512 Congress Ave TX')).toEqual([]);
  });

  it('ignores control characters', () => {
    expect(cityReadings('512 Congress\u0000 Ave\u200b Austin')).toEqual(['512 Congress Ave | Austin']);
  });
});

describe('the street line before a known place', () => {
  it('takes the place’s state and city off the end', () => {
    const austin = { city: 'Austin', stateShort: 'TX' };
    expect(streetBefore('512 Congress Ave, Austin, TX', austin)).toBe('512 Congress Ave');
    expect(streetBefore('512 Congress Ave Austin Texas', austin)).toBe('512 Congress Ave');
    expect(streetBefore('512 Congress Ave', austin)).toBe('512 Congress Ave');
    expect(streetBefore('512 congress ave austin tx', austin)).toBe('512 Congress Ave');
    expect(
      streetBefore('1 Saint Louis Ave, Saint Louis, MO', { city: 'Saint Louis', stateShort: 'MO' }),
    ).toBe('1 Saint Louis Ave');
  });

  it('takes off a state only at the end', () => {
    expect(withoutTrailingState('12 Texas Ave, Houston, TX')).toBe('12 Texas Ave, Houston');
    expect(withoutTrailingState('1 Main St, Charleston, West Virginia')).toBe('1 Main St, Charleston');
    expect(withoutTrailingState('12 Texas Ave')).toBe('12 Texas Ave');
  });
});

describe('suggestion ids', () => {
  it('carry the place and the street line, and read back', () => {
    const id = gazetteerAddressId('zip:78701', '512 Congress Ave');
    expect(id).toMatch(/^gz:zip:78701:[A-Za-z0-9_-]+$/);
    expect(readGazetteerAddressId(id)).toEqual({ placeId: 'zip:78701', street: '512 Congress Ave' });
    expect(readGazetteerAddressId(gazetteerAddressId('city:TX:San Antonio', '1 Alamo Plz'))).toEqual({
      placeId: 'city:TX:San Antonio',
      street: '1 Alamo Plz',
    });
  });

  it.each([
    'zip:78701',
    'gz:',
    'gz:zip:78701',
    'gz:zip:7870:NTEyIENvbmdyZXNzIEF2ZQ',
    'gz:zip:78701:***',
    'gz:place:1:NTEyIENvbmdyZXNzIEF2ZQ',
    'gz:city:tx:Austin:NTEyIENvbmdyZXNzIEF2ZQ',
    // Not tidy ('512   congress') and not a street line ('78701').
    `gz:zip:78701:${Buffer.from('512   congress').toString('base64url')}`,
    `gz:zip:78701:${Buffer.from('78701').toString('base64url')}`,
    `gz:zip:78701:${Buffer.from('<b>x</b>').toString('base64url')}`,
    'mapbox:address:NTEy',
  ])('refuses %j', (id) => {
    expect(readGazetteerAddressId(id)).toBeNull();
  });
});
