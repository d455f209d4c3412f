import type { CanvasSummary } from '@canvas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderWithProviders } from '@/testing/render';
import { BOTTOM_NAV_QUERY, bottomNavSection, type NavContext, resolveBottomNav } from '../navigation';
import { BottomNav } from './bottom-nav';

const summary = (overrides: Partial<CanvasSummary>): CanvasSummary => ({
  id: 41,
  slug: 'ava-stone',
  type: 'student',
  status: 'public',
  name: 'Ava Stone',
  title: 'Cosmetology Student',
  image: null,
  completion: 60,
  updatedAt: '2025-02-10T10:00:00.000Z',
  ...overrides,
});

const member: NavContext = {
  pathname: '/my-canvases',
  search: '',
  user: makeUser(),
  isSignedIn: true,
  isAdmin: false,
  isImpersonating: false,
};

function api({ canvases = [summary({})], unread = 0 }: { canvases?: CanvasSummary[]; unread?: number } = {}) {
  return mockApi({
    'POST /api/canvas/my/canvases': { body: { list: canvases } },
    'GET /api/chat/unread': { body: { count: unread } },
    'GET /api/user/notification-counter': { body: { count: 0 } },
  });
}

const bar = () => screen.findByRole('navigation', { name: 'Main' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty('--canvas-bottom-nav-offset');
});

describe('bottom navigation (issue 26)', () => {
  it('shows a member on a phone their portfolio, Browse, Opportunities, Messages and Account', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api();
    renderWithProviders(<BottomNav />, '/homepage-canvas/professional');
    const nav = await bar();
    // With one canvas, My Portfolio opens its editor.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'My Portfolio' })).toHaveAttribute(
        'href',
        '/student-canvas/ava-stone',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Browse' })).toHaveAttribute(
      'href',
      '/homepage-canvas/professional',
    );
    expect(within(nav).getByRole('link', { name: 'Opportunities' })).toHaveAttribute(
      'href',
      '/homepage-opportunity',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message');
    expect(within(nav).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    // The page keeps room for it.
    expect(document.documentElement.style.getPropertyValue('--canvas-bottom-nav-offset')).toContain('64px');
  });

  it('marks the current item with aria-current, and only that one', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api();
    renderWithProviders(<BottomNav />, '/homepage-canvas/school?filterKey=x');
    const nav = await bar();
    expect(within(nav).getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('leads to the portfolio list when the member has several canvases or none', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api({ canvases: [summary({}), summary({ id: 42, slug: 'ava-pro', type: 'professional' })] });
    renderWithProviders(<BottomNav />, '/my-canvases');
    const nav = await bar();
    const portfolio = within(nav).getByRole('link', { name: 'My Portfolio' });
    expect(portfolio).toHaveAttribute('href', '/my-canvases');
    expect(portfolio).toHaveAttribute('aria-current', 'page');
  });

  it('shows the unread messages as a badge and says the count in the link name', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api({ unread: 4 });
    renderWithProviders(<BottomNav />, '/my-canvases');
    const nav = await bar();
    expect(await within(nav).findByRole('link', { name: 'Messages, 4 unread' })).toHaveAttribute(
      'href',
      '/message',
    );
    expect(within(nav).getByTestId('bottom-nav-badge')).toHaveTextContent('4');
  });

  it('opens the account sheet with the account screens and Sign out', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api();
    const { user, router } = renderWithProviders(<BottomNav />, '/my-canvases');
    await user.click(within(await bar()).getByRole('button', { name: 'Account' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your account' });
    expect(within(sheet).getByRole('link', { name: 'My Portfolio' })).toHaveAttribute('href', '/my-canvases');
    expect(within(sheet).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('link', { name: 'Account Settings' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/settings'));
  });

  it('is not shown on a desktop', async () => {
    startSession(makeSession(makeUser()));
    api();
    renderWithProviders(<BottomNav />, '/my-canvases');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('is not shown to visitors or admins', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    api();
    renderWithProviders(<BottomNav />, '/homepage-canvas/professional');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(resolveBottomNav({ ...member, user: makeAdmin(), isAdmin: true }, '/my-canvases')).toBeNull();
    expect(resolveBottomNav({ ...member, user: null, isSignedIn: false }, '/my-canvases')).toBeNull();
  });

  it('steps aside while a text field has the focus (the on-screen keyboard is up)', async () => {
    stubViewport([BOTTOM_NAV_QUERY]);
    startSession(makeSession(makeUser()));
    api();
    renderWithProviders(
      <>
        <input aria-label="Search" />
        <BottomNav />
      </>,
      '/my-canvases',
    );
    await bar();
    const field = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.focusIn(field);
    field.focus();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(document.documentElement.style.getPropertyValue('--canvas-bottom-nav-offset')).toBe('');
    field.blur();
    await bar();
  });

  it('is left out on screens with their own bottom action bar and in an open conversation', () => {
    for (const pathname of [
      '/student-canvas/ava',
      '/professional-canvas/preview/41',
      '/business-canvas/salon',
      '/education-info',
      '/company-info',
      '/post-job-opportunity',
      '/dashboard-post-job-opportunity',
      '/business-payment/4',
    ]) {
      expect(resolveBottomNav({ ...member, pathname }, '/my-canvases'), pathname).toBeNull();
    }
    expect(resolveBottomNav({ ...member, pathname: '/message', search: '?channelId=3' }, '/x')).toBeNull();
    expect(resolveBottomNav({ ...member, pathname: '/message' }, '/x')?.map((item) => item.id)).toEqual([
      'portfolio',
      'browse',
      'opportunities',
      'messages',
      'account',
    ]);
  });

  it('files each page under its item', () => {
    expect(bottomNavSection('/my-canvases')).toBe('portfolio');
    expect(bottomNavSection('/add-canvas')).toBe('portfolio');
    expect(bottomNavSection('/homepage-canvas/business')).toBe('browse');
    expect(bottomNavSection('/opportunity-detail/receptionist')).toBe('opportunities');
    expect(bottomNavSection('/message')).toBe('messages');
    expect(bottomNavSection('/settings/change-password')).toBe('account');
    expect(bottomNavSection('/canvas/ava')).toBeNull();
  });
});
