import { vi } from 'vitest';
import type { AdminUser } from '@staffing/shared/application-schemas';
import { MESSAGES } from '@staffing/shared/messages';

export type FakeCall = { method: string; path: string; body: unknown };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

// The admin users API at the fetch boundary: list with q/page/limit and X-Total-Count, and
// PATCH applying the change (or answering what `override` says). With `password`, the
// session's sign-in is too old for a change until that password is given again.
export function stubUsersApi(
  initial: AdminUser[],
  override: {
    patch?: (userId: string, body: unknown) => Response | undefined;
    password?: string;
  } = {},
) {
  const users = initial.map((user) => ({ ...user }));
  let recentlyAuthenticated = override.password === undefined;
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });

    if (url.pathname === '/api/auth/check-session') {
      return Promise.resolve(json({ error: 'Not logged in' }, 401));
    }
    if (method === 'GET' && url.pathname === '/api/admin/users') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const matches = users.filter(
        (user) =>
          q === '' ||
          user.email.toLowerCase().includes(q) ||
          `${user.firstName} ${user.lastName}`.toLowerCase().includes(q),
      );
      return Promise.resolve(
        json(matches.slice((page - 1) * limit, page * limit), 200, {
          'x-total-count': String(matches.length),
        }),
      );
    }
    if (method === 'POST' && url.pathname === '/api/users/me/reauthenticate') {
      if ((body as { password?: string }).password !== override.password) {
        const wrong = 'The password is not correct.';
        return Promise.resolve(json({ error: wrong, fieldErrors: { password: wrong } }, 401));
      }
      recentlyAuthenticated = true;
      return Promise.resolve(json({ recentUntil: '2099-01-01T00:00:00.000Z' }));
    }
    const patchId = /^\/api\/admin\/users\/([^/]+)$/.exec(url.pathname)?.[1];
    if (method === 'PATCH' && patchId && !recentlyAuthenticated) {
      return Promise.resolve(json({ error: MESSAGES.reauthenticationRequired }, 403));
    }
    if (method === 'PATCH' && patchId) {
      const forced = override.patch?.(patchId, body);
      if (forced) return Promise.resolve(forced);
      const index = users.findIndex((user) => user._id === patchId);
      const current = users[index];
      if (!current) return Promise.resolve(json({ error: 'User not found.' }, 404));
      const change = body as { role?: AdminUser['role']; disabled?: boolean };
      const updated: AdminUser = {
        ...current,
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      };
      users[index] = updated;
      return Promise.resolve(json(updated));
    }
    return Promise.resolve(json({ error: 'No such API endpoint.' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, users };
}
