import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { createDatabase, type DialectName } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { autovacuumWarning } from '../db/table-statistics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
  }
}

export type DatabasePluginOptions = {
  databaseUrl: string;
  migrate: boolean;
  searchPath?: string | undefined;
};

// Opens the database, brings its schema up to date, and closes it when the app closes.
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = createDatabase(options.databaseUrl, { searchPath: options.searchPath });
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.addHook('onClose', async () => {
      await handle.destroy();
    });
    if (options.migrate) {
      const applied = await migrateToLatest(handle.db, handle.dialect);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    }
    if (handle.dialect === 'postgres') {
      const warning = await autovacuumWarning(handle.db);
      if (warning) app.log.warn(warning);
    }
  },
  { name: 'database' },
);
