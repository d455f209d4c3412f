import {
  HIDDEN_PAYMENT_MODE_ID,
  HIDDEN_PAYMENT_MODE_NAME,
  METERS_PER_MILE,
  messages,
  type OpportunityBrowseRow,
  type OpportunityBrowseSearchInput,
} from '@canvas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '@/components/browse/browse-phone-search';
import { MOBILE_QUERY } from '@/components/browse/browse-results';
import { startSession } from '@/lib/session';
import { AUSTIN, makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

const SEARCH = 'POST /api/opportunity/browse/search';
const START = 'GET /api/opportunity/canvas/location';
const PLACES = 'GET /api/places/suggest';
const OPTIONS = 'GET /api/option/customized';

function makeRow(id: number, overrides: Partial<OpportunityBrowseRow> = {}): OpportunityBrowseRow {
  const now = new Date().toISOString();
  return {
    id,
    slug: `stylist-${id}`,
    jobTitle: { optionId: 7, name: `Hair Stylist ${id}` },
    jobType: { optionId: null, name: 'Full Time' },
    jobCategory: { optionId: 3, name: 'Hair Stylist' },
    location: { uuid: `loc-${id}`, address: '100 Congress Ave, Austin, TX' },
    validForAllState: false,
    competition: false,
    brand: 'Not a Brand',
    media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
    canvasId: 900 + id,
    canvasName: `Luxe Salon ${id}`,
    canvasSlug: `luxe-salon-${id}`,
    createdAt: now,
    updatedAt: now,
    expire: '2036-01-01',
    distanceMiles: null,
    ...overrides,
  };
}

/** A fake search over `total` rows: answers the requested page, like the API does. */
function searchOver(total: number, rowFor: (id: number) => OpportunityBrowseRow = (id) => makeRow(id)) {
  return ({ body }: { body: unknown }) => {
    const { page = 1, size = 9 } = body as OpportunityBrowseSearchInput;
    const start = (page - 1) * size;
    const ids = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, index) => start + index + 1,
    );
    return { body: { list: ids.map(rowFor), count: total } };
  };
}

const searches = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.endsWith('/opportunity/browse/search'))
    .map((request) => request.body as OpportunityBrowseSearchInput);
const lastSearch = (requests: RecordedRequest[]) => searches(requests).at(-1);

const NO_START = { body: { locationName: null, coordinates: null } };

function signIn() {
  startSession(makeSession(makeUser()));
}

/** GET /api/option/customized?kind=official&types=["…"]: each asked catalogue, keyed by its name. */
function optionsHandler({ url }: { url: string }) {
  const kinds: string[] = JSON.parse(new URL(url, 'http://x').searchParams.get('types') ?? '[]');
  const lists: Record<string, { id: number; name: string }[]> = {
    category: [
      { id: 3, name: 'Hair Stylist' },
      { id: 4, name: 'Barber' },
    ],
    software: [{ id: 40, name: 'Vagaro' }],
    brand: [{ id: 60, name: 'Redken' }],
    paymentMode: [
      { id: 170, name: 'Commission' },
      { id: 171, name: 'Booth Rent' },
      { id: HIDDEN_PAYMENT_MODE_ID, name: HIDDEN_PAYMENT_MODE_NAME },
    ],
  };
  return {
    body: Object.fromEntries(
      kinds.map((kind) => [kind, (lists[kind] ?? []).map((option) => ({ ...option, kind }))]),
    ),
  };
}

