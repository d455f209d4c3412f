import type { PublicPageInput } from '@canvas/shared';
import { waitFor } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { renderPublicPage } from '@/entry-server';
import { startIslands } from '@/islands/start';
import { ISLAND_PENDING_ATTRIBUTE } from '@/lib/define-island';

/**
 * A public page as the API serves it at its address (`search` is its query), as a visitor's browser
 * has it before any script runs.
 */
export async function servePublicPage(input: PublicPageInput, search = '') {
  const page = await renderPublicPage(input);
  document.body.innerHTML = `<div id="root" data-prerendered="${input.path}">${page.html}</div>`;
  window.history.replaceState(null, '', `${input.path}${search}`);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return { page, root };
}

/** Brings the page's islands to life as main.tsx does for a visitor, and waits until all are live. */
export async function hydratePublicPage(root: HTMLElement) {
  const islands = startIslands(root);
  onTestFinished(() => islands.stop());
  await islands.ready;
  await waitFor(() => expect(root.querySelector(`[${ISLAND_PENDING_ATTRIBUTE}]`)).toBeNull(), {
    timeout: 10_000,
  });
}
