import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@staffing/shared/constants';
import { readCookie } from './cookies';
import { MESSAGES } from '@staffing/shared/messages';

// Thrown for every non-2xx answer, so callers can branch on `status` and show `message`
// (the server's own `error` text) or `fieldErrors` next to form fields.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;

  constructor(status: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

// Status 0 marks "no answer at all" (offline, DNS, CORS): there is no server message to show.
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your internet connection and try again.';

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary).
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  // The resume download needs the raw file; everything else is JSON.
  responseType?: 'json' | 'blob';
  // Validates the answer at the boundary, e.g. `userSchema.parse`, so a contract drift fails
  // loudly here instead of as an undefined field deep inside a component.
  parse?: (data: unknown) => T | Promise<T>;
  // The server renderer hands its own fetch (answered in-process by the API) to the route
  // loaders; in the browser it is the global one.
  fetch?: typeof fetch;
};

// The API hands out its CSRF token with the session check. A form submitted before that
// check returned, or after the session changed on the server (expiry, logout elsewhere),
// would carry no token or a stale one; fetching a fresh one first (and once more after a
// 403 for that reason) keeps such a submission from failing for the visitor.
async function refreshCsrfToken(): Promise<void> {
  try {
    await fetch('/api/auth/check-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    // The real request reports the network failure.
  }
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  return (await apiRequestWithHeaders(path, options)).data;
}

// The same, also returning the answer's headers: paged lists carry their total in
// X-Total-Count.
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const changesState = method !== 'GET' && method !== 'HEAD';
  if (changesState && !readCookie(CSRF_COOKIE_NAME)) await refreshCsrfToken();

  let response = await send(path, method, options);
  if (changesState && response.status === 403) {
    const error = await toApiError(response.clone());
    if (error.message === MESSAGES.csrfRejected) {
      await refreshCsrfToken();
      response = await send(path, method, options);
    }
  }

  if (!response.ok) throw await toApiError(response);

  if (response.status === 204 || response.status === 205 || method === 'HEAD') {
    return { data: undefined as T, headers: response.headers };
  }

  const data: unknown =
    options.responseType === 'blob' ? await response.blob() : await readJson(response);
  return {
    data: options.parse ? await options.parse(data) : (data as T),
    headers: response.headers,
  };
}

// X-Total-Count as a number; a missing or mangled header (a proxy stripping it) falls back to
// the number of items on hand, which still gives a usable single page.
export function totalCountOf(headers: Headers, itemsOnPage: number): number {
  const total = Number.parseInt(headers.get('x-total-count') ?? '', 10);
  return Number.isFinite(total) && total >= itemsOnPage ? total : itemsOnPage;
}

async function send<T>(
  path: string,
  method: NonNullable<ApiRequestOptions<T>['method']>,
  options: ApiRequestOptions<T>,
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }

  // Double-submit CSRF protection: the API compares this header with its own cookie, which a
  // cross-site page can make the browser send but cannot read.
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie(CSRF_COOKIE_NAME);
    if (token) headers.set(CSRF_HEADER_NAME, token);
  }

  const send = options.fetch ?? fetch;
  try {
    return await send(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own decision (e.g. TanStack Query cancelling), not a failure.
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function toApiError(response: Response): Promise<ApiError> {
  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch {
    // A proxy's HTML error page or a truncated body: there is no server message to relay.
    parsed = undefined;
  }
  const body = readApiErrorBody(parsed);
  return body
    ? new ApiError(response.status, body.error, body.fieldErrors)
    : new ApiError(response.status, MESSAGES.serverError);
}

// The shared error shape ({ error, fieldErrors? }, packages/shared/src/api-error.ts) checked
// by hand: this file is on every page's startup path, which zod is kept off (ADR 0006).
function readApiErrorBody(
  value: unknown,
): { error: string; fieldErrors?: Record<string, string> } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error, fieldErrors } = value as { error?: unknown; fieldErrors?: unknown };
  if (typeof error !== 'string') return undefined;
  if (fieldErrors === undefined) return { error };
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) {
    return undefined;
  }
  const entries = Object.entries(fieldErrors);
  if (!entries.every(([, message]) => typeof message === 'string')) return undefined;
  return { error, fieldErrors: Object.fromEntries(entries) };
}
