import { beforeAll, describe, expect, it } from 'vitest';
import type { JobOrderList } from '@staffing/shared/job-order-schemas';
import { sendOrder } from './helpers/job-orders.ts';
import { useTestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// The order board with its totals shared (SEARCH_COUNT_CACHE_MS on, as in production; the
// other suites run with it off): a total is never older than the last change to an order, and
// a page read by its ids first (the deep-page plan) lists the same orders in the same order
// as the sort says.
describe('order board: shared totals and pages', () => {
  const t = useTestApp({ searchCountCacheMs: 60_000 });
  let staff: TestClient;
  const list = async (query = '') => {
    const response = await staff.get(`/api/admin/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobOrderList>();
  };

  beforeAll(async () => {
    staff = (await loggedInClient(t.app, 'recruiter')).client;
    const companies = ['Cedar Care', 'Acme Freight', 'Birch Builders', 'Acme Freight', 'Dune IT'];
    for (const [index, company] of companies.entries()) {
      await sendOrder(t.app, {
        company,
        industry: index % 2 === 0 ? 'Healthcare' : 'Drivers',
        email: `orders${index}@example.com`,
      });
    }
  });

  it('counts a new order and a status move at once, though the totals are shared', async () => {
    expect((await list()).total).toBe(5);
    expect((await list('?status=new&industry=Healthcare')).total).toBe(3);
    const newest = (await list()).orders[0];
    await sendOrder(t.app, { company: 'Elm Homes', email: 'elm@example.com' });
    expect((await list()).total).toBe(6);
    expect((await list('?status=new&industry=Healthcare')).total).toBe(4);
    const moved = await staff.request('PATCH', `/api/admin/orders/${newest?._id ?? ''}`, {
      json: { status: 'qualified', fromStatus: 'new' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list('?status=qualified')).total).toBe(1);
    expect((await list('?status=new')).total).toBe(5);
  });

  it('pages by company, newest first within a company, without repeating an order', async () => {
    const all = await list('?sort=company&limit=100');
    const companies = all.orders.map((order) => order.company);
    expect(companies).toEqual(
      [...companies].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const acme = all.orders.filter((order) => order.company === 'Acme Freight');
    expect(acme.map((order) => order.createdAt)).toEqual(
      acme
        .map((order) => order.createdAt)
        .sort()
        .reverse(),
    );
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(...(await list(`?sort=company&limit=2&page=${page}`)).orders);
    }
    expect(pages.map((order) => order._id)).toEqual(all.orders.map((order) => order._id));
    const newest = await list('?limit=2&page=2');
    expect(newest.orders.map((order) => order._id)).toEqual(
      (await list('?limit=100')).orders.slice(2, 4).map((order) => order._id),
    );
    expect(newest.total).toBe(6);
  });
});
