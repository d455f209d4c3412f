import { messages, readApiErrorBody, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { getTrackId } from './referral';
import { readStorage } from './storage';

/**
 * The one way the web app talks to the API: JSON calls, uploads with progress and binary downloads.
 * Each sends the headers every call needs (spec 1 §7), turns failures into a typed ApiError and
 * tells subscribers about them. It never shows anything or navigates: the app's providers decide
 * what a failure means for the user.
 */

const API_BASE = '/api';

/**
 * Where requests take the session's token from: the session store once it is loaded
 * (lib/session.ts sets it), the stored token before that — the client itself does not load the
 * session's code, which pages without a member (the prerendered pages' islands) never need.
 */
let currentToken: () => string | null = () => readStorage(TOKEN_STORAGE_KEY);

export function setTokenSource(source: () => string | null): void {
  currentToken = source;
}

/** Status 0: the request never got an answer (offline, DNS, timed out). */
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
 * The caller cancelled the request (its signal aborted): thrown as the 'AbortError' fetch throws,
 * by every kind of call, and never reported as a failure.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * `global`: the app shows the failure (toast, re-login modal). `inline`: the caller shows the
 * message in its own UI (a form's error line), so only what no screen can do itself still
 * applies: the email-not-verified redirect, and the re-login modal when the session's token is
 * refused.
 */
export type ErrorDisplay = 'global' | 'inline';

export interface ApiErrorEvent {
  error: ApiError;
  /**
   * `hadToken`: the call carried the session's token (a call given its own `token` did not), so a
   * 401 means the session itself is over.
   */
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

/** What every kind of call accepts. */
interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Use this token instead of the session's (restoring an admin session); null sends none. */
  token?: string | null;
  errorDisplay?: ErrorDisplay;
  /** Extra headers for this call (e.g. `Idempotency-Key`); they cannot replace the ones every call sends. */
  headers?: Record<string, string>;
}

export interface RequestOptions extends CallOptions {
  method?: Method;
  body?: unknown;
  /**
   * Let the request outlive the page (fetch `keepalive`): a save started as the page is hidden or
   * closed still reaches the server. Browsers refuse keepalive bodies over 64 KiB, so a larger
   * body is sent as an ordinary request (it may then be cut off with the page).
   */
  keepalive?: boolean;
}

/** Browsers allow 64 KiB of keepalive bodies in flight; leave room for another small one. */
export const KEEPALIVE_MAX_BODY_BYTES = 60_000;

/** `method` defaults to POST; `onProgress` gets 0-100 while the bytes go up, and 100 on success. */
export interface UploadOptions extends CallOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (percent: number) => void;
  /** Gives up after this long with 'Upload timed out after {ms}ms' (spec 2 §8). */
  timeoutMs?: number;
}

export type DownloadOptions = CallOptions;

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, when it names one. */
  filename: string | null;
}

/**
 * The URL of an API path with its query, for what the browser loads itself rather than through
 * this client (a full-page navigation, a link opened in a new window).
 */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

interface PreparedCall {
  url: string;
  headers: Record<string, string>;
  request: ApiErrorEvent['request'];
}

/** The URL, the headers spec 1 §7 asks of every call, and how a failure is reported. */
function prepare(method: Method, path: string, options: CallOptions, accept: string): PreparedCall {
  const token = options.token === undefined ? currentToken() : options.token;
  const trackId = getTrackId();
  const headers: Record<string, string> = { ...options.headers, Accept: accept, platform: 'web' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (trackId) headers.referralId = trackId;
  return {
    url: apiUrl(path, options.query),
    headers,
    request: {
      method,
      path,
      hadToken: options.token === undefined && Boolean(token),
      errorDisplay: options.errorDisplay ?? 'global',
    },
  };
}

function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = readApiErrorBody(body);
  if (parsed) return new ApiError({ status, ...parsed });
  return new ApiError({
    status,
    code: status,
    message: status === 429 ? messages.tooManyRequests : messages.internal,
  });
}

function failureWithoutAnswer(message: string = messages.networkError): ApiError {
  return new ApiError({ status: NETWORK_ERROR_STATUS, code: NETWORK_ERROR_STATUS, message });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML page): an error answer falls back to a generic message.
    return undefined;
  }
}

/** Sends a fetch request; answers the response when it is a success, throws (and reports) otherwise. */
async function send(call: PreparedCall, init: RequestInit, signal: AbortSignal | undefined) {
  let response: Response;
  try {
    response = await fetch(call.url, { ...init, headers: call.headers, signal, credentials: 'same-origin' });
  } catch (cause) {
    // An abort is the caller's own doing (a query was cancelled): not a failure to report.
    if (signal?.aborted) throw cause;
    const error = failureWithoutAnswer();
    reportError({ error, request: call.request });
    throw error;
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, parseJson(await response.text()));
    reportError({ error, request: call.request });
    throw error;
  }
  return response;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const call = prepare(method, path, options, 'application/json');
  if (options.body !== undefined) call.headers['Content-Type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const init: RequestInit = { method, body };
  if (options.keepalive && new Blob([body ?? '']).size <= KEEPALIVE_MAX_BODY_BYTES) init.keepalive = true;
  const response = await send(call, init, options.signal);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `attachment; filename="a.pdf"` or `filename*=UTF-8''a%20b.pdf` (RFC 6266) → the name. */
function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** GET a binary answer (a PDF, an export) with the same headers and failures as any call. */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const call = prepare('GET', path, options, '*/*');
  const response = await send(call, { method: 'GET' }, options.signal);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Sends a file as the raw request body. XMLHttpRequest rather than fetch because only XHR reports
 * upload progress (spec 1 §4, spec 2 §4: uploads show a percentage); it is the app's only XHR.
 */
export function apiUpload<T = unknown>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const call = prepare(method, path, options, 'application/json');
  call.headers['Content-Type'] = file.type || 'application/octet-stream';
  const { signal, onProgress, timeoutMs } = options;
  if (signal?.aborted) return Promise.reject(abortError());

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, call.url);
    if (timeoutMs !== undefined) xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(call.headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    const fail = (error: ApiError) => {
      settle();
      reportError({ error, request: call.request });
      reject(error);
    };

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(errorFromBody(xhr.status, body));
        return;
      }
      settle();
      onProgress?.(100);
      resolve(body as T);
    };
    xhr.ontimeout = () => fail(failureWithoutAnswer(messages.uploadTimedOut(timeoutMs ?? 0)));
    xhr.onerror = () => fail(failureWithoutAnswer());
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(file);
  });
}

type JsonCallOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: JsonCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: JsonCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: JsonCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: JsonCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: apiUpload,
  download: apiDownload,
};
