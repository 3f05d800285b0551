import { vi } from 'vitest';
import {
  JOB_ORDER_TRANSITIONS,
  STATUSES_NEEDING_REASON,
  type JobOrderStatus,
} from '@staffing/shared/job-order-constants';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { RECRUITER } from './order-fixtures';

export type FakeCall = { method: string; path: string; search: URLSearchParams; body: unknown };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const summary = ({
  assignmentType: _a,
  endDate: _e,
  ongoing: _o,
  shift: _s,
  payMin: _pn,
  payMax: _px,
  payPeriod: _pp,
  city: _c,
  state: _st,
  zip: _z,
  licences: _l,
  certifications: _ce,
  languages: _la,
  contactName: _cn,
  email: _em,
  phone: _ph,
  notes: _n,
  job: _j,
  applications: _ap,
  history: _h,
  nextStatuses: _ns,
  ...rest
}: JobOrderDetail) => rest;

// The staff orders API at the fetch boundary, applying the board's rules to what it holds:
// the list filters by status, a PATCH moves along the allowed transitions.
export function stubOrdersApi(orders: JobOrderDetail[]) {
  const store = new Map(orders.map((order) => [order._id, structuredClone(order)]));
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.searchParams, body });
    const path = url.pathname;

    if (path === '/api/auth/check-session') return Promise.resolve(json({ error: 'x' }, 401));
    if (method === 'GET' && path === '/api/admin/orders') {
      const status = url.searchParams.get('status');
      const rows = [...store.values()].filter((order) => !status || order.status === status);
      return Promise.resolve(
        json({
          orders: rows.map(summary),
          total: rows.length,
          page: Number(url.searchParams.get('page') ?? 1),
          limit: 20,
        }),
      );
    }
    if (method === 'GET' && path === '/api/admin/orders/owners') {
      return Promise.resolve(json([RECRUITER]));
    }
    if (method === 'POST' && path === '/api/jobs/create-job') {
      const payload = body as { title: string; jobOrderId: string };
      const job = {
        _id: 'job-1',
        createdAt: new Date().toISOString(),
        status: 'open',
        overview: {
          title: payload.title,
          location: 'Chicago, IL',
          salary: '$42',
          type: 'Temporary',
          schedule: 'Night shift',
          industry: 'Healthcare',
        },
        details: { description: 'd', responsibilities: 'r', skills: 's' },
      };
      const order = store.get(payload.jobOrderId);
      if (order) {
        order.jobId = job._id;
        order.job = { _id: job._id, title: payload.title, status: 'open' };
      }
      return Promise.resolve(json(job, 201));
    }
    const match = /^\/api\/admin\/orders\/([^/]+)$/.exec(path);
    const order = match?.[1] ? store.get(decodeURIComponent(match[1])) : undefined;
    if (!order) return Promise.resolve(json({ error: 'Job order not found.' }, 404));
    if (method === 'GET') return Promise.resolve(json(order));
    if (method === 'PATCH') {
      const change = body as {
        status?: JobOrderStatus;
        reason?: string;
        ownerId?: string | null;
        filledCount?: number;
        note?: string;
      };
      if (change.status) {
        const to: JobOrderStatus = change.status;
        if (!JOB_ORDER_TRANSITIONS[order.status].includes(to)) {
          return Promise.resolve(json({ error: 'cannot become' }, 409));
        }
        if (STATUSES_NEEDING_REASON.includes(to) && !change.reason) {
          return Promise.resolve(
            json({ error: 'Give a reason', fieldErrors: { reason: 'Give a reason' } }, 400),
          );
        }
        order.history.push({
          _id: `e${order.history.length + 1}`,
          createdAt: new Date().toISOString(),
          actorName: 'Ada Admin',
          kind: 'status',
          fromStatus: order.status,
          toStatus: to,
          text: change.reason ?? null,
        });
        order.status = to;
        order.statusReason = change.reason ?? null;
        order.nextStatuses = [...JOB_ORDER_TRANSITIONS[to]];
      }
      if (change.ownerId !== undefined) {
        order.owner = change.ownerId === RECRUITER._id ? RECRUITER : null;
      }
      if (change.filledCount !== undefined) order.filledCount = change.filledCount;
      if (change.note) {
        order.history.push({
          _id: `e${order.history.length + 1}`,
          createdAt: new Date().toISOString(),
          actorName: 'Ada Admin',
          kind: 'note',
          fromStatus: null,
          toStatus: null,
          text: change.note,
        });
      }
      return Promise.resolve(json(order));
    }
    return Promise.resolve(json({ error: 'No such API' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    store,
  };
}
