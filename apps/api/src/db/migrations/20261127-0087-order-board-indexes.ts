import type { Migration } from '../migration-types.ts';

// The order board at 100,000 orders (bench:api's order rows):
// - Sorted by company, a page read every order and sorted them (233 ms on PostgreSQL, 90 ms
//   on SQLite); an index in the list's own order (company, then newest first) reads the page.
// - A fresh total of one status in one industry (the board's filters) read every order of
//   that status (200 ms on SQLite for open Healthcare orders); with both in an index it is
//   counted from the index.
// - A list's total is shared for SEARCH_COUNT_CACHE_MS under the board's version, the newest
//   `updated_at` (every change to an order sets it): one step down this index, so a total is
//   never older than the last change, on any instance.
export const migration: Migration = {
  analyzes: ['job_orders'],
  async up(db) {
    await db.schema
      .createIndex('job_orders_company_sort_idx')
      .on('job_orders')
      .columns(['company_key', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('job_orders_status_industry_idx')
      .on('job_orders')
      .columns(['status', 'industry', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('job_orders_updated_idx')
      .on('job_orders')
      .column('updated_at')
      .execute();
  },
};
