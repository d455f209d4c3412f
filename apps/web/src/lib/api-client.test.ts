import { ErrorCode, messages, TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '@/testing/fake-xhr';
import { makeSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import {
  ApiError,
  type ApiErrorEvent,
  api,
  apiUrl,
  isAbortError,
  KEEPALIVE_MAX_BODY_BYTES,
  onApiError,
} from './api-client';
import { startSession } from './session';

describe('API client headers (spec 1 §7)', () => {
  it('sends platform=web and accepts JSON on every call', async () => {
    const { requests } = mockApi({ 'GET /api/health': { body: { ok: true } } });
    await expect(api.get('/health')).resolves.toEqual({ ok: true });
    expect(requests[0]?.url).toBe('/api/health');
    expect(requests[0]?.headers).toMatchObject({ platform: 'web', Accept: 'application/json' });
  });

  it('sends no Authorization header without a session', async () => {
    const { requests } = mockApi({ 'GET /api/health': { body: { ok: true } } });
    await api.get('/health');
    expect(requests[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('sends the stored token as a bearer token', async () => {
    startSession(makeSession(undefined, 'abc.def.ghi'));
    const { requests } = mockApi({ 'GET /api/user/info': { body: {} } });
    await api.get('/user/info');
    expect(requests[0]?.headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends referralId when a track id is stored, and not otherwise', async () => {
    const { requests } = mockApi({ 'GET /api/health': { body: { ok: true } } });
    await api.get('/health');
    expect(requests[0]?.headers).not.toHaveProperty('referralId');
    window.localStorage.setItem(TRACK_ID_STORAGE_KEY, 'rep-42');
    await api.get('/health');
    expect(requests[1]?.headers.referralId).toBe('rep-42');
  });

  it('sends JSON bodies with a content type', async () => {
    const { requests } = mockApi({ 'POST /api/auth/login': { body: {} } });
    await api.post('/auth/login', { email: 'a@b.co' });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.co' });
  });
});

describe('API client keepalive (a save that outlives the page)', () => {
  it('asks fetch to keep the request alive when told to, and not otherwise', async () => {
    const { fetchMock } = mockApi({ 'PUT /api/canvas/7': { body: {} } });
    await api.put('/canvas/7', { introduction: { name: 'Ava' } }, { keepalive: true });
    await api.put('/canvas/7', { introduction: { name: 'Ava' } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
    expect(fetchMock.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
  });

  it('sends a body over the browsers’ keepalive limit as an ordinary request', async () => {
    const { fetchMock, requests } = mockApi({ 'PUT /api/canvas/7': { body: {} } });
    const big = { about: 'x'.repeat(KEEPALIVE_MAX_BODY_BYTES) };
    await api.put('/canvas/7', big, { keepalive: true });
    expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('keepalive');
    expect(requests[0]?.body).toEqual(big);
  });
});

describe('API client errors', () => {
  it('throws a typed ApiError with the status, code, message and field of the answer', async () => {
    mockApi({
      'PUT /api/user/info': {
        status: 422,
        body: { code: 422, message: 'firstName is required', field: 'firstName' },
      },
    });
    const error = await api.put('/user/info', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 422,
      message: 'firstName is required',
      field: 'firstName',
    });
  });

  it('falls back to a readable message when the body is not the error contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await api.get('/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: expect.stringMatching(/went wrong/i) });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/could not reach/i) });
  });

  it('tells subscribers about a 401, with whether a token was sent', async () => {
    startSession(makeSession());
    mockApi({
      'GET /api/user/info': { status: 401, body: { code: 401, message: 'Please sign in to continue.' } },
    });
    const events: ApiErrorEvent[] = [];
    const unsubscribe = onApiError((event) => events.push(event));
    await expect(api.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(events).toHaveLength(1);
    expect(events[0]?.error.status).toBe(401);
    expect(events[0]?.request).toEqual({
      method: 'GET',
      path: '/user/info',
      hadToken: true,
      errorDisplay: 'global',
    });
  });

  it('marks calls whose caller shows the error itself', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { code: ErrorCode.emailNotVerified, message: 'Verify first' },
      },
    });
    const events: ApiErrorEvent[] = [];
    const unsubscribe = onApiError((event) => events.push(event));
    await api.post('/auth/login', {}, { errorDisplay: 'inline' }).catch(() => undefined);
    unsubscribe();
    expect(events[0]?.request.errorDisplay).toBe('inline');
    expect(events[0]?.error.code).toBe(ErrorCode.emailNotVerified);
  });

  it('stops notifying a subscriber after it unsubscribes', async () => {
    mockApi({ 'GET /api/health': { status: 500, body: { code: 500, message: 'Down' } } });
    const listener = vi.fn();
    onApiError(listener)();
    await api.get('/health').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});

/** Collects what the client reports while `run` goes; unsubscribes after. */
async function reportsDuring(run: () => Promise<unknown>): Promise<ApiErrorEvent[]> {
  const events: ApiErrorEvent[] = [];
  const unsubscribe = onApiError((event) => events.push(event));
  try {
    await run();
  } catch {
    // The assertions are about what was reported.
  } finally {
    unsubscribe();
  }
  return events;
}

const photo = () => new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' });

describe('API client uploads (XMLHttpRequest, for progress)', () => {
  it('sends the file as the body with the same headers as any call, and answers the JSON', async () => {
    startSession(makeSession(undefined, 'abc.def.ghi'));
    window.localStorage.setItem(TRACK_ID_STORAGE_KEY, 'rep-42');
    const xhr = mockXhr();
    const file = photo();
    const done = api.upload('/media/upload', file, { query: { slot: 'logo', canvasType: undefined } });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media/upload?slot=logo');
    expect(request.body).toBe(file);
    expect(request.headers).toEqual({
      Accept: 'application/json',
      platform: 'web',
      Authorization: 'Bearer abc.def.ghi',
      referralId: 'rep-42',
      'Content-Type': 'image/jpeg',
    });
    request.respond(200, { item: { url: '/media/a.jpg' } });
    await expect(done).resolves.toEqual({ item: { url: '/media/a.jpg' } });
  });

  it('sends a file without a type as octet-stream, with the method asked for', async () => {
    const xhr = mockXhr();
    const done = api.upload('/user/avatar', new Blob([new Uint8Array(4)]), { method: 'PUT' });
    expect(xhr.last().method).toBe('PUT');
    expect(xhr.last().headers['Content-Type']).toBe('application/octet-stream');
    xhr.last().respond(200, {});
    await done;
  });

  it('reports whole percentages while the bytes go up, capped at 100, then 100 on success', async () => {
    const xhr = mockXhr();
    const percents: number[] = [];
    const done = api.upload('/media/upload', photo(), { onProgress: (percent) => percents.push(percent) });
    xhr.last().progress(0, 0);
    xhr.last().progress(1, 3);
    xhr.last().progress(2, 3);
    xhr.last().progress(5, 4);
    xhr.last().respond(200, {});
    await done;
    expect(percents).toEqual([33, 67, 100, 100]);
  });

  it('stops when its signal aborts: an AbortError, not reported as a failure', async () => {
    const xhr = mockXhr();
    const controller = new AbortController();
    const events = await reportsDuring(async () => {
      const done = api.upload('/media/upload', photo(), { signal: controller.signal });
      controller.abort();
      const error = await done.catch((caught: unknown) => caught);
      expect(isAbortError(error)).toBe(true);
    });
    expect(xhr.sent).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('sends nothing when the signal aborted already', async () => {
    const xhr = mockXhr();
    const controller = new AbortController();
    controller.abort();
    const error = await api
      .upload('/media/upload', photo(), { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(xhr.sent).toHaveLength(0);
  });

  it("turns a refusal into the ApiError of the answer and reports it like any call's", async () => {
    startSession(makeSession());
    const xhr = mockXhr();
    let done: Promise<unknown> = Promise.resolve();
    const events = await reportsDuring(async () => {
      done = api.upload('/media/upload', photo(), { errorDisplay: 'inline' });
      xhr.last().respond(400, { code: 400, message: messages.videoTooShort, field: 'file' });
      await done;
    });
    await expect(done).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 400,
      message: messages.videoTooShort,
      field: 'file',
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.request).toEqual({
      method: 'POST',
      path: '/media/upload',
      hadToken: true,
      errorDisplay: 'inline',
    });
  });

  it('reports a 401 with whether the session token was sent', async () => {
    startSession(makeSession());
    const xhr = mockXhr();
    const events = await reportsDuring(async () => {
      const done = api.upload('/user/avatar', photo(), { method: 'PUT' });
      xhr.last().respond(401, { code: 401, message: messages.sessionExpired });
      await done;
    });
    expect(events[0]?.error).toMatchObject({ status: 401, message: messages.sessionExpired });
    expect(events[0]?.request).toMatchObject({ method: 'PUT', path: '/user/avatar', hadToken: true });
  });

  it('falls back to a readable message when the answer is not the error contract', async () => {
    const xhr = mockXhr();
    const done = api.upload('/media/upload', photo());
    xhr.last().respond(502, '<html>Bad gateway</html>');
    await expect(done).rejects.toMatchObject({ status: 502, message: messages.internal });
  });

  it("times out after timeoutMs with 'Upload timed out after {ms}ms', status 0", async () => {
    const xhr = mockXhr();
    const done = api.upload('/media/upload', photo(), { timeoutMs: 120_000 });
    expect(xhr.last().timeout).toBe(120_000);
    xhr.last().expire();
    await expect(done).rejects.toMatchObject({ status: 0, message: 'Upload timed out after 120000ms' });
  });

  it('reports a network failure as status 0', async () => {
    const xhr = mockXhr();
    const events = await reportsDuring(async () => {
      const done = api.upload('/media/upload', photo());
      xhr.last().fail();
      await done;
    });
    expect(events[0]?.error).toMatchObject({ status: 0, message: messages.networkError });
  });
});

describe('API client downloads', () => {
  it('answers the bytes and the file name, with the same headers as any call', async () => {
    startSession(makeSession(undefined, 'abc.def.ghi'));
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="ava-stone-resume.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, filename } = await api.download('/canvas/canvas-pdf/7');
    expect(filename).toBe('ava-stone-resume.pdf');
    expect(blob.size).toBe(4);
    expect(blob.type).toBe('application/pdf');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/canvas/canvas-pdf/7');
    expect(init?.headers).toMatchObject({ platform: 'web', Authorization: 'Bearer abc.def.ghi' });
  });

  it('reads an RFC 6266 file name, and none when the answer names none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b', {
            headers: { 'Content-Disposition': "attachment; filename*=UTF-8''users%20list.csv" },
          }),
      ),
    );
    await expect(api.download('/export')).resolves.toMatchObject({ filename: 'users list.csv' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('a,b')),
    );
    await expect(api.download('/export')).resolves.toMatchObject({ filename: null });
  });

  it('turns a refusal into the ApiError of the answer and reports it', async () => {
    mockApi({
      'GET /api/canvas/canvas-pdf/7': { status: 404, body: { code: 404, message: messages.canvasNotFound } },
    });
    let done: Promise<unknown> = Promise.resolve();
    const events = await reportsDuring(async () => {
      done = api.download('/canvas/canvas-pdf/7', { errorDisplay: 'inline' });
      await done;
    });
    await expect(done).rejects.toMatchObject({ status: 404, message: messages.canvasNotFound });
    expect(events[0]?.request).toEqual({
      method: 'GET',
      path: '/canvas/canvas-pdf/7',
      hadToken: false,
      errorDisplay: 'inline',
    });
  });
});

describe('apiUrl', () => {
  it('puts the path under /api with the query values that are set', () => {
    expect(apiUrl('/auth/oauth/google/start', { from: '/home', extra: null, none: undefined })).toBe(
      '/api/auth/oauth/google/start?from=%2Fhome',
    );
    expect(apiUrl('/health')).toBe('/api/health');
  });
});
