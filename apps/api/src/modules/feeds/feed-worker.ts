import { createDatabase, type DatabaseHandle } from '../../db/create-database.ts';
import { buildFeeds, type BuildSettings, type BuildStats } from './feed-builder.ts';

// The feed builder's process (feed-scheduler.ts forks it for a build and ends it after): its
// own database connection (the same DATABASE_URL; on SQLite a second connection to the same
// file, which WAL lets read while the server writes), so a build's reads, XML and compression
// never hold the server's event loop, and its memory goes when it exits.

export type FeedWorkerData = {
  databaseUrl: string;
  searchPath: string | undefined;
  settings: Omit<BuildSettings, 'owner'>;
};
export type FeedWorkerRequest =
  | { type: 'start'; data: FeedWorkerData }
  | { type: 'build'; id: number; owner: string; reconcile: boolean }
  | { type: 'close' };
export type FeedWorkerReply =
  { id: number; ok: true; stats: BuildStats } | { id: number; ok: false; error: string };

if (!process.send) throw new Error('feed-worker.ts runs as a child process with an IPC channel');
// A reply to a server that has gone is dropped.
const send = (reply: FeedWorkerReply) => {
  if (process.connected) process.send?.(reply);
};
let started: { data: FeedWorkerData; handle: DatabaseHandle } | undefined;

const close = () => {
  const handle = started?.handle;
  started = undefined;
  void (handle?.destroy() ?? Promise.resolve()).finally(() => {
    if (process.connected) process.disconnect();
  });
};

process.on('message', (request: FeedWorkerRequest) => {
  if (request.type === 'start') {
    started ??= {
      data: request.data,
      handle: createDatabase(request.data.databaseUrl, {
        poolSize: 2,
        searchPath: request.data.searchPath,
      }),
    };
    return;
  }
  if (request.type === 'close') {
    close();
    return;
  }
  if (!started) {
    send({ id: request.id, ok: false, error: 'the builder was not started' });
    return;
  }
  const { data, handle } = started;
  buildFeeds(
    handle.db,
    handle.dialect,
    { ...data.settings, owner: request.owner },
    { reconcile: request.reconcile },
  )
    .then((stats) => {
      send({ id: request.id, ok: true, stats });
    })
    .catch((error: unknown) => {
      send({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    });
});
// The server went away without saying so: nothing is left to build for.
process.on('disconnect', close);
