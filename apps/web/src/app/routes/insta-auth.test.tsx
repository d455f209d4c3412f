import { messages } from '@canvas/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { useApiErrorEffects } from '../use-api-error-effects';
import { Component as InstaAuthRoute } from './insta-auth';

beforeEach(() => {
  startSession(makeSession());
});
afterEach(() => {
  notifications.clean();
});

/** The return page inside the app's error effects (toasts), with stand-ins for where it leads. */
function AppShell() {
  useApiErrorEffects();
  return <Outlet />;
}
const returnRoutes = [
  {
    element: <AppShell />,
    children: [
      { path: '/insta-auth', element: <InstaAuthRoute /> },
      { path: '/student-canvas/:id', element: <p>Student editor</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  },
];

describe('/insta-auth: the Instagram return (spec 1 §2.1, §8)', () => {
  it('exchanges the code and state, then goes back to the editor', async () => {
    const { requests } = mockApi({
      'GET /api/instagram/access-token': {
        body: { canvasId: 12, instagramHandle: 'glow.by.maya', returnTo: '/student-canvas/12' },
      },
    });
    const { router } = renderApp('/insta-auth?code=AQabc&state=st4te', returnRoutes);

    await waitFor(() => expect(currentUrl(router)).toBe('/student-canvas/12'));
    const exchange = requests.find((request) => request.url.startsWith('/api/instagram/access-token'));
    const query = new URL(exchange?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      code: 'AQabc',
      state: 'st4te',
      redirect_uri: `${window.location.origin}/insta-auth`,
    });
    expect(requests.filter((request) => request.url.startsWith('/api/instagram/access-token'))).toHaveLength(
      1,
    );
    expect(await screen.findByText(messages.instagramConnected)).toBeInTheDocument();
  });

  it("says 'some error, back to homepage' and goes home without the auth data", async () => {
    const { requests } = mockApi({});
    const { router } = renderApp('/insta-auth?from=/student-canvas/12', returnRoutes);
    expect(await screen.findByText(messages.instagramAuthMissing)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.some((request) => request.url.startsWith('/api/instagram'))).toBe(false);
  });

  it("goes home with 'some error, back to homepage' when the user cancelled at Instagram", async () => {
    mockApi({});
    const { router } = renderApp('/insta-auth?error=access_denied&state=st4te', returnRoutes);
    expect(await screen.findByText(messages.instagramAuthMissing)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('returns to the page in from when the server refuses, showing its message', async () => {
    mockApi({
      'GET /api/instagram/access-token': {
        status: 400,
        body: { code: 10003, message: messages.instagramLinkExpired },
      },
    });
    const { router } = renderApp('/insta-auth?code=AQabc&state=used&from=/student-canvas/12', returnRoutes);
    expect(await screen.findByText(messages.instagramLinkExpired)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/student-canvas/12'));
  });
});
