import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../../db/create-database.ts';
import { buildFeeds, type BuildSettings, type BuildStats } from './feed-builder.ts';

// The feed builder's thread: its own database connection (the same DATABASE_URL; on SQLite a
// second connection to the same file, which WAL lets read while the server writes), so a
// build's reads, XML and compression never hold the server's event loop.

export type FeedWorkerData = {
  databaseUrl: string;
  searchPath: string | undefined;
  settings: Omit<BuildSettings, 'owner'>;
};
export type FeedWorkerRequest =
  { type: 'build'; id: number; owner: string; reconcile: boolean } | { type: 'close' };
export type FeedWorkerReply =
  { id: number; ok: true; stats: BuildStats } | { id: number; ok: false; error: string };

const data = workerData as FeedWorkerData;
const port = parentPort;
if (!port) throw new Error('feed-worker.ts runs as a worker thread');
const handle = createDatabase(data.databaseUrl, { poolSize: 2, searchPath: data.searchPath });

port.on('message', (request: FeedWorkerRequest) => {
  if (request.type === 'close') {
    void handle.destroy().finally(() => {
      port.close();
    });
    return;
  }
  buildFeeds(
    handle.db,
    handle.dialect,
    { ...data.settings, owner: request.owner },
    { reconcile: request.reconcile },
  )
    .then((stats) => {
      port.postMessage({ id: request.id, ok: true, stats } satisfies FeedWorkerReply);
    })
    .catch((error: unknown) => {
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies FeedWorkerReply);
    });
});
