import { ErrorCode, TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { ApiError, type ApiErrorEvent, api, onApiError } from './api-client';
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
