import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

/** Issue 26 item 3: a new page starts at its top, at once (the router's ScrollRestoration, made instant). */

const SEARCH = 'POST /api/canvas/browse/searchv2';

const emptySearch = { body: { rows: [], count: 0 } };

/** window.scrollTo calls, each with the page's scroll-behavior at the time (smooth would glide). */
function spyScrolls() {
  const calls: { y: number; behavior: string }[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    calls.push({ y, behavior: document.documentElement.style.scrollBehavior });
  }) as typeof window.scrollTo);
  return calls;
}

describe('scroll position on navigation', () => {
  it('starts a new page at the top, without the smooth glide', async () => {
    startSession(makeSession(makeUser()));
    mockApi({ [SEARCH]: emptySearch });
    const { router } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('heading', { level: 2, name: '0 portfolios' });
    const calls = spyScrolls();

    await act(() => router.navigate('/homepage-canvas/business'));
    await screen.findByRole('heading', { level: 1, name: /Salons/ });
    await waitFor(() => expect(calls).toContainEqual({ y: 0, behavior: 'auto' }));
  });
});
