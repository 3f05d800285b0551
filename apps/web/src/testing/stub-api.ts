import { vi } from 'vitest';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { jsonResponse } from '@/testing/test-data';

type Handler = (request: { body: BodyInit | null | undefined }) => Response | Promise<Response>;

// `search` is the query string ('' or '?token=…'); handlers are chosen without it.
export type ApiCall = {
  method: string;
  path: string;
  search: string;
  body: BodyInit | null | undefined;
};

// Stubs fetch, the app's network boundary, with answers per "METHOD /path". Anything not
// listed answers the API's own 404, so a test fails loudly on an unexpected call.
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname: path, search } = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, search, body: init?.body });
    const handler = handlers[`${method} ${path}`];
    return handler ? handler({ body: init?.body }) : jsonResponse({ error: 'No such API' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  // With the CSRF cookie present the client sends no extra session check before a POST.
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;

  return {
    fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export function formDataOf(call: ApiCall | undefined): FormData {
  if (!(call?.body instanceof FormData)) throw new Error('expected a multipart body');
  return call.body;
}

export function jsonOf(call: ApiCall | undefined): unknown {
  if (typeof call?.body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(call.body);
}
