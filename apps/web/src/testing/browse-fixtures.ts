import type { BrowseRow, BrowseSearchInput } from '@canvas/shared';
import type { RecordedRequest } from './mock-api';

/** The portfolio search the browse pages ask (mockApi's key). */
export const BROWSE_SEARCH = 'POST /api/canvas/browse/searchv2';

/** A professional's portfolio card as searchv2 answers it, updated three days ago. */
export function makeBrowseRow(id: number, overrides: Partial<BrowseRow> = {}): BrowseRow {
  return {
    id,
    type: 'professional',
    slug: `artist-${id}`,
    name: `Color specialist ${id}`,
    fullName: `Artist ${id}`,
    schoolName: 'Paul Mitchell The School Austin',
    program: null,
    categories: ['Hair Stylist'],
    media: { featuredVideo: null, portraitPhoto: null, featuredPhoto: null, logo: null },
    workPhotos: [],
    locations: [{ address: '100 Congress Ave', city: 'Austin', stateShort: 'TX' }],
    distanceMiles: null,
    updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * A fake searchv2 over `total` rows, or `total(keyword)` for the searched keyword: answers the
 * requested page, like the API does.
 */
export function fakeBrowseSearch(
  total: number | ((keyword: string) => number),
  rowFor: (id: number) => BrowseRow = (id) => makeBrowseRow(id),
) {
  return ({ body }: { body: unknown }) => {
    const { page = 1, size = 9, keyword = '' } = body as BrowseSearchInput;
    const count = typeof total === 'number' ? total : total(keyword);
    const start = (page - 1) * size;
    const ids = Array.from(
      { length: Math.max(0, Math.min(size, count - start)) },
      (_, index) => start + index + 1,
    );
    return { body: { rows: ids.map(rowFor), count } };
  };
}

/** The bodies of the portfolio searches a test's pages asked, in order. */
export const browseSearches = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.endsWith('/canvas/browse/searchv2'))
    .map((request) => request.body as BrowseSearchInput);
