import { MEMBER_COUNT_TEXT, TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

describe('home page', () => {
  it("shows '50,000+' until GET /api/user/count answers, then the count", async () => {
    let answer: (value: Response) => void = () => {};
    const { fetchMock } = mockApi({});
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/');
    expect((await screen.findAllByText(MEMBER_COUNT_TEXT, { exact: false })).length).toBeGreaterThan(0);
    answer(new Response(JSON.stringify({ count: 51234 }), { status: 200 }));
    expect((await screen.findAllByText('51,234', { exact: false })).length).toBeGreaterThan(0);
  });

  it('invites visitors to sign in and members to their account', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    const { unmount } = renderApp('/');
    const signInLinks = await screen.findAllByRole('link', { name: 'Sign in' });
    expect(signInLinks.map((link) => link.getAttribute('href'))).toContain('/sign-in');
    unmount();
    startSession(makeSession(makeUser({ profile: { target: 'schoolDashboard' } })));
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Go to your account' }))[0]).toHaveAttribute(
      'href',
      '/home',
    );
  });
});

describe('/track-referral route', () => {
  it('stores the track id and goes home without a url', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    const { router } = renderApp('/track-referral?id=rep-9');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(window.localStorage.getItem(TRACK_ID_STORAGE_KEY)).toBe('rep-9');
  });

  it('continues to a safe same-site path', async () => {
    mockApi({});
    const { router } = renderApp('/track-referral?id=rep-9&url=%2Fmy-canvases');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent('/my-canvases')}`),
    );
  });
});
