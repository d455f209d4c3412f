import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionState, startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

describe('sign-in required pages (spec 1 §2.1)', () => {
  it.each(['/home', '/my-canvases', '/admin-user'])(
    'send a visitor at %s to /sign-in?from=…',
    async (path) => {
      mockApi({});
      const { router } = renderApp(path);
      await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    },
  );

  it('keeps the query string in the return path', async () => {
    mockApi({});
    const { router } = renderApp('/my-canvases?tab=drafts&page=2');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/sign-in?from=${encodeURIComponent('/my-canvases?tab=drafts&page=2')}`,
      ),
    );
  });

  it('lets a signed-in user in and greets them from GET /api/user/info', async () => {
    const user = makeUser();
    startSession(makeSession(user));
    const { requests } = mockApi({
      'GET /api/user/info': { body: user },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { router } = renderApp('/home');
    // /home is My Dashboard: it greets the user and refreshes them from GET /api/user/info.
    expect(await screen.findByRole('heading', { name: 'Good to see you, Ava.' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.url === '/api/user/info')).toBe(true));
    expect(currentUrl(router)).toBe('/home');
  });
});

describe('signing out from a sign-in-only page (spec 1 §2.2)', () => {
  it('returns home rather than to the sign-in page', async () => {
    const user = makeUser();
    startSession(makeSession(user));
    mockApi({
      'GET /api/user/info': { body: user },
      'POST /api/auth/logout': { body: { ok: true } },
      'GET /api/user/count': { body: { count: 3 } },
    });
    const { router, user: actor } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Good to see you, Ava.' });
    await actor.click(screen.getByRole('button', { name: /Account menu/ }));
    await actor.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(getSessionState().status).toBe('signedOut');
    expect(
      await screen.findByRole('heading', { level: 1, name: /where beauty careers/i }),
    ).toBeInTheDocument();
  });
});

describe('admin pages (spec 3 §2)', () => {
  it('send a non-admin to their own landing page', async () => {
    const user = makeUser({ profile: { target: 'businessCanvas' } });
    startSession(makeSession(user));
    mockApi({ 'GET /api/user/info': { body: user } });
    const { router } = renderApp('/admin-user');
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
  });

  it('let an admin in', async () => {
    const admin = makeAdmin();
    startSession(makeSession(admin));
    mockApi({ 'GET /api/user/info': { body: admin } });
    const { router } = renderApp('/admin-user');
    expect(await screen.findByRole('heading', { name: 'Good to see you, Ada.' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin-user');
  });
});

describe('unknown paths (spec 1 §2.1)', () => {
  it('fall back to home', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 12 } } });
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /where beauty careers/i }),
    ).toBeInTheDocument();
  });
});
