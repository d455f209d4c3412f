import { type Invitation, messages } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

const CODE = 'c0de-c0de-c0de-c0de-c0de-c0de';
const URL_ = `/invitation?code=${CODE}`;

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  status: 'pending',
  email: 'kim@aveda.edu',
  role: 'Teacher',
  canvas: { id: 61, slug: 'aveda-austin', type: 'school', name: 'Aveda Institute Austin' },
  locationAddress: '512 Congress Ave, Austin, TX 78701',
  canEdit: true,
  ...overrides,
});

const kim = makeUser({ id: 31, email: 'kim@aveda.edu', profile: { firstName: 'Kim', lastName: 'Lee' } });

describe('/invitation?code= (issue 20)', () => {
  it('shows a visitor the canvas, location, role and invited email, with sign-in and sign-up that come back', async () => {
    const { requests } = mockApi({ 'GET /api/canvas/school/invited': { body: invitation() } });
    renderApp(URL_);
    expect(
      await screen.findByRole('heading', { name: 'Join Aveda Institute Austin on Canvas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('512 Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText(/Teacher · can edit the canvas/)).toBeInTheDocument();
    expect(screen.getByText('kim@aveda.edu')).toBeInTheDocument();
    const back = encodeURIComponent(URL_);
    // The header has its own 'Sign in'; the invitation's returns here.
    expect(
      screen.getAllByRole('link', { name: 'Sign in' }).map((link) => link.getAttribute('href')),
    ).toContain(`/sign-in?from=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/get-started?prefilled=kim%40aveda.edu&destination=${back}`,
    );
    expect(requests[0]?.url).toContain(`code=${CODE}`);
  });

  it('accepts for the invited person signed in and opens the canvas editor when the role may edit', async () => {
    startSession(makeSession(kim));
    mockApi({
      'GET /api/user/info': { body: kim },
      'GET /api/canvas/school/invited': { body: invitation({ status: 'accepted' }) },
    });
    renderApp(URL_);
    expect(
      await screen.findByRole('heading', { name: 'You joined Aveda Institute Austin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the canvas editor' })).toHaveAttribute(
      'href',
      '/school-canvas/aveda-austin',
    );
  });

  it('offers the public canvas to a view-only member', async () => {
    startSession(makeSession(kim));
    mockApi({
      'GET /api/user/info': { body: kim },
      'GET /api/canvas/school/invited': {
        body: invitation({ status: 'accepted', role: 'Teacher Assistant', canEdit: false }),
      },
    });
    renderApp(URL_);
    expect(await screen.findByRole('link', { name: 'View the canvas' })).toHaveAttribute(
      'href',
      '/canvas/aveda-austin',
    );
    expect(screen.queryByRole('link', { name: 'Open the canvas editor' })).not.toBeInTheDocument();
  });

  it('tells someone signed in with another email, and signs out on to sign-in that comes back', async () => {
    const other = makeUser({ id: 32, email: 'pat@aveda.edu' });
    startSession(makeSession(other));
    mockApi({
      'GET /api/user/info': { body: other },
      'GET /api/canvas/school/invited': { body: invitation() },
      'POST /api/auth/logout': { body: { ok: true } },
    });
    const { user, router } = renderApp(URL_);
    expect(await screen.findByText(messages.invitationOtherEmail, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('pat@aveda.edu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out and use the invited email' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent(URL_)}`));
  });

  it('handles the refusal the API gives someone signed in with another email (403)', async () => {
    const other = makeUser({ id: 32, email: 'pat@aveda.edu' });
    startSession(makeSession(other));
    mockApi({
      'GET /api/user/info': { body: other },
      'GET /api/canvas/school/invited': {
        status: 403,
        body: { code: 403, message: messages.invitationOtherEmail },
      },
    });
    renderApp(URL_);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is for another email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.invitationOtherEmail, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out and use the invited email' })).toBeInTheDocument();
  });

  it('says an unknown, used or expired code does not work, with a way home', async () => {
    mockApi({
      'GET /api/canvas/school/invited': {
        status: 404,
        body: { code: 404, message: messages.invitationInvalid },
      },
    });
    renderApp(URL_);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says so without asking the server when the link has no code', async () => {
    const { requests } = mockApi({});
    renderApp('/invitation');
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/invited'))).toHaveLength(0);
  });
});
