import { ADMIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionState, startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderWithProviders } from '@/testing/render';
import {
  isHeaderTransparent,
  type NavContext,
  navigation,
  resolveNavigation,
  withAllAvailable,
} from '../navigation';
import { Header } from './header';

const visitorContext: NavContext = {
  pathname: '/sign-in',
  search: '',
  user: null,
  isSignedIn: false,
  isAdmin: false,
  isImpersonating: false,
};
const userContext: NavContext = { ...visitorContext, user: makeUser(), isSignedIn: true };
const adminContext: NavContext = { ...visitorContext, user: makeAdmin(), isSignedIn: true, isAdmin: true };
const everyScreen = withAllAvailable();
const callIds = (context: NavContext) => resolveNavigation(context, everyScreen).calls.map((item) => item.id);

describe('header for a visitor (spec 1 §2.2)', () => {
  it('links Sign in to /sign-in?from={current path}', async () => {
    mockApi({});
    renderWithProviders(<Header />, '/canvas/ava?tab=work');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/sign-in?from=${encodeURIComponent('/canvas/ava?tab=work')}`);
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('offers sign-up to visitors: Create account and Create a Portfolio lead to /get-started', async () => {
    mockApi({});
    renderWithProviders(<Header />, '/sign-in');
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/get-started',
    );
    expect(screen.getByRole('link', { name: 'Create a Portfolio' })).toHaveAttribute('href', '/get-started');
  });

  it('renders the spec menus and sign-up once their screens exist', async () => {
    mockApi({});
    renderWithProviders(<Header navigation={everyScreen} />, '/sign-in');
    for (const name of ['Solutions', 'Opportunities', 'Portfolios', 'Resources']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/get-started');
    expect(screen.getByRole('link', { name: 'Create a Portfolio' })).toBeInTheDocument();
  });
});

describe('header for a signed-in user', () => {
  it("shows the account menu with the user name, 'My Portfolio' as the spec names it, and sign out", async () => {
    startSession(makeSession(makeUser()));
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ava Stone' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Portfolio' })).toHaveAttribute(
      'href',
      '/my-canvases',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Account overview' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('lists the spec account items once their screens exist', () => {
    const labels = resolveNavigation(userContext, everyScreen).account.map((item) => item.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'My Portfolio',
        'Bookmarks',
        'Messages',
        'Notifications',
        'Account Settings',
        'Connect',
      ]),
    );
    expect(resolveNavigation(userContext, everyScreen).admin).toEqual([]);
  });

  it('signs out through POST /api/auth/logout, clears the session and goes home', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockApi({ 'POST /api/auth/logout': { body: { ok: true } } });
    const { user, router } = renderWithProviders(<Header />, '/my-canvases');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    // Besides the bell's and the messages' counts (their own tests), signing out is the one call.
    const counts = new Set(['/api/user/notification-counter', '/api/chat/unread']);
    const calls = requests.filter((request) => !counts.has(request.url));
    expect(calls.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/auth/logout']);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSessionState().status).toBe('signedOut');
  });

  it('signs out locally even when the server refuses the logout', async () => {
    startSession(makeSession(makeUser()));
    mockApi({ 'POST /api/auth/logout': { status: 401, body: { code: 401, message: 'Signed out already' } } });
    const { user, router } = renderWithProviders(<Header />, '/my-canvases');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(getSessionState().status).toBe('signedOut');
  });
});

describe('header for an admin (spec 3 §2 admin menu)', () => {
  it('offers the admin screens that exist: Users', async () => {
    startSession(makeSession(makeAdmin()));
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/admin-user');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/admin-user');
    expect(within(menu).queryByRole('menuitem', { name: 'My Portfolio' })).not.toBeInTheDocument();
  });

  it('lists the full admin menu once its screens exist', () => {
    expect(resolveNavigation(adminContext, everyScreen).admin.map((item) => [item.label, item.href])).toEqual(
      [
        ['KPI Dashboard', '/admin-data'],
        ['Class Metrics', '/admin-classes'],
        ['External Payment', '/admin-external'],
        ['Schools', '/admin-school'],
        ['Canvases', '/admin-canvas'],
        ['Opportunities', '/admin-opportunity'],
        ['Users', '/admin-user'],
        ['Notifications', '/notifications'],
        ['Messages', '/message'],
      ],
    );
    expect(resolveNavigation(adminContext, everyScreen).account).toEqual([]);
  });

  it('shows Back to admin while impersonating, and restores the admin session on click', async () => {
    const admin = makeAdmin();
    startSession(makeSession(makeUser(), 'impersonated-token'));
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'admin-token');
    const { requests } = mockApi({ 'GET /api/user/info': { body: admin } });
    const { user, router } = renderWithProviders(<Header />, '/my-canvases');
    await user.click(await screen.findByRole('button', { name: 'Back to admin' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin-user'));
    const info = requests.find((request) => request.url === '/api/user/info');
    expect(info?.headers.Authorization).toBe('Bearer admin-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('admin-token');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSessionState().user?.id).toBe(admin.id);
  });

  it('hides Back to admin when no admin token is kept', async () => {
    startSession(makeSession(makeUser()));
    mockApi({});
    renderWithProviders(<Header />, '/my-canvases');
    await screen.findByRole('button', { name: /account menu/i });
    expect(screen.queryByRole('button', { name: 'Back to admin' })).not.toBeInTheDocument();
  });
});

describe('Post Opportunity and Create a Portfolio rules (spec 1 §2.2)', () => {
  it.each(['/', '/paulmitchell', '/saloncentric'])('hides Post Opportunity on %s', (pathname) => {
    expect(callIds({ ...visitorContext, pathname })).not.toContain('post-opportunity');
    expect(callIds({ ...userContext, pathname })).not.toContain('post-opportunity');
  });

  it('shows Post Opportunity elsewhere to visitors and users', () => {
    expect(callIds({ ...visitorContext, pathname: '/wella' })).toContain('post-opportunity');
    expect(callIds({ ...userContext, pathname: '/my-canvases' })).toContain('post-opportunity');
  });

  it('hides Post Opportunity for admins', () => {
    expect(callIds({ ...adminContext, pathname: '/admin-user' })).not.toContain('post-opportunity');
  });

  it('hides Create a Portfolio for signed-in users', () => {
    expect(callIds(visitorContext)).toContain('create-portfolio');
    expect(callIds(userContext)).not.toContain('create-portfolio');
    expect(callIds(adminContext)).not.toContain('create-portfolio');
  });

  it('applies the rules in the rendered header', async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<Header navigation={everyScreen} />, '/paulmitchell');
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: 'Post Opportunity' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Header navigation={everyScreen} />, '/contact-us');
    expect(await screen.findByRole('link', { name: 'Post Opportunity' })).toHaveAttribute(
      'href',
      '/post-job-opportunity',
    );
  });

  it('renders Post Opportunity now that the post form exists (/post-job-opportunity)', async () => {
    expect(navigation.calls.find((item) => item.id === 'post-opportunity')?.available).toBe(true);
    const calls = resolveNavigation({ ...visitorContext, pathname: '/contact-us' }).calls;
    expect(calls.map((item) => item.id)).toContain('post-opportunity');
    startSession(makeSession(makeUser()));
    mockApi({});
    renderWithProviders(<Header />, '/homepage-canvas/professional');
    expect(await screen.findByRole('link', { name: 'Post Opportunity' })).toHaveAttribute(
      'href',
      '/post-job-opportunity',
    );
  });

  it.each(['/', '/paulmitchell', '/saloncentric'])(
    'keeps Post Opportunity off %s in the header as shipped',
    async (pathname) => {
      mockApi({});
      renderWithProviders(<Header />, pathname);
      await screen.findByRole('button', { name: 'Opportunities' });
      expect(screen.queryByRole('link', { name: 'Post Opportunity' })).not.toBeInTheDocument();
    },
  );

  it('keeps Post Opportunity off the header as shipped for an admin', async () => {
    startSession(makeSession(makeAdmin()));
    mockApi({});
    renderWithProviders(<Header />, '/admin-user');
    await screen.findByRole('button', { name: 'Account menu for Ada Admin' });
    expect(screen.queryByRole('link', { name: 'Post Opportunity' })).not.toBeInTheDocument();
  });
});

describe('Opportunities menu (spec 1 §2.2)', () => {
  it('offers Browse opportunities, leading to /homepage-opportunity', async () => {
    startSession(makeSession(makeUser()));
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/my-canvases');
    await user.click(await screen.findByRole('button', { name: 'Opportunities' }));
    expect(await screen.findByRole('link', { name: /Browse opportunities/ })).toHaveAttribute(
      'href',
      '/homepage-opportunity',
    );
  });

  it('is resolved for visitors, users and admins alike', () => {
    for (const context of [visitorContext, userContext, adminContext]) {
      const menu = resolveNavigation(context).menus.find((item) => item.id === 'opportunities');
      expect(menu?.items.map((item) => [item.label, item.href])).toEqual([
        ['Browse opportunities', '/homepage-opportunity'],
      ]);
    }
  });

  it('is mirrored in the mobile menu', async () => {
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/contact-us');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /Browse opportunities/ })).toHaveAttribute(
      'href',
      '/homepage-opportunity',
    );
    expect(within(drawer).getByRole('link', { name: 'Post Opportunity' })).toHaveAttribute(
      'href',
      '/post-job-opportunity',
    );
  });
});

describe('header transparency (spec 1 §2.2)', () => {
  it.each(['/', '/paulmitchell', '/saloncentric'])(
    'is transparent on %s only under 5 px of scroll',
    (path) => {
      expect(isHeaderTransparent(path, 0)).toBe(true);
      expect(isHeaderTransparent(path, 4)).toBe(true);
      expect(isHeaderTransparent(path, 5)).toBe(false);
    },
  );

  it('is solid on other pages', () => {
    expect(isHeaderTransparent('/sign-in', 0)).toBe(false);
    expect(isHeaderTransparent('/wella', 0)).toBe(false);
  });
});

describe('mobile menu', () => {
  it('opens from a labelled burger and mirrors the header items', async () => {
    startSession(makeSession(makeUser()));
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'My Portfolio' })).toHaveAttribute(
      'href',
      '/my-canvases',
    );
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('offers Sign in to visitors', async () => {
    mockApi({});
    const { user } = renderWithProviders(<Header />, '/canvas/ava');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?from=${encodeURIComponent('/canvas/ava')}`,
    );
  });
});

describe('header on the sign-in page', () => {
  it('does not link to the page the user is on', async () => {
    mockApi({});
    renderWithProviders(<Header />, '/sign-in?from=%2Fhome');
    await screen.findByRole('link', { name: 'Canvas home' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
