import { LANDING_PAGES } from '@canvas/shared';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import {
  type NavContext,
  type NavItem,
  navigation,
  resolveBottomNav,
  resolveNavItem,
  resolveNavigation,
} from './navigation';
import { createRoutes } from './router';

/**
 * Issue 26, honest links: no link, button or promise leads to a page that does not exist. Every
 * address the navigation and the public pages offer must be served by the router; its catch-all
 * (unknown paths fall back to home, spec 1 §2.1) does not count.
 */
const routes = createRoutes();
const ORIGIN = 'http://canvas.test';

function served(href: string): boolean {
  const url = new URL(href, ORIGIN);
  if (url.origin !== ORIGIN) return true; // Another site (partners, socials): not ours to route.
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

const base: NavContext = {
  pathname: '/',
  search: '',
  user: null,
  isSignedIn: false,
  isAdmin: false,
  isImpersonating: false,
};
const contexts: NavContext[] = [
  base,
  { ...base, pathname: '/canvas/ava' },
  { ...base, user: makeUser(), isSignedIn: true, pathname: '/my-canvases' },
  { ...base, user: makeUser({ profile: { target: 'businessCanvas' } }), isSignedIn: true, pathname: '/home' },
  { ...base, user: makeAdmin(), isSignedIn: true, isAdmin: true, pathname: '/admin-user' },
  { ...base, user: makeUser(), isSignedIn: true, isImpersonating: true, pathname: '/settings' },
];

function navigationHrefs(context: NavContext): string[] {
  const resolved = resolveNavigation(context);
  return [
    ...resolved.menus.flatMap((menu) => menu.items),
    ...resolved.calls,
    ...resolved.visitor,
    ...resolved.account,
    ...resolved.admin,
    ...(resolved.backToAdmin ? [resolved.backToAdmin] : []),
    ...navigation.footer.filter((item) => item.available).map((item) => resolveNavItem(item, context)),
    resolveNavItem(navigation.signInPage.forgotPassword, context),
    resolveNavItem(navigation.signInPage.signUp, context),
  ].map((item) => item.href);
}

describe('honest links (issue 26)', () => {
  it('tells a served path from one the router does not serve', () => {
    expect(served('/my-canvases')).toBe(true);
    expect(served('/canvas/ava-stone?tab=work')).toBe(true);
    expect(served('/#faq')).toBe(true);
    expect(served('/bookmarks')).toBe(false);
    expect(served('/no-such-page')).toBe(false);
    expect(served('https://www.instagram.com/canvas.beauty')).toBe(true);
  });

  it('offers in the header, menus, footer and sign-in page only paths the router serves', () => {
    const unserved = contexts.flatMap((context) => navigationHrefs(context).filter((href) => !served(href)));
    expect(unserved).toEqual([]);
  });

  it('offers in the bottom navigation only paths the router serves', () => {
    for (const context of contexts) {
      const items = resolveBottomNav(context, '/my-canvases') ?? [];
      const unserved = items.flatMap((item) => (item.href !== null && !served(item.href) ? [item.href] : []));
      expect(unserved).toEqual([]);
    }
  });

  it('marks as unavailable exactly the items whose screen does not exist yet (flip the flag when it lands)', () => {
    const all: NavItem[] = [
      ...navigation.menus.flatMap((menu) => menu.items),
      ...navigation.calls,
      ...navigation.visitor,
      ...navigation.account,
      ...navigation.admin,
      navigation.backToAdmin,
      ...navigation.footer,
    ];
    const member = contexts[2] as NavContext;
    const wrong = all
      .map((item) => ({ item, href: resolveNavItem(item, member).href }))
      // The referral programme is another site's page, shown when configured.
      .filter(({ href }) => href !== '' && new URL(href, ORIGIN).origin === ORIGIN)
      .filter(({ item, href }) => item.available !== served(href))
      .map(({ item, href }) => `${item.id} ${href} available=${item.available}`);
    expect(wrong).toEqual([]);
  });

  it('links the public and marketing pages only to paths the router serves', {
    timeout: 60_000,
  }, async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 1234 } },
      'POST /api/landing/page-visited': { body: { ok: true } },
      'GET /api/landing/featured': {
        body: {
          portfolios: [
            {
              name: 'Ava Stone',
              location: 'Austin, TX',
              image: null,
              type: 'student',
              slug: 'ava',
              url: '/canvas/ava',
            },
          ],
          opportunities: [
            {
              name: 'Stylist',
              location: 'Austin, TX',
              image: null,
              type: 'Full time',
              slug: 'stylist-1',
              url: '/opportunity-detail/stylist-1',
            },
          ],
        },
      },
    });
    const pages = [
      '/',
      '/about-us',
      '/contact-us',
      '/chair-loss-roi-calculator',
      '/terms',
      '/privacy-rights',
    ];
    const unserved: string[] = [];
    let checked = 0;
    for (const page of [...pages, ...LANDING_PAGES.map((name) => `/${name}`)]) {
      const { unmount } = renderApp(page);
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      for (const link of document.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href') ?? '';
        if (/^(mailto|tel):/.test(href)) continue;
        checked += 1;
        if (!served(href)) unserved.push(`${page} → ${href}`);
      }
      unmount();
    }
    expect(checked).toBeGreaterThan(50);
    expect(unserved).toEqual([]);
  });

  it("links a member's home page only to paths the router serves, posting to the real post form", async () => {
    startSession(makeSession(makeUser()));
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Post an opportunity' })).toHaveAttribute(
      'href',
      '/post-job-opportunity',
    );
    const unserved = [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !/^(mailto|tel):/.test(href) && !served(href));
    expect(unserved).toEqual([]);
  });
});
