import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm test`: unit, component and API integration tests. The API suite runs on SQLite
// always and on PostgreSQL when TEST_DATABASE_URL is set. Where it is not, this says so
// plainly; under CI (CI=true) a skipped PostgreSQL suite is a failure.
const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

if (!postgresUrl) {
  const notice =
    'PostgreSQL suite SKIPPED: TEST_DATABASE_URL is not set. Only the SQLite suite runs.\n' +
    '  To run both: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test';
  if (inCi) {
    console.error(`${notice}\nCI requires the PostgreSQL suite; failing.`);
    process.exit(1);
  }
  console.log(notice);
}

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (!postgresUrl)
  console.log('\nReminder: the PostgreSQL suite was skipped (TEST_DATABASE_URL not set).');
process.exit(result.status ?? 1);
