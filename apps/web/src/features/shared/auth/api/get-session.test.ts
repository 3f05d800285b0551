import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '@/testing/test-data';
import { getSession } from './get-session';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('getSession', () => {
  it('returns the user the API answers', async () => {
    vi.stubGlobal('fetch', fetchMock.mockResolvedValueOnce(jsonResponse(testUser)));
    await expect(getSession()).resolves.toEqual(testUser);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/auth/check-session');
  });

  it.each([
    ['401', () => Promise.resolve(jsonResponse({ error: 'Not logged in' }, 401))],
    ['a server error', () => Promise.resolve(jsonResponse({ error: 'boom' }, 500))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected body', () => Promise.resolve(jsonResponse({ hello: 'world' }))],
  ])('treats %s as logged out', async (_label, answer) => {
    vi.stubGlobal('fetch', fetchMock.mockImplementationOnce(answer));
    await expect(getSession()).resolves.toBeNull();
  });
});
