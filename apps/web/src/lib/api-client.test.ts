import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse } from '@/testing/test-data';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from './api-client';

// fetch is the api client's boundary with the network, so it is the one thing stubbed here.
const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
});

describe('apiRequest', () => {
  it('sends GET requests with same-origin credentials and returns the parsed JSON', async () => {
    document.cookie = 'XSRF-TOKEN=token-123';
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: 1 }]));

    await expect(apiRequest('/api/jobs/jobs')).resolves.toEqual([{ id: 1 }]);

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/jobs/jobs');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    // Reads never carry the token: it only protects state-changing requests.
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the XSRF-TOKEN cookie as the X-XSRF-TOKEN header with a JSON body', async () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }, 201));

    await apiRequest('/api/email/contact-form', { method: 'POST', body: { email: 'a@b.co' } });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    document.cookie = 'XSRF-TOKEN=form-token';
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'sent' }));
    const form = new FormData();
    form.append('firstName', 'Jane');

    await apiRequest('/api/email/quick-apply', { method: 'POST', body: form });

    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('X-XSRF-TOKEN')).toBe('form-token');
  });

  it('throws an ApiError carrying status, the server message and fieldErrors', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: MESSAGES.validationFailed, fieldErrors: { email: MESSAGES.invalidEmail } },
        400,
      ),
    );

    const error = await apiRequest('/api/users/signup', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: MESSAGES.validationFailed,
      fieldErrors: { email: MESSAGES.invalidEmail },
    });
  });

  it('falls back to a generic message when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiRequest('/api/jobs/jobs')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      message: MESSAGES.serverError,
      fieldErrors: undefined,
    });
  });

  it('returns undefined for 204 No Content', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/jobs/jobs')).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
    });
  });

  it('validates the answer with the given parser', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: '3' }));
    const parse = (data: unknown) => {
      const count = Number((data as { count: string }).count);
      if (Number.isNaN(count)) throw new Error('not a number');
      return count;
    };
    await expect(apiRequest('/api/count', { parse })).resolves.toBe(3);
  });

  it('fetches a CSRF token first when the page has none yet', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    fetchMock.mockImplementationOnce(() => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return Promise.resolve(jsonResponse({ error: 'not logged in' }, 401));
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'ok' }, 201));

    await apiRequest('/api/email/contact-form', { method: 'POST', body: {} });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/check-session');
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('refreshes a stale CSRF token and retries once after a CSRF 403', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: MESSAGES.csrfRejected }, 403));
    fetchMock.mockImplementationOnce(() => {
      document.cookie = 'XSRF-TOKEN=renewed';
      return Promise.resolve(jsonResponse({ error: 'not logged in' }, 401));
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'ok' }, 201));

    await expect(
      apiRequest('/api/email/contact-form', { method: 'POST', body: {} }),
    ).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('renewed');
  });

  it('does not retry a 403 that is about permissions', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: MESSAGES.adminOnly }, 403));
    await expect(
      apiRequest('/api/jobs/create-job', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 403, message: MESSAGES.adminOnly });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
