import { sql } from 'kysely';
import { annualPayMax, cityKey, factsFromText } from '../../modules/jobs/job-facts.ts';
import type { Migration } from '../migration-types.ts';

const BATCH = 5000;

// Structured pay and place beside the free text (ADR 0007), read out of today's text where it
// says clearly enough and left empty where it does not, plus the partial indexes the public
// list's new filters walk newest first.
export const migration: Migration = {
  analyzes: ['jobs'],
  async up(db, dialect) {
    const number = dialect === 'postgres' ? 'double precision' : 'real';
    const columns: [string, string][] = [
      ['salary_min', number],
      ['salary_max', number],
      ['salary_currency', 'text'],
      ['salary_period', 'text'],
      ['annual_pay_max', number],
      ['city', 'text'],
      ['city_key', 'text'],
      ['region', 'text'],
      ['postal_code', 'text'],
    ];
    for (const [name, type] of columns) {
      await db.schema.alterTable('jobs').addColumn(name, sql.raw(type)).execute();
    }
    await db.schema
      .alterTable('jobs')
      .addColumn('workplace', 'text', (c) => c.notNull().defaultTo('on-site'))
      .execute();

    // In batches by seq so a large board neither holds every row in memory nor one huge
    // transaction; only rows whose text says something are written.
    for (let after = 0; ;) {
      const rows: { seq: number; salary: string; location: string }[] = await db
        .selectFrom('jobs')
        .select(['seq', 'salary', 'location'])
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const facts = factsFromText(row.salary, row.location);
          if (facts.salaryPeriod === null && facts.city === null && facts.workplace === 'on-site')
            continue;
          await trx
            .updateTable('jobs')
            .set({
              salary_min: facts.salaryMin,
              salary_max: facts.salaryMax,
              salary_currency: facts.salaryCurrency,
              salary_period: facts.salaryPeriod,
              annual_pay_max: annualPayMax(facts),
              city: facts.city,
              city_key: cityKey(facts.city),
              region: facts.region,
              postal_code: facts.postalCode,
              workplace: facts.workplace,
            })
            .where('seq', '=', row.seq)
            .execute();
        }
      });
      after = rows.at(-1)?.seq ?? after;
    }

    const open = sql<boolean>`status = 'open'`;
    const indexes: [string, string[]][] = [
      ['jobs_open_workplace_idx', ['workplace', 'created_at', 'id']],
      ['jobs_open_region_idx', ['region', 'created_at', 'id']],
      ['jobs_open_city_idx', ['city_key', 'created_at', 'id']],
      ['jobs_open_postal_code_idx', ['postal_code', 'created_at', 'id']],
    ];
    for (const [name, indexColumns] of indexes) {
      await db.schema.createIndex(name).on('jobs').columns(indexColumns).where(open).execute();
    }
  },
};
