import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { makeCanvas } from '../../editor/testing/editor-fixtures';

const owner = makeUser({ id: 7, profile: { target: 'businessCanvas' } });
const salon = makeCanvas({
  id: 51,
  slug: 'luxe-hair',
  type: 'business',
  educations: [],
  introduction: { ...makeCanvas().introduction, name: 'Luxe Hair' },
});

describe('/business-payment/{slug} and /school-payment/{slug} (billing arrives with issue 21)', () => {
  it('shows the canvas, says publishing needs a plan and the canvas is a draft, and offers the ways back', async () => {
    startSession(makeSession(owner));
    mockApi({ 'GET /api/user/info': { body: owner }, 'GET /api/canvas/luxe-hair': { body: salon } });
    renderApp('/business-payment/luxe-hair?isPostOpportunity=true');
    expect(await screen.findByText('Luxe Hair')).toBeInTheDocument();
    expect(screen.getByText(/Publishing a business canvas needs a salon plan/)).toBeInTheDocument();
    expect(screen.getByText('saved as a draft')).toBeInTheDocument();
    expect(screen.getByText('Online plans are being set up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editor' })).toHaveAttribute(
      'href',
      '/business-canvas/luxe-hair?fromPost=true',
    );
    expect(screen.getByRole('link', { name: 'My canvases' })).toHaveAttribute('href', '/my-canvases');
    expect(screen.getByRole('link', { name: 'Contact us about a plan' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    // No pretend checkout: nothing asks for a card or a plan choice.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('the school page names the school dashboard plan', async () => {
    const school = { ...salon, type: 'school' as const, slug: 'aveda-austin' };
    startSession(makeSession(owner));
    mockApi({ 'GET /api/user/info': { body: owner }, 'GET /api/canvas/aveda-austin': { body: school } });
    renderApp('/school-payment/aveda-austin');
    expect(
      await screen.findByText(/Publishing a school canvas needs a school dashboard plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editor' })).toHaveAttribute(
      'href',
      '/school-canvas/aveda-austin',
    );
  });
});
