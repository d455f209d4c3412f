import { OPPORTUNITY_DEFAULT_BRAND, type Opportunity } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { DUPLICATE_OPEN_DELAY_MS, duplicateInput, freshExpire } from './duplicate-opportunity';

const source: Opportunity = makeOpportunityFixture({
  slug: 'brand-educator-luxe',
  jobTitle: { optionId: 1, name: 'Brand Educator' },
  location: null,
  validForAllState: true,
  competition: true,
  brand: 'Brand Educator',
  email: 'jobs@luxe.test',
  applyUrl: 'https://luxe.test/apply',
  editor: '<p>Teach with us.</p>',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  expire: '2025-12-31',
  applicants: 12,
  viewCount: 300,
  additional: {
    retailBrands: [{ optionId: 9, name: 'Redken' }],
    softwares: [],
    paymentStructure: { optionId: 4, name: 'Commission' },
    tagLine: 'Beauty, done right',
    website: 'https://luxe.test',
    about: 'About us',
    pay: null,
  },
  canEdit: true,
});

describe('duplicate opportunity (spec 3 §4)', () => {
  it('expires 3650 days after today (spec 1 §5)', () => {
    expect(freshExpire(new Date(2026, 10, 26))).toBe('2036-11-23');
  });

  it('opens the copy after 1000 ms (spec 3 §9)', () => {
    expect(DUPLICATE_OPEN_DELAY_MS).toBe(1000);
  });

  it('copies everything but id, status and poster, with a fresh expire', () => {
    const copy = duplicateInput(source, true, new Date(2026, 10, 26));
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('status');
    expect(copy).not.toHaveProperty('poster');
    expect(copy).toMatchObject({
      canvasId: 40,
      jobTitle: source.jobTitle,
      editor: source.editor,
      applyUrl: source.applyUrl,
      additional: source.additional,
      competition: true,
      validForAllState: true,
      brand: 'Brand Educator',
      locationUuid: null,
      expire: '2036-11-23',
    });
  });

  it('resets the staff-only fields for anyone but platform staff (the server refuses them)', () => {
    const located = { ...source, location: { uuid: 'loc-1', address: '12 Main St' } };
    expect(duplicateInput(located, false)).toMatchObject({
      competition: false,
      validForAllState: false,
      brand: OPPORTUNITY_DEFAULT_BRAND,
      locationUuid: 'loc-1',
    });
  });
});