describe('opportunity browsing requires sign-in (spec 1 §2.1)', () => {
  it('sends a visitor to /sign-in?from= with the filters kept', async () => {
    mockApi({});
    const { router } = renderApp('/homepage-opportunity?q=barber&radius=25');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/sign-in?from=${encodeURIComponent('/homepage-opportunity?q=barber&radius=25')}`,
      ),
    );
  });
});

describe('results (spec 1 §2.4, §9)', () => {
  it('asks for the first page of 9 and shows the count and cards with every field', async () => {
    signIn();
    const row = makeRow(1, {
      competition: true,
      jobType: { optionId: null, name: 'Part Time' },
      media: {
        thumbPhoto: {
          url: '/media/thumb.jpg',
          type: 'thumbnailPhoto',
          video: false,
          variants: { '640': '/media/thumb-640.webp' },
        },
        featuredPhoto: null,
        companyPhoto: null,
        featuredVideo: null,
      },
    });
    const national = makeRow(2, { validForAllState: true, location: null });
    const { requests } = mockApi({
      [START]: NO_START,
      [SEARCH]: { body: { list: [row, national], count: 128 } },
    });
    renderApp('/homepage-opportunity');
    expect(await screen.findByRole('heading', { level: 2, name: '128 opportunities' })).toBeInTheDocument();
    expect(searches(requests)).toEqual([{ keyword: '', page: 1, size: 9 }]);

    const card = screen.getByRole('link', { name: /Hair Stylist 1/ });
    expect(card).toHaveAttribute('href', '/opportunity-detail/stylist-1');
    expect(within(card).getByText('Part Time')).toBeInTheDocument();
    expect(within(card).getByText('CONTEST')).toBeInTheDocument();
    expect(within(card).getByText('Luxe Salon 1')).toBeInTheDocument();
    expect(within(card).getByText('100 Congress Ave, Austin, TX')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/thumb-640.webp');
    const other = screen.getByRole('link', { name: /Hair Stylist 2/ });
    expect(within(other).getByText('National Opportunity')).toBeInTheDocument();
    expect(within(other).queryByText('CONTEST')).toBeNull();
  });

  it('shows the distance when a place is searched', async () => {
    signIn();
    mockApi({ [SEARCH]: { body: { list: [makeRow(1, { distanceMiles: 4.26 })], count: 1 } } });
    renderApp('/homepage-opportunity?near=Austin%2C+TX&lat=30.2672&lng=-97.7431');
    const card = await screen.findByRole('link', { name: /Hair Stylist 1/ });
    expect(within(card).getByText('4.3 mi away')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 opportunity' })).toBeInTheDocument();
    expect(screen.getByText(/within 50 miles of Austin, TX/)).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the cards', async () => {
    signIn();
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    // Only the search waits; other calls (the header's bell) get an empty answer of their own.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith('/opportunity/browse/search')
          ? pending
          : Promise.resolve(new Response(JSON.stringify({ code: 404, message: 'none' }), { status: 404 })),
      ),
    );
    renderApp('/homepage-opportunity?q=color');
    expect(await screen.findByRole('list', { name: 'Loading opportunities' })).toBeInTheDocument();
    await act(async () => {
      answer(
        new Response(JSON.stringify({ list: [makeRow(9)], count: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    expect(await screen.findByRole('link', { name: /Hair Stylist 9/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading opportunities' })).toBeNull();
  });

  it('says when the results did not load and tries again', async () => {
    signIn();
    let fail = true;
    mockApi({
      [START]: NO_START,
      [SEARCH]: () =>
        fail
          ? { status: 500, body: { code: 500, message: 'boom' } }
          : { body: { list: [makeRow(1)], count: 1 } },
    });
    const { user } = renderApp('/homepage-opportunity');
    expect(await screen.findByText('We could not load opportunities')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Hair Stylist 1/ })).toBeInTheDocument();
  });
});

describe('the search starts at the user’s canvas location', () => {
  it('fills in the location from GET /api/opportunity/canvas/location and searches around it once', async () => {
    signIn();
    const { requests } = mockApi({
      [START]: { body: { locationName: 'Austin, TX', coordinates: [-97.7431, 30.2672] } },
      [SEARCH]: searchOver(3),
    });
    const { router } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '3 opportunities' });
    expect(currentUrl(router)).toBe('/homepage-opportunity?near=Austin%2C+TX&lat=30.2672&lng=-97.7431');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX'));
    // The search waited for the starting place: no unplaced search went out first.
    expect(searches(requests)).toEqual([
      {
        keyword: '',
        page: 1,
        size: 9,
        location: { coordinates: [-97.7431, 30.2672], radius: 50 * METERS_PER_MILE },
      },
    ]);
  });

  it('leaves a link with its own search alone', async () => {
    signIn();
    const { requests } = mockApi({
      [START]: { body: { locationName: 'Austin, TX', coordinates: [-97.7431, 30.2672] } },
      [SEARCH]: searchOver(1),
    });
    const { router } = renderApp('/homepage-opportunity?q=barber');
    await screen.findByRole('heading', { level: 2, name: '1 opportunity' });
    expect(currentUrl(router)).toBe('/homepage-opportunity?q=barber');
    expect(requests.some((request) => request.url.includes('/canvas/location'))).toBe(false);
    expect(lastSearch(requests)?.location).toBeUndefined();
  });

  it('searches everywhere when the user has no canvas location', async () => {
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(2) });
    const { router } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '2 opportunities' });
    expect(currentUrl(router)).toBe('/homepage-opportunity');
    expect(lastSearch(requests)?.location).toBeUndefined();
  });
});

describe('filters → the search request', () => {
  it('restores every control from a shared link and sends every filter', async () => {
    signIn();
    const { requests } = mockApi({ [SEARCH]: searchOver(2), [OPTIONS]: optionsHandler });
    renderApp(
      '/homepage-opportunity?q=nails&near=Austin%2C+TX&lat=30.2672&lng=-97.7431&radius=100&category=4&software=40&type=2&brand=60&pay=171&kind=contest',
    );
    await screen.findByRole('heading', { level: 2, name: '2 opportunities' });
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('nails');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveValue('100 miles');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('Part Time');
    expect(screen.getByRole('radio', { name: 'Contests' })).toBeChecked();
    // The panel opens by itself when the link sets one of its filters.
    expect(screen.getByRole('button', { name: /more filters/i })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Barber')).toBeInTheDocument();
    expect(await screen.findByText('Vagaro')).toBeInTheDocument();
    expect(await screen.findByText('Redken')).toBeInTheDocument();
    expect(await screen.findByText('Booth Rent')).toBeInTheDocument();
    expect(lastSearch(requests)).toEqual({
      keyword: 'nails',
      page: 1,
      size: 9,
      location: { coordinates: [-97.7431, 30.2672], radius: 100 * METERS_PER_MILE },
      category: [4],
      software: [40],
      jobtype: [2],
      brand: [60],
      paymentMode: [171],
      kind: 'contest',
    });
  });

  it('narrows by each control and writes it to the URL', async () => {
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(5), [OPTIONS]: optionsHandler });
    const { router, user } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '5 opportunities' });

    await user.click(screen.getByRole('combobox', { name: 'Job type' }));
    await user.click(await screen.findByRole('option', { name: 'Booth Rental' }));
    await waitFor(() => expect(lastSearch(requests)?.jobtype).toEqual([4]));

    await user.click(screen.getByRole('radio', { name: 'Jobs' }));
    await waitFor(() => expect(lastSearch(requests)?.kind).toBe('job'));

    await user.click(screen.getByRole('button', { name: /more filters/i }));
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Barber' }));
    await waitFor(() => expect(lastSearch(requests)?.category).toEqual([4]));
    await user.click(await screen.findByRole('combobox', { name: 'Software' }));
    await user.click(await screen.findByRole('option', { name: 'Vagaro' }));
    await waitFor(() => expect(lastSearch(requests)?.software).toEqual([40]));
    await user.click(await screen.findByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Redken' }));
    await waitFor(() => expect(lastSearch(requests)?.brand).toEqual([60]));
    await user.click(await screen.findByRole('combobox', { name: 'Payment mode' }));
    await user.click(await screen.findByRole('option', { name: 'Commission' }));
    await waitFor(() => expect(lastSearch(requests)?.paymentMode).toEqual([170]));

    expect(currentUrl(router)).toBe(
      '/homepage-opportunity?category=4&software=40&type=4&brand=60&pay=170&kind=job',
    );
  });

  it("never offers the payment mode 'Don't show', nor sends it from a link (spec 1 §2.4)", async () => {
    signIn();
    const { requests } = mockApi({ [SEARCH]: searchOver(1), [OPTIONS]: optionsHandler });
    const { user } = renderApp(`/homepage-opportunity?q=x&pay=${HIDDEN_PAYMENT_MODE_ID},171`);
    await screen.findByRole('heading', { level: 2, name: '1 opportunity' });
    expect(lastSearch(requests)?.paymentMode).toEqual([171]);
    await user.click(screen.getByRole('combobox', { name: 'Payment mode' }));
    expect(await screen.findByRole('option', { name: 'Commission' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: HIDDEN_PAYMENT_MODE_NAME })).toBeNull();
  });

  it('searches the keyword on Enter, and the back button returns to the previous search', async () => {
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(3) });
    const { router } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '3 opportunities' });
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'balayage' } });
    // Typing alone does not search: Enter (or Search) does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches(requests).map((body) => body.keyword)).toEqual(['']);
    fireEvent.submit(screen.getByRole('search', { name: 'Search opportunities' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-opportunity?q=balayage'));
    await waitFor(() => expect(lastSearch(requests)?.keyword).toBe('balayage'));

    await act(async () => {
      await router.navigate(-1);
    });
    expect(currentUrl(router)).toBe('/homepage-opportunity');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue(''));
  });

  it('searches with the Search button', async () => {
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(1) });
    const { user } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '1 opportunity' });
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'barber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch(requests)?.keyword).toBe('barber'));
  });

  it('picks a place from the suggestions and searches around it in metres', async () => {
    signIn();
    const { requests } = mockApi({
      [START]: NO_START,
      [SEARCH]: searchOver(4),
      [PLACES]: { body: { list: [AUSTIN] } },
    });
    const { router, user } = renderApp('/homepage-opportunity');
    await screen.findByRole('heading', { level: 2, name: '4 opportunities' });
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/homepage-opportunity?near=Austin%2C+TX&lat=30.2672&lng=-97.7431'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Radius' }));
    await user.click(await screen.findByRole('option', { name: '25 miles' }));
    await waitFor(() =>
      expect(lastSearch(requests)?.location).toEqual({
        coordinates: [-97.7431, 30.2672],
        radius: 25 * METERS_PER_MILE,
      }),
    );
  });

  it('CLEAR SEARCH resets every filter and the keyword box', async () => {
    signIn();
    const { requests } = mockApi({ [SEARCH]: searchOver(2) });
    const { router, user } = renderApp('/homepage-opportunity?q=nails&type=1&kind=job&radius=25');
    await screen.findByRole('heading', { level: 2, name: '2 opportunities' });
    await user.click(screen.getByRole('button', { name: messages.browseClearSearch }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-opportunity'));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    await waitFor(() => expect(lastSearch(requests)).toEqual({ keyword: '', page: 1, size: 9 }));
  });
});

describe('pages on wide screens, LOAD MORE on phones (spec 1 §2.4, §9: 9 per page)', () => {
  it('pages with the pagination and keeps the page in the URL', async () => {
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(20) });
    const { router, user } = renderApp('/homepage-opportunity');
    await screen.findByRole('link', { name: /Hair Stylist 1\b/ });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
    expect(screen.queryByRole('button', { name: messages.browseLoadMore })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: /Hair Stylist 19/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Hair Stylist 1\b/ })).toBeNull();
    expect(currentUrl(router)).toBe('/homepage-opportunity?page=3');
    expect(lastSearch(requests)?.page).toBe(3);
  });

  it('offers the first page when a link points past the last one', async () => {
    signIn();
    mockApi({ [SEARCH]: searchOver(5) });
    const { router, user } = renderApp('/homepage-opportunity?q=x&page=4');
    expect(await screen.findByText('This page is past the last result')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-opportunity?q=x'));
  });

  it('appends the next page with LOAD MORE below 1024 px', async () => {
    const realMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...realMatchMedia(query),
      matches: query === MOBILE_QUERY,
    }));
    signIn();
    const { requests } = mockApi({ [START]: NO_START, [SEARCH]: searchOver(20) });
    const { user } = renderApp('/homepage-opportunity');
    await screen.findByRole('link', { name: /Hair Stylist 1\b/ });
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    expect(screen.getByText('Showing 9 of 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.browseLoadMore }));
    expect(await screen.findByRole('link', { name: /Hair Stylist 18/ })).toBeInTheDocument();
    // Appended: the first page is still there.
    expect(screen.getByRole('link', { name: /Hair Stylist 1\b/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.browseLoadMore }));
    expect(await screen.findByRole('link', { name: /Hair Stylist 20/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.browseLoadMore })).toBeNull();
    expect(searches(requests).map((body) => body.page)).toEqual([1, 2, 3]);
  });
});

describe('empty state', () => {
  it('suggests a wider radius, then clearing the filters', async () => {
    signIn();
    const { requests } = mockApi({
      [SEARCH]: ({ body }) => {
        const radius = (body as OpportunityBrowseSearchInput).location?.radius ?? 0;
        return radius > 50 * METERS_PER_MILE
          ? { body: { list: [makeRow(1)], count: 1 } }
          : { body: { list: [], count: 0 } };
      },
    });
    const { router, user } = renderApp(
      '/homepage-opportunity?q=updo&near=Austin%2C+TX&lat=30.2672&lng=-97.7431',
    );
    expect(await screen.findByRole('heading', { level: 2, name: '0 opportunities' })).toBeInTheDocument();
    expect(screen.getByText('No opportunities match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 100 miles' }));
    expect(await screen.findByRole('link', { name: /Hair Stylist 1/ })).toBeInTheDocument();
    expect(currentUrl(router)).toContain('radius=100');
    expect(lastSearch(requests)?.location?.radius).toBe(100 * METERS_PER_MILE);
  });

  it('clears the filters from the empty state', async () => {
    signIn();
    mockApi({
      [START]: NO_START,
      [SEARCH]: ({ body }) =>
        (body as OpportunityBrowseSearchInput).keyword
          ? { body: { list: [], count: 0 } }
          : { body: { list: [makeRow(2)], count: 1 } },
    });
    const { router, user } = renderApp('/homepage-opportunity?q=zzzz');
    expect(await screen.findByText('Try fewer filters or another keyword.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-opportunity'));
    expect(await screen.findByRole('link', { name: /Hair Stylist 2/ })).toBeInTheDocument();
  });

  it('reads calmly when nothing is posted yet', async () => {
    signIn();
    mockApi({ [START]: NO_START, [SEARCH]: { body: { list: [], count: 0 } } });
    renderApp('/homepage-opportunity');
    expect(await screen.findByText('No opportunities here yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});

describe('on a phone (issue 26 item 3)', () => {
  it('searches from the sheet: the pending filters counted, then shown on "Show N results"', async () => {
    stubViewport([MOBILE_QUERY, PHONE_QUERY]);
    signIn();
    const { requests } = mockApi({
      [START]: NO_START,
      [SEARCH]: ({ body }) => {
        const { keyword = '' } = body as OpportunityBrowseSearchInput;
        return searchOver(keyword === 'barber' ? 4 : 30)({ body });
      },
      [OPTIONS]: optionsHandler,
    });
    const { router, user } = renderApp('/homepage-opportunity');
    expect(await screen.findByRole('heading', { level: 2, name: '30 opportunities' })).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Search opportunities' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Search opportunities/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Search opportunities' });
    await user.type(within(sheet).getByLabelText('Keyword'), 'barber');
    expect(await within(sheet).findByRole('button', { name: 'Show 4 results' })).toBeInTheDocument();
    expect(searches(requests).filter((body) => body.keyword === 'barber')).toEqual([
      expect.objectContaining({ page: 1, size: 1 }),
    ]);

    await user.click(within(sheet).getByRole('button', { name: 'Show 4 results' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-opportunity?q=barber'));
    expect(await screen.findByRole('heading', { level: 2, name: '4 opportunities' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
  });
});
