/**
 * What the browse searches (portfolios, opportunities) share in their queries: one page a call, pages
 * on wide screens and LOAD MORE (an infinite query) on phones.
 */

/** A search answer stays fresh this long: going back to a search shows it without a new call. */
export const SEARCH_STALE_TIME_MS = 30_000;

/**
 * The infinite query's `getNextPageParam`: the next page while the last one had rows and fewer than
 * the total are loaded.
 */
export function nextSearchPage<Result extends { count: number }>(
  rowsOf: (result: Result) => readonly unknown[],
) {
  return (lastPage: Result, pages: Result[], lastPageParam: number): number | undefined => {
    const loaded = pages.reduce((total, page) => total + rowsOf(page).length, 0);
    return rowsOf(lastPage).length > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
  };
}
