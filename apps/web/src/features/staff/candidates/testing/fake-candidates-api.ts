import { vi } from 'vitest';
import type { CandidateDetail, CandidateListItem } from '@staffing/shared/candidate-schemas';

export type FakeCall = { method: string; path: string; body: unknown };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const noContent = () => new Response(null, { status: 204 });

type FakeOptions = {
  // Details by id; a GET of any other id answers 404.
  details?: CandidateDetail[];
  // Answers the list instead of the default (the candidates, filtered by tag and q).
  list?: (params: URLSearchParams) => Response | undefined;
  tags?: { tag: string; count: number }[];
};

// The staff candidates API at the fetch boundary, keeping the changes made through it.
export function stubCandidatesApi(candidates: CandidateListItem[], options: FakeOptions = {}) {
  const details = new Map((options.details ?? []).map((detail) => [detail._id, { ...detail }]));
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const path = url.pathname;

    if (path === '/api/auth/check-session') return Promise.resolve(json({ error: 'x' }, 401));
    if (method === 'GET' && path === '/api/admin/candidates') {
      const custom = options.list?.(url.searchParams);
      if (custom) return Promise.resolve(custom);
      const tag = url.searchParams.get('tag');
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = candidates.filter(
        (candidate) =>
          (!tag || candidate.tags.includes(tag)) &&
          (!q || candidate.name.toLowerCase().includes(q)),
      );
      return Promise.resolve(json(rows, 200, { 'x-total-count': String(rows.length) }));
    }
    if (method === 'GET' && path === '/api/admin/candidates/tags') {
      return Promise.resolve(json(options.tags ?? []));
    }

    const match = /^\/api\/admin\/candidates\/([^/]+)(?:\/(tags|notes)(?:\/([^/]+))?)?$/.exec(path);
    const id = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    const detail = id === undefined ? undefined : details.get(id);
    if (!match || !id || !detail) {
      return Promise.resolve(json({ error: 'Candidate not found' }, 404));
    }
    const [, , part, rawTag] = match;
    if (!part && method === 'GET') return Promise.resolve(json(detail));
    if (!part && method === 'PATCH') {
      Object.assign(detail, body);
      return Promise.resolve(json(detail));
    }
    if (!part && method === 'DELETE') {
      if (detail.hasAccount) {
        return Promise.resolve(
          json({ error: 'This candidate has an account: delete the account instead.' }, 409),
        );
      }
      details.delete(id);
      return Promise.resolve(noContent());
    }
    if (part === 'tags' && rawTag) {
      const tag = decodeURIComponent(rawTag);
      detail.tags =
        method === 'PUT'
          ? [...new Set([...detail.tags, tag])].sort()
          : detail.tags.filter((value) => value !== tag);
      return Promise.resolve(noContent());
    }
    if (part === 'notes' && method === 'POST') {
      const note = {
        _id: `n${detail.notes.length + 1}`,
        createdAt: new Date().toISOString(),
        authorName: 'Ada Admin',
        body: (body as { body: string }).body,
      };
      detail.notes = [note, ...detail.notes];
      return Promise.resolve(json(note, 201));
    }
    return Promise.resolve(json({ error: 'unexpected' }, 500));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, details };
}
