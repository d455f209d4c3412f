import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render as renderPage } from '@/entry-server';
import { mockApi } from '@/testing/mock-api';
import { start } from './start';

// Under Node, 'react-router/dom' loads a second copy of the router's contexts (see
// testing/render.tsx); the app's RouterProvider comes from 'react-router' here.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

// The build prerenders these pages (scripts/prerender.mjs) and the app hydrates them. React logs an
// error when the markup and the first client render disagree (ids, text, attributes) and setup
// fails any test that logs one: this is the guard that the two stay the same tree.
const tile = {
  name: 'Maya Chen',
  location: 'Austin, TX',
  image: null,
  type: 'Professional',
  slug: 'maya-chen',
  url: '/canvas/maya-chen',
};

describe.each(['/', '/paulmitchell', '/contact-us'])('hydrating the prerendered %s', (pathname) => {
  it('matches the markup, opens the controls, then shows data that arrived meanwhile', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 12345 } },
      'GET /api/landing/featured': { body: { portfolios: [tile] } },
      'POST /api/landing/page-visited': { body: { ok: true } },
    });
    const { html } = await renderPage(pathname);
    document.body.innerHTML = `<fieldset class="hydration-gate" disabled><div id="root" data-prerendered="${pathname}">${html}</div></fieldset>`;
    window.history.replaceState(null, '', pathname);
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    const heading = root.querySelector('h1');

    const reactRoot = await start(root);
    onTestFinished(() => reactRoot.unmount());

    // Generous: the first page loads every module of the app through the test transform.
    const slow = { timeout: 15_000 };
    await waitFor(() => expect(document.querySelector('fieldset.hydration-gate')).not.toBeDisabled(), slow);
    // Hydrated, not re-rendered from scratch: the server's heading element is still the one shown.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    if (pathname !== '/contact-us') {
      expect((await screen.findAllByText(/12,345/)).length).toBeGreaterThan(0);
      expect(await screen.findByRole('link', { name: /Maya Chen/ })).toHaveAttribute(
        'href',
        '/canvas/maya-chen',
      );
    }
  });
});
