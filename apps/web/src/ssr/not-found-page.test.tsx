import type { PublicPageInput } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderPublicPage } from '@/entry-server';
import { startIslands } from '@/islands/start';
import { resetDeferredStyles } from '@/lib/deferred-styles';
import { ISLAND_ATTRIBUTE, ISLAND_PENDING_ATTRIBUTE } from '@/lib/define-island';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { NOT_FOUND_SAMPLES } from './opportunity-samples';
import { PUBLIC_PAGE_SAMPLES } from './samples';

const CASES = [
  {
    what: 'canvas',
    path: '/canvas/a-private-canvas',
    api: 'GET /api/canvas/a-private-canvas',
    title: 'Portfolio not found | Canvas',
    heading: "This portfolio isn't here",
  },
  {
    what: 'opportunity',
    path: '/opportunity-detail/an-expired-opportunity',
    api: 'GET /api/opportunity/an-expired-opportunity',
    title: 'Opportunity not found | Canvas',
    heading: 'This opportunity is not available',
  },
] as const;

/**
 * The page's main content as markup, written the same way whichever renderer made it: inline styles
 * as the browser writes them back, without the empty comments a server puts between text parts.
 */
function mainMarkup(container: ParentNode): string {
  const main = container.querySelector('main')?.cloneNode(true);
  if (!(main instanceof HTMLElement)) throw new Error('no main');
  for (const element of main.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', element.style.cssText);
  }
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
  main.normalize();
  return main.innerHTML;
}

afterEach(() => {
  document.body.replaceChildren();
  resetDeferredStyles();
  window.history.replaceState(null, '', '/');
});

describe('the server-rendered not-found pages', () => {
  it('are the not-found template samples, one of each kind', () => {
    expect(PUBLIC_PAGE_SAMPLES['not-found']).toBe(NOT_FOUND_SAMPLES);
    expect(NOT_FOUND_SAMPLES.map((sample) => (sample.kind === 'not-found' ? sample.what : null))).toEqual([
      'canvas',
      'opportunity',
    ]);
  });

  describe.each(CASES)('of a $what', ({ what, path, api, title, heading }) => {
    const input: PublicPageInput = { kind: 'not-found', path, what };

    it('draw the not-found state the app shows a visitor, with the site header and footer', async () => {
      // Today's page: the app asks the API, which answers 404.
      mockApi({ [api]: { status: 404, body: { code: 404, message: 'Not found' } } });
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const today = mainMarkup(app.container);
      app.unmount();

      const page = await renderPublicPage(input);
      expect(page).toMatchObject({ title, template: 'not-found', lcpImage: null });
      document.body.innerHTML = `<div id="root" data-prerendered="${path}">${page.html}</div>`;
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(mainMarkup(document)).toBe(today);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // Not a page still waiting for its data, and nothing of any canvas or opportunity.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Description' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Apply|Bookmark|Message/ })).not.toBeInTheDocument();
      const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
      expect(islands.map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual(['site-header']);
    });

    it('bring only the site header to life, without a mismatch', async () => {
      const page = await renderPublicPage(input);
      document.body.innerHTML = `<div id="root" data-prerendered="${path}">${page.html}</div>`;
      window.history.replaceState(null, '', path);
      const root = document.getElementById('root');
      if (!root) throw new Error('no root');
      const before = mainMarkup(root);

      const islands = startIslands(root);
      onTestFinished(() => islands.stop());
      await islands.ready;
      await waitFor(() => expect(root.querySelector(`[${ISLAND_PENDING_ATTRIBUTE}]`)).toBeNull());
      expect(mainMarkup(root)).toBe(before);
      const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.length).toBe(new Set(ids).size);
    });
  });
});
