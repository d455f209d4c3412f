import { messages, readApiErrorBody, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { getTrackId } from './referral';
import { readStorage } from './storage';

/**
 * The one way the web app talks to the API. It sends the headers every call needs (spec 1 §7),
 * turns failures into a typed ApiError and tells subscribers about them. It never shows anything
 * or navigates: the app's providers decide what a failure means for the user.
 */

export const API_BASE = '/api';

/**
 * Where requests take the session's token from: the session store once it is loaded
 * (lib/session.ts sets it), the stored token before that — the client itself does not load the
 * session's code, which pages without a member (the prerendered pages' islands) never need.
 */
let currentToken: () => string | null = () => readStorage(TOKEN_STORAGE_KEY);

export function setTokenSource(source: () => string | null): void {
  currentToken = source;
}

/** Status 0: the request never got an answer (offline, DNS, aborted by the network). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly field: string | undefined;

  constructor(init: { status: number; code: number; message: string; field?: string | undefined }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * `global`: the app shows the failure (toast, re-login modal). `inline`: the caller shows it in
 * its own UI (a form's error line), so only navigation-level handling such as the
 * email-not-verified redirect still applies.
 */
export type ErrorDisplay = 'global' | 'inline';

export interface ApiErrorEvent {
  error: ApiError;
  request: { method: string; path: string; hadToken: boolean; errorDisplay: ErrorDisplay };
}

type ApiErrorListener = (event: ApiErrorEvent) => void;
const errorListeners = new Set<ApiErrorListener>();

export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => {
    errorListeners.delete(listener);
  };
}

function reportError(event: ApiErrorEvent): void {
  for (const listener of errorListeners) listener(event);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Use this token instead of the session's (restoring an admin session); null sends none. */
  token?: string | null;
  errorDisplay?: ErrorDisplay;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to a generic message below.
  }
  const parsed = readApiErrorBody(body);
  if (parsed) {
    return new ApiError({ status: response.status, ...parsed });
  }
  return new ApiError({
    status: response.status,
    code: response.status,
    message: response.status === 429 ? messages.tooManyRequests : messages.internal,
  });
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const token = options.token === undefined ? currentToken() : options.token;
  const trackId = getTrackId();
  const headers: Record<string, string> = { Accept: 'application/json', platform: 'web' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (trackId) headers.referralId = trackId;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const request = {
    method,
    path,
    hadToken: Boolean(token),
    errorDisplay: options.errorDisplay ?? 'global',
  } satisfies ApiErrorEvent['request'];

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // An abort is the caller's own doing (a query was cancelled): not a failure to report.
    if (options.signal?.aborted) throw cause;
    const error = new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: NETWORK_ERROR_STATUS,
      message: messages.networkError,
    });
    reportError({ error, request });
    throw error;
  }

  if (!response.ok) {
    const error = await readErrorBody(response);
    reportError({ error, request });
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
