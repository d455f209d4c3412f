import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A browse screen's filters kept in the URL query (portfolios, opportunities): the URL is the only
 * state, so a search can be shared and the back button returns to the previous one. Parsing is
 * forgiving: what a hand-edited or stale link holds that is not understood is dropped.
 */

/** A place picked from the suggestions, as the URL holds it. */
export interface UrlPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/** The highest page a link may ask for. */
export const MAX_PAGE = 10_000;

/** The place's query parameters: short, so a shared link stays readable (the same on every browse screen). */
export const PLACE_KEYS = { place: 'near', latitude: 'lat', longitude: 'lng' } as const;

/** Up to 20 distinct positive integer ids from a comma-separated parameter (at most `max` each). */
export function idsOf(params: URLSearchParams, key: string, max = Number.POSITIVE_INFINITY): number[] {
  const ids = (params.get(key) ?? '')
    .split(',')
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0 && value <= max);
  return [...new Set(ids)].slice(0, 20);
}

function coordinate(params: URLSearchParams, key: string, limit: number): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** The place in the link, when its label and both coordinates are there and plausible. */
export function placeOf(params: URLSearchParams): UrlPlace | null {
  const latitude = coordinate(params, PLACE_KEYS.latitude, 90);
  const longitude = coordinate(params, PLACE_KEYS.longitude, 180);
  const label = (params.get(PLACE_KEYS.place) ?? '').trim();
  return label && latitude !== null && longitude !== null
    ? { label: label.slice(0, 120), latitude, longitude }
    : null;
}

/** The page in the link: 1 unless a whole number from 1 (capped at `MAX_PAGE`). */
export function pageOf(params: URLSearchParams, key: string): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Writes parameters leaving out empty values (so the plain screen has a plain URL). */
export function paramsWriter(params: URLSearchParams) {
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  return {
    set,
    setList: (key: string, values: readonly (string | number)[]) => {
      if (values.length > 0) params.set(key, values.join(','));
    },
    setPlace: (place: UrlPlace | null) => {
      if (!place) return;
      set(PLACE_KEYS.place, place.label);
      set(PLACE_KEYS.latitude, Number(place.latitude.toFixed(5)));
      set(PLACE_KEYS.longitude, Number(place.longitude.toFixed(5)));
    },
  };
}

/**
 * The filters, read from and written to the URL query. Every change is a new history entry (the back
 * button returns to the previous search) and starts again at page 1, except a page change. The page
 * keeps its scroll position: the screen decides where to scroll. `replace` writes without a new entry.
 */
export function useUrlFilters<F extends { page: number }>(
  parse: (params: URLSearchParams) => F,
  toParams: (filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (patch: Partial<Omit<F, 'page'>>, options: { replace?: boolean } = {}) => {
      setParams((current) => toParams({ ...parse(current), ...patch, page: 1 }), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      });
    },
    [parse, toParams, setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setParams((current) => toParams({ ...parse(current), page }), { preventScrollReset: true });
    },
    [parse, toParams, setParams],
  );

  const clear = useCallback(() => {
    setParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setParams]);

  return { filters, update, setPage, clear };
}
