import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockResponse | ((request: { url: string; init: RequestInit; body: unknown }) => MockResponse);

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /api/path' (query ignored). Unknown
 * calls answer 404, so a test notices a request it did not expect. Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    requests.push({ method, url, headers, body });
    const key = `${method} ${url.split('?')[0]}`;
    const handler = handlers[key];
    const answer: MockResponse =
      handler === undefined
        ? { status: 404, body: { code: 404, message: `No mock for ${key}` } }
        : typeof handler === 'function'
          ? handler({ url, init, body })
          : handler;
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
