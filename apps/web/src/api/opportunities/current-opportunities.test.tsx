import type { Opportunity } from '@canvas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSavedCanvas } from '@/testing/canvas-fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';

import { renderApp } from '@/testing/render';

const salon = makeSavedCanvas('Luxe Salon', {
  id: 40,
  slug: 'luxe-salon',
  type: 'business',
  status: 'public',
});

function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return makeOpportunityFixture({
    jobType: { optionId: 2, name: 'Full Time' },
    jobCategory: null,
    competition: true,
    email: '',
    editor: '',
    additional: {
      retailBrands: [],
      softwares: [],
      paymentStructure: null,
      tagLine: '',
      website: '',
      about: '',
      pay: null,
    },
    ...overrides,
  });
}

describe('Current Opportunities on a business canvas', () => {
  it("lists the canvas's opportunities, each linking to its detail page", async () => {
    const national = makeOpportunity({
      id: 8,
      slug: 'educator-8',
      jobTitle: { optionId: 3, name: 'Educator' },
      validForAllState: true,
      location: null,
      competition: false,
    });
    mockApi({
      'GET /api/canvas/luxe-salon': { body: salon },
      'GET /api/opportunity/belongto/40': { body: { list: [makeOpportunity(), national], count: 2 } },
    });
    renderApp('/canvas/luxe-salon');
    const stylist = await screen.findByRole('link', { name: /Senior Stylist/ });
    expect(stylist).toHaveAttribute('href', '/opportunity-detail/senior-stylist-7');
    expect(screen.getByRole('heading', { name: 'Current Opportunities' })).toBeInTheDocument();
    expect(within(stylist).getByText('CONTEST')).toBeInTheDocument();
    expect(within(stylist).getByText('12 Main St, Austin, TX')).toBeInTheDocument();
    const educator = screen.getByRole('link', { name: /Educator/ });
    expect(educator).toHaveAttribute('href', '/opportunity-detail/educator-8');
    expect(within(educator).getByText('National Opportunity')).toBeInTheDocument();
  });

  it('leaves the section out when the canvas has none', async () => {
    mockApi({
      'GET /api/canvas/luxe-salon': { body: salon },
      'GET /api/opportunity/belongto/40': { body: { list: [], count: 0 } },
    });
    renderApp('/canvas/luxe-salon');
    expect(await screen.findAllByText('Luxe Salon')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Current Opportunities' })).not.toBeInTheDocument();
  });

  it('does not ask for opportunities on a personal portfolio', async () => {
    const { requests } = mockApi({
      'GET /api/canvas/ava-stone': { body: makeSavedCanvas('Ava Stone', { status: 'public' }) },
    });
    renderApp('/canvas/ava-stone');
    expect(await screen.findAllByText('Ava Stone')).not.toHaveLength(0);
    expect(requests.some((request) => request.url.includes('/belongto/'))).toBe(false);
  });
});
