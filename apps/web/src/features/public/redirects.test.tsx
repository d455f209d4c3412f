import { messages } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { legacyRedirects, redirectTarget } from './redirects';

describe('legacy redirects (spec 1 §2.1)', () => {
  it("sends the old job links (the spec's 107, 108 and 109) to the demo opportunities with their slugs", async () => {
    mockApi({});
    const expected = {
      '/job/receptionist': '/opportunity-detail/receptionist',
      '/job/seasoned-stylist-5-years': '/opportunity-detail/seasoned-stylist-5-years',
      '/job/salon-apprentice': '/opportunity-detail/salon-apprentice',
    };
    for (const [from, to] of Object.entries(expected)) {
      const rule = legacyRedirects.find((candidate) => candidate.from === from);
      expect(rule && redirectTarget(rule, `http://canvas.test${from}?x=1`)).toBe(to);
    }
  });

  it('lands an old job link on the opportunity page', async () => {
    mockApi({});
    const { router } = renderApp('/job/seasoned-stylist-5-years');
    await waitFor(() => expect(currentUrl(router)).toBe('/opportunity-detail/seasoned-stylist-5-years'));
  });

  it('keeps the query where the rule says so', () => {
    const bookmarks = legacyRedirects.find((rule) => rule.from === '/bookmarks-all');
    if (!bookmarks) throw new Error('missing rule');
    expect(redirectTarget(bookmarks, 'http://canvas.test/bookmarks-all?type=school&page=2')).toBe(
      '/bookmarks?type=school&page=2',
    );
  });

  it('lands marketing-site paths on our own pages', async () => {
    mockApi({});
    const { router } = renderApp('/about');
    await waitFor(() => expect(currentUrl(router)).toBe('/about-us'));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
  });
});

describe('partner redirects /innovate and /screps', () => {
  it("shows 'Redirecting...' and leaves for the configured partner URL", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    mockApi({
      'GET /api/landing/partner-redirect/screps': { body: { url: 'https://partner.example.com/reps' } },
    });
    renderApp('/screps');
    expect(await screen.findByText(messages.redirecting, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://partner.example.com/reps'));
  });

  it('goes home when no partner URL is configured', async () => {
    mockApi({
      'GET /api/landing/partner-redirect/innovate': { status: 404, body: { code: 404, message: 'x' } },
    });
    const { router } = renderApp('/innovate');
    await waitFor(() => expect(currentUrl(router)).toBe('/'), { timeout: 5000 });
  });
});
