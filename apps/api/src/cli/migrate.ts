import { loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// Run once per release before starting new instances (docs/DEPLOYMENT.md); the server also
// migrates at start, which is a no-op once this has run.
const config = loadConfig();
const handle = createDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(handle.db, handle.dialect);
  console.log(
    applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database already up to date.',
  );
} finally {
  await handle.destroy();
}
