import { type MediaItem, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_QUERY, showResultsLabel } from '@/components/browse/browse-phone-search';
import { MOBILE_QUERY } from '@/components/browse/browse-results';
import { startSession } from '@/lib/session';
import { BROWSE_SEARCH, browseSearches, fakeBrowseSearch, makeBrowseRow } from '@/testing/browse-fixtures';
import { makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

/** Issue 26 items 3 and 9: browse on a phone (compact bar, filter sheet, results, LOAD MORE focus). */

const OPTIONS = 'GET /api/option/customized';

const photo = (url: string, type: MediaItem['type']): MediaItem => ({ url, type, video: false });

function signIn() {
  startSession(makeSession(makeUser()));
}

describe('the phone search (issue 26 item 3)', () => {
  it('says "Show N results" as the pending filters are counted', () => {
    expect(showResultsLabel(undefined)).toBe('Show results');
    expect(showResultsLabel(1)).toBe('Show 1 result');
    expect(showResultsLabel(1234)).toBe('Show 1,234 results');
  });

  it('folds the search into a bar whose sheet counts the pending filters and shows them on "Show N results"', async () => {
    stubViewport([MOBILE_QUERY, PHONE_QUERY]);
    signIn();
    const { requests } = mockApi({
      [BROWSE_SEARCH]: fakeBrowseSearch((keyword) => (keyword === 'color' ? 42 : 128)),
      [OPTIONS]: { body: {} },
    });
    const { router, user } = renderApp('/homepage-canvas/professional');
    const heading = await screen.findByRole('heading', { level: 2, name: '128 portfolios' });
    // No full panel on a phone: the bar sums the search up.
    expect(screen.queryByRole('search', { name: 'Search portfolios' })).toBeNull();
    const bar = screen.getByRole('button', { name: /Search portfolios/ });
    expect(bar).toHaveTextContent('Anywhere');

    await user.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Search portfolios' });
    expect(await within(sheet).findByRole('button', { name: 'Show 128 results' })).toBeInTheDocument();

    await user.type(within(sheet).getByLabelText('Keyword'), 'color');
    // While the change is being counted the button does not show a stale number.
    expect(within(sheet).getByRole('button', { name: 'Show results' })).toBeInTheDocument();
    expect(await within(sheet).findByRole('button', { name: 'Show 42 results' })).toBeInTheDocument();
    // Counted with one row, and the results themselves not searched yet.
    expect(browseSearches(requests).filter((body) => body.keyword === 'color')).toEqual([
      expect.objectContaining({ keyword: 'color', page: 1, size: 1 }),
    ]);
    expect(heading).toHaveTextContent('128 portfolios');

    await user.click(within(sheet).getByRole('button', { name: 'Show 42 results' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional?q=color'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The view moves to the results, which say how many.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('42 portfolios'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('42 portfolios');
    expect(screen.getByRole('button', { name: /Search portfolios|color/ })).toHaveTextContent('color');
  });

  it('applies the sheet on Enter in the keyword box', async () => {
    stubViewport([MOBILE_QUERY, PHONE_QUERY]);
    signIn();
    mockApi({
      [BROWSE_SEARCH]: fakeBrowseSearch((keyword) => (keyword === 'barber' ? 3 : 20)),
      [OPTIONS]: { body: {} },
    });
    const { router, user } = renderApp('/homepage-canvas/professional');
    await user.click(await screen.findByRole('button', { name: /Search portfolios/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Search portfolios' });
    await user.type(within(sheet).getByLabelText('Keyword'), 'barber{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional?q=barber'));
    expect(await screen.findByRole('heading', { level: 2, name: '3 portfolios' })).toBeInTheDocument();
  });
});

describe('the result count is announced (issue 26 item 3)', () => {
  it('says how many once a search has its answer', async () => {
    signIn();
    mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(() => 128) });
    renderApp('/homepage-canvas/professional');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('128 portfolios'));
  });
});

describe('LOAD MORE (issue 26 item 9)', () => {
  it('moves the focus to the first newly loaded card', async () => {
    stubViewport([MOBILE_QUERY]);
    signIn();
    mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(() => 20) });
    const { user } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('link', { name: 'Artist 1' });
    await user.click(screen.getByRole('button', { name: messages.browseLoadMore }));
    const first = await screen.findByRole('link', { name: 'Artist 10' });
    await waitFor(() => expect(first).toHaveFocus());
  });
});

describe('the card shows the person and their work (issue 26 item 3)', () => {
  it('leads with the featured photo, the portrait beside it and a strip of their work', async () => {
    signIn();
    const row = makeBrowseRow(1, {
      fullName: 'Maya Chen',
      media: {
        featuredVideo: null,
        portraitPhoto: photo('/media/portrait.jpg', 'portraitPhoto'),
        featuredPhoto: photo('/media/featured.jpg', 'featuredPhoto'),
        logo: null,
      },
      workPhotos: [1, 2, 3, 4].map((index) => photo(`/media/work-${index}.jpg`, 'portfolioPhoto')),
    });
    const workOnly = makeBrowseRow(2, {
      fullName: 'Theo Park',
      workPhotos: [1, 2].map((index) => photo(`/media/theo-${index}.jpg`, 'portfolioPhoto')),
    });
    mockApi({ [BROWSE_SEARCH]: { body: { rows: [row, workOnly], count: 2 } } });
    renderApp('/homepage-canvas/professional');
    const card = await screen.findByRole('article', { name: 'Maya Chen' });
    const sources = [...card.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      '/media/featured.jpg',
      '/media/portrait.jpg',
      '/media/work-1.jpg',
      '/media/work-2.jpg',
      '/media/work-3.jpg',
    ]);
    expect(within(card).getByRole('list', { name: 'Work by Maya Chen' }).children).toHaveLength(3);
    // Without a featured photo the first work photo leads, and the strip shows the rest.
    const theo = screen.getByRole('article', { name: 'Theo Park' });
    expect([...theo.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/media/theo-1.jpg',
      '/media/theo-2.jpg',
    ]);
  });
});
