import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { seedOnFirstStart } from './cli/first-start-seed.ts';
import { watchIdleMemory } from './lib/idle-memory.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config);
  await seedOnFirstStart(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not hold the process forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  await app.listen({ host: config.host, port: config.port });

  // What a load or a feed build grew is given back once the server is quiet (ADR 0017,
  // docs/PERFORMANCE.md, "Memory").
  if (config.idleMemoryReleaseMs > 0) {
    const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
    watchIdleMemory({
      idleMs: config.idleMemoryReleaseMs,
      minGrowthBytes: 8 * 1024 * 1024,
      minIntervalMs: 30_000,
      onRelease: (before, after, tookMs) => {
        app.log.debug(
          { rssBeforeMb: mb(before), rssAfterMb: mb(after), tookMs: Math.round(tookMs) },
          'idle memory released',
        );
      },
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
