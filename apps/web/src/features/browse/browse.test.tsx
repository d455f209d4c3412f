import { type BrowseSearchInput, METERS_PER_MILE, messages, type Place } from '@canvas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '@/components/browse/browse-results';
import { startSession } from '@/lib/session';
import { BROWSE_SEARCH, browseSearches, fakeBrowseSearch, makeBrowseRow } from '@/testing/browse-fixtures';
import { AUSTIN, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

const PLACES = 'GET /api/places/suggest';
const OPTIONS = 'GET /api/option/customized';

const austin = AUSTIN;
const austinZip: Place = {
  ...austin,
  id: 'zip:78701',
  kind: 'zip',
  label: '78701 — Austin, TX',
  zipCode: '78701',
  coordinates: [-97.7426, 30.2713],
};

const lastSearch = (requests: RecordedRequest[]) => browseSearches(requests).at(-1);

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
    program: [
      { id: 12, name: 'Cosmetology' },
      { id: 13, name: 'Esthetics' },
    ],
  };
  return {
    body: Object.fromEntries(
      kinds.map((kind) => [kind, (lists[kind] ?? []).map((option) => ({ ...option, kind }))]),
    ),
  };
}

describe('browse requires sign-in (spec 1 §2.1)', () => {
  it('sends a visitor to /sign-in?from= with the filters kept', async () => {
    mockApi({});
    const { router } = renderApp('/homepage-canvas/professional?q=balayage&radius=25');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/sign-in?from=${encodeURIComponent('/homepage-canvas/professional?q=balayage&radius=25')}`,
      ),
    );
  });

  it('shows an unknown type the professionals', async () => {
    signIn();
    mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(0) });
    const { router } = renderApp('/homepage-canvas/unicorns');
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional'));
  });
});

describe('results (spec 1 §2.4, §9)', () => {
  it('asks for the first page of 9 professionals and students, and shows cards with every field', async () => {
    signIn();
    const school = makeBrowseRow(1, {
      type: 'student',
      fullName: 'Maya Chen',
      name: 'Balayage & lived-in color',
      categories: ['Colorist', 'Hair Stylist'],
      media: {
        featuredVideo: null,
        portraitPhoto: null,
        featuredPhoto: {
          url: '/media/maya.jpg',
          type: 'featuredPhoto',
          video: false,
          variants: { '1920': '/media/maya-1920.webp', '640': '/media/maya-640.webp' },
        },
        logo: null,
      },
    });
    const { requests } = mockApi({ [BROWSE_SEARCH]: { body: { rows: [school], count: 128 } } });
    renderApp('/homepage-canvas/professional');
    expect(await screen.findByRole('heading', { level: 2, name: '128 portfolios' })).toBeInTheDocument();
    expect(lastSearch(requests)).toEqual({
      type: ['professional', 'student'],
      keyword: '',
      page: 1,
      size: 9,
    });

    const card = screen.getByRole('article', { name: 'Maya Chen' });
    expect(within(card).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/canvas/artist-1');
    expect(within(card).getByText('Colorist')).toBeInTheDocument();
    expect(within(card).getByText(messages.browseUpdatedAgo(3, 'days'))).toBeInTheDocument();
    expect(within(card).getByText('Balayage & lived-in color')).toBeInTheDocument();
    expect(within(card).getByText('Student')).toBeInTheDocument();
    expect(within(card).getByText('Paul Mitchell The School Austin')).toBeInTheDocument();
    expect(within(card).getByText('Austin, TX')).toBeInTheDocument();
    // The WebP copies as a srcset, so a phone does not download the 1920 px copy.
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('srcset', '/media/maya-640.webp 640w, /media/maya-1920.webp 1920w');
    expect(image).toHaveAttribute('sizes', '(max-width: 63.99em) 50vw, 33vw');
  });

  it('tags a school card SCHOOL and shows the program select instead of years of experience', async () => {
    signIn();
    const { requests } = mockApi({
      [BROWSE_SEARCH]: {
        body: {
          rows: [
            makeBrowseRow(5, { type: 'school', fullName: 'Aveda Institute', categories: ['Cosmetology'] }),
          ],
          count: 1,
        },
      },
      [OPTIONS]: optionsHandler,
    });
    const { user } = renderApp('/homepage-canvas/school');
    const card = await screen.findByRole('article', { name: 'Aveda Institute' });
    expect(within(card).getByText(messages.browseSchoolTag)).toBeInTheDocument();
    expect(within(card).queryByText('Cosmetology')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '1 portfolio' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Years of experience' })).toBeNull();
    expect(screen.queryByRole('button', { name: /more filters/i })).toBeNull();
    expect(lastSearch(requests)?.type).toEqual(['school']);

    await user.click(screen.getByRole('combobox', { name: 'Program' }));
    await user.click(await screen.findByRole('option', { name: 'Esthetics' }));
    await waitFor(() => expect(lastSearch(requests)?.program).toEqual([13]));
  });

  it('shows the distance when a location is searched', async () => {
    signIn();
    mockApi({ [BROWSE_SEARCH]: { body: { rows: [makeBrowseRow(1, { distanceMiles: 4.26 })], count: 1 } } });
    renderApp('/homepage-canvas/professional?near=Austin%2C+TX&lat=30.2672&lng=-97.7431');
    const card = await screen.findByRole('article', { name: 'Artist 1' });
    expect(within(card).getByText(/4\.3 mi away/)).toBeInTheDocument();
    expect(screen.getByText('within 50 miles of Austin, TX')).toBeInTheDocument();
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
        String(input).endsWith('/canvas/browse/searchv2')
          ? pending
          : Promise.resolve(new Response(JSON.stringify({ code: 404, message: 'none' }), { status: 404 })),
      ),
    );
    renderApp('/homepage-canvas/business');
    expect(await screen.findByRole('list', { name: 'Loading portfolios' })).toBeInTheDocument();
    await act(async () => {
      answer(
        new Response(
          JSON.stringify({
            rows: [makeBrowseRow(9, { type: 'business', fullName: 'Luxe Salon' })],
            count: 1,
          }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      );
    });
    expect(await screen.findByRole('link', { name: 'Luxe Salon' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading portfolios' })).toBeNull();
  });

  it('says when the results did not load and tries again', async () => {
    signIn();
    let fail = true;
    mockApi({
      [BROWSE_SEARCH]: () =>
        fail
          ? { status: 500, body: { code: 500, message: 'boom' } }
          : { body: { rows: [makeBrowseRow(1)], count: 1 } },
    });
    const { user } = renderApp('/homepage-canvas/professional');
    expect(await screen.findByText('We could not load portfolios')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Artist 1' })).toBeInTheDocument();
  });
});

describe('filters live in the URL', () => {
  it('searches the keyword once typing pauses, and the back button returns to the previous search', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(3) });
    const { router } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('heading', { level: 2, name: '3 portfolios' });
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    // Three quick edits within the debounce window: one search, for the last text.
    fireEvent.change(keyword, { target: { value: 'bal' } });
    fireEvent.change(keyword, { target: { value: 'balay' } });
    fireEvent.change(keyword, { target: { value: 'balayage' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional?q=balayage'));
    await waitFor(() => expect(lastSearch(requests)?.keyword).toBe('balayage'));
    expect(browseSearches(requests).map((body) => body.keyword)).toEqual(['', 'balayage']);

    await act(async () => {
      await router.navigate(-1);
    });
    expect(currentUrl(router)).toBe('/homepage-canvas/professional');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue(''));
  });

  it('restores every control from a shared link', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(2), [OPTIONS]: optionsHandler });
    renderApp(
      '/homepage-canvas/professional?q=nails&near=Austin%2C+TX&lat=30.2672&lng=-97.7431&radius=100&exp=5to10&category=4&license=notLicensed&ticket=over200&graduation=1to3',
    );
    await screen.findByRole('heading', { level: 2, name: '2 portfolios' });
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('nails');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveValue('100 miles');
    expect(screen.getByRole('combobox', { name: 'Years of experience' })).toHaveValue('5–10 years');
    // The panel opens by itself when the link sets one of its filters.
    expect(screen.getByRole('button', { name: /more filters/i })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'Not licensed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Over $200' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In 1–3 months' })).toBeChecked();
    expect(await screen.findByText('Barber')).toBeInTheDocument();
    expect(lastSearch(requests)).toEqual({
      type: ['professional', 'student'],
      keyword: 'nails',
      page: 1,
      size: 9,
      location: { coordinates: [-97.7431, 30.2672], radius: 100 * METERS_PER_MILE },
      yearOfExperience: ['5to10'],
      userCategory: [4],
      category: 'notLicensed',
      combinedAverageTicket: ['over200'],
      graduationDate: ['1to3'],
    });
  });

  it('picks a place from the suggestions with the keyboard and searches around it in metres', async () => {
    signIn();
    const { requests } = mockApi({
      [BROWSE_SEARCH]: fakeBrowseSearch(4),
      [PLACES]: ({ url }) => {
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        return { body: { list: q.toLowerCase().startsWith('aus') ? [austin, austinZip] : [] } };
      },
    });
    const { router, user } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('heading', { level: 2, name: '4 portfolios' });
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'Aus');
    expect(await screen.findByRole('option', { name: 'Austin, TX' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '78701 — Austin, TX' })).toBeInTheDocument();
    // Debounced: one suggestion request for the pause, not one per letter.
    const suggestCalls = requests.filter((request) => request.url.includes('/places/suggest'));
    expect(suggestCalls.map((request) => new URL(request.url, 'http://x').searchParams.get('q'))).toEqual([
      'Aus',
    ]);

    // The best match is highlighted as suggestions arrive: Enter alone takes it.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Austin, TX' })).toHaveAttribute(
        'data-combobox-selected',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/homepage-canvas/professional?near=Austin%2C+TX&lat=30.2672&lng=-97.7431',
      ),
    );
    await waitFor(() =>
      expect(lastSearch(requests)?.location).toEqual({
        coordinates: [-97.7431, 30.2672],
        radius: 50 * METERS_PER_MILE,
      }),
    );
    expect(location).toHaveValue('Austin, TX');

    await user.click(screen.getByRole('combobox', { name: 'Radius' }));
    await user.click(await screen.findByRole('option', { name: '250 miles' }));
    await waitFor(() => expect(lastSearch(requests)?.location?.radius).toBe(250 * METERS_PER_MILE));
    expect(currentUrl(router)).toContain('radius=250');
  });

  it('reaches the other suggestions with the arrow keys, keeping the radius', async () => {
    signIn();
    mockApi({
      [BROWSE_SEARCH]: fakeBrowseSearch(4),
      [PLACES]: { body: { list: [austin, austinZip] } },
    });
    const { router, user } = renderApp(
      '/homepage-canvas/professional?near=Austin%2C+TX&lat=30.2672&lng=-97.7431&radius=250',
    );
    await screen.findByRole('heading', { level: 2, name: '4 portfolios' });
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, '787');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Austin, TX' })).toHaveAttribute(
        'data-combobox-selected',
        'true',
      ),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/homepage-canvas/professional?near=78701+%E2%80%94+Austin%2C+TX&lat=30.2713&lng=-97.7426&radius=250',
      ),
    );
    expect(location).toHaveValue('78701 — Austin, TX');
  });

  it('narrows with the more-filters panel (professional type)', async () => {
    signIn();
    const { requests, router, user } = await (async () => {
      const mocked = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(30), [OPTIONS]: optionsHandler });
      const rendered = renderApp('/homepage-canvas/professional?page=2');
      return { ...mocked, ...rendered };
    })();
    await screen.findByRole('heading', { level: 2, name: '30 portfolios' });
    await user.click(screen.getByRole('button', { name: /more filters/i }));
    // The panel opens with a Collapse transition: its controls are reachable once it has opened.
    await user.click(await screen.findByRole('radio', { name: 'Licensed' }));
    await waitFor(() => expect(lastSearch(requests)?.category).toBe('licensed'));
    // A new filter starts again at the first page.
    expect(lastSearch(requests)?.page).toBe(1);
    await user.click(
      within(screen.getByRole('group', { name: 'Repeat client retention' })).getByRole('checkbox', {
        name: '51–80%',
      }),
    );
    await waitFor(() => expect(currentUrl(router)).toContain('retention=51to80'));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Barber' }));
    await waitFor(() =>
      expect(lastSearch(requests)).toMatchObject({
        category: 'licensed',
        repeatClientRetention: ['51to80'],
        userCategory: [4],
      }),
    );
    expect(screen.getByRole('button', { name: /more filters/i })).toHaveTextContent('3');
  });

  it('CLEAR BROWSE_SEARCH resets every filter and the keyword box', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(5) });
    const { router, user } = renderApp(
      '/homepage-canvas/professional?q=nails&near=Austin%2C+TX&lat=30.2672&lng=-97.7431&radius=10&exp=over15&retail=1to20&page=2',
    );
    await screen.findByRole('heading', { level: 2, name: '5 portfolios' });
    await user.click(screen.getByRole('button', { name: messages.browseClearSearch }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional'));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveValue('50 miles');
    await waitFor(() =>
      expect(lastSearch(requests)).toEqual({
        type: ['professional', 'student'],
        keyword: '',
        page: 1,
        size: 9,
      }),
    );
    expect(screen.getByRole('button', { name: messages.browseClearSearch })).toBeDisabled();
  });

  it('switches type keeping the keyword and location, dropping the type-only filters', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(1), [OPTIONS]: optionsHandler });
    const { router, user } = renderApp(
      '/homepage-canvas/professional?q=color&near=Austin%2C+TX&lat=30.2672&lng=-97.7431&license=licensed',
    );
    await screen.findByRole('heading', { level: 2, name: '1 portfolio' });
    const nav = screen.getByRole('navigation', { name: 'Portfolio type' });
    expect(within(nav).getByRole('link', { name: 'Beauty pros' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Salons' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/homepage-canvas/business?q=color&near=Austin%2C+TX&lat=30.2672&lng=-97.7431',
      ),
    );
    await waitFor(() => expect(lastSearch(requests)?.type).toEqual(['business']));
    expect(lastSearch(requests)?.category).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Salons & businesses' })).toBeInTheDocument();
  });
});

describe('pages on desktop, LOAD MORE on mobile (spec 1 §2.4, §9: 9 per page)', () => {
  it('pages with the pagination and keeps the page in the URL', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(20) });
    const { router, user } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('link', { name: 'Artist 1' });
    expect(
      screen.getAllByRole('listitem').filter((item) => item.querySelector('a[href^="/canvas/"]')),
    ).toHaveLength(9);
    expect(screen.queryByRole('button', { name: messages.browseLoadMore })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Artist 19' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Artist 1' })).toBeNull();
    expect(currentUrl(router)).toBe('/homepage-canvas/professional?page=3');
    expect(lastSearch(requests)?.page).toBe(3);
  });

  it('offers the first page when a link points past the last one', async () => {
    signIn();
    mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(12) });
    const { router, user } = renderApp('/homepage-canvas/professional?page=7');
    await user.click(await screen.findByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional'));
    expect(await screen.findByRole('link', { name: 'Artist 1' })).toBeInTheDocument();
  });

  it('appends the next page with LOAD MORE below 1024 px', async () => {
    const realMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...realMatchMedia(query),
      matches: query === MOBILE_QUERY,
    }));
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(20) });
    const { user } = renderApp('/homepage-canvas/professional');
    await screen.findByRole('link', { name: 'Artist 1' });
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    expect(screen.getByText('Showing 9 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.browseLoadMore }));
    expect(await screen.findByRole('link', { name: 'Artist 18' })).toBeInTheDocument();
    // Appended: the first page is still there.
    expect(screen.getByRole('link', { name: 'Artist 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 18 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.browseLoadMore }));
    expect(await screen.findByRole('link', { name: 'Artist 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.browseLoadMore })).toBeNull();
    expect(browseSearches(requests).map((body) => body.page)).toEqual([1, 2, 3]);
  });
});

describe('empty state', () => {
  it('suggests a wider radius, then clearing the filters', async () => {
    signIn();
    const { requests } = mockApi({
      [BROWSE_SEARCH]: ({ body }) => {
        const radius = (body as BrowseSearchInput).location?.radius ?? 0;
        return radius > 50 * METERS_PER_MILE
          ? { body: { rows: [makeBrowseRow(1)], count: 1 } }
          : { body: { rows: [], count: 0 } };
      },
    });
    const { router, user } = renderApp(
      '/homepage-canvas/professional?q=updo&near=Austin%2C+TX&lat=30.2672&lng=-97.7431',
    );
    expect(await screen.findByRole('heading', { level: 2, name: '0 portfolios' })).toBeInTheDocument();
    expect(screen.getByText('No portfolios match your search')).toBeInTheDocument();
    expect(screen.getByText(/Try a wider radius than 50 miles/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 100 miles' }));
    expect(await screen.findByRole('link', { name: 'Artist 1' })).toBeInTheDocument();
    expect(currentUrl(router)).toContain('radius=100');
    expect(lastSearch(requests)?.location?.radius).toBe(100 * METERS_PER_MILE);
  });

  it('offers to clear the filters when there is no radius to widen', async () => {
    signIn();
    mockApi({
      [BROWSE_SEARCH]: ({ body }) =>
        (body as BrowseSearchInput).keyword
          ? { body: { rows: [], count: 0 } }
          : { body: { rows: [makeBrowseRow(2)], count: 1 } },
    });
    const { router, user } = renderApp('/homepage-canvas/professional?q=zzzz');
    expect(await screen.findByText('Try fewer filters or another keyword.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/homepage-canvas/professional'));
    expect(await screen.findByRole('link', { name: 'Artist 2' })).toBeInTheDocument();
  });

  it('reads calmly when nothing is published yet', async () => {
    signIn();
    mockApi({ [BROWSE_SEARCH]: { body: { rows: [], count: 0 } } });
    renderApp('/homepage-canvas/school');
    expect(await screen.findByText('No portfolios here yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});

describe('keyboard', () => {
  it('submits the keyword at once with Enter', async () => {
    signIn();
    const { requests } = mockApi({ [BROWSE_SEARCH]: fakeBrowseSearch(1) });
    renderApp('/homepage-canvas/professional');
    await screen.findByRole('heading', { level: 2, name: '1 portfolio' });
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'fade' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search portfolios' }));
    await waitFor(() => expect(lastSearch(requests)?.keyword).toBe('fade'));
  });
});
