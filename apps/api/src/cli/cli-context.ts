import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// Command-line tools share the server's configuration and always run against an up-to-date
// schema.
export async function openCliDatabase(): Promise<{ config: AppConfig; handle: DatabaseHandle }> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const handle = createDatabase(config.databaseUrl);
  await migrateToLatest(handle.db, handle.dialect);
  return { config, handle };
}

export function readFlag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}
