import type { FeaturedTile } from '@canvas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

describe('featured portfolios on a landing page (GET /api/landing/featured)', () => {
  it('shows the tiles linking to /canvas/{slug}', async () => {
    const tile: FeaturedTile = {
      name: 'Rowan Reyes',
      location: 'Austin, TX',
      image: '/media/canvas/professional/rowan-640.webp',
      type: 'Professional',
      slug: 'rowan-reyes',
      url: '/canvas/rowan-reyes',
    };
    mockApi({
      'GET /api/user/count': { body: { count: 42 } },
      'POST /api/landing/page-visited': { body: { ok: true } },
      'GET /api/landing/featured': { body: { portfolios: [tile] } },
    });
    renderApp('/wella');
    const title = await screen.findByRole('heading', { name: 'Portfolios that get noticed' });
    const section = title.closest('section');
    if (!section) throw new Error('no featured section');
    const link = within(section).getByRole('link', { name: /rowan reyes/i });
    expect(link).toHaveAttribute('href', '/canvas/rowan-reyes');
    expect(within(link).getByText('Professional')).toBeInTheDocument();
    expect(within(link).getByText('Austin, TX')).toBeInTheDocument();
  });
});

describe('featured opportunities on a landing page (spec 1 §2.5)', () => {
  it('shows the tiles linking to /opportunity-detail/{slug}', async () => {
    const tile: FeaturedTile = {
      name: 'Assistant at Glow Spa',
      location: 'Austin, TX',
      image: null,
      type: 'Part Time',
      slug: 'assistant-glow',
      url: '/opportunity-detail/assistant-glow',
    };
    mockApi({
      'GET /api/user/count': { body: { count: 42 } },
      'POST /api/landing/page-visited': { body: { ok: true } },
      'GET /api/landing/featured': { body: { portfolios: [], opportunities: [tile] } },
    });
    renderApp('/wella');
    const section = (await screen.findByRole('heading', { name: 'Hiring now' })).closest('section');
    if (!section) throw new Error('no featured opportunities section');
    const link = within(section).getByRole('link', { name: /assistant at glow spa/i });
    expect(link).toHaveAttribute('href', '/opportunity-detail/assistant-glow');
    expect(within(link).getByText('Part Time')).toBeInTheDocument();
  });
});
