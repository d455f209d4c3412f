import { vi } from 'vitest';

/**
 * A browser's answer to `matchMedia(query)` (jsdom has none). Listeners are never called: a test that
 * changes the viewport stubs again before it renders.
 */
export function fakeMediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/**
 * A viewport where only these media queries match, and the empty one, as in a browser
 * (mantine-datatable asks '' for the columns shown at every width).
 */
export function stubViewport(matching: readonly string[] = []) {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, query === '' || matching.includes(query)),
  );
}
