import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../../db/create-database.ts';
import { type JobSearchTask, type JobSearchValue, runJobSearchTask } from './job-search-tasks.ts';

// A search thread (job-search-work.ts starts them on SQLite, where a query runs on the thread
// that asks it): its own read-only connection to the database file, so a count or a search of
// a million jobs never holds the server's event loop, and a lower scheduling priority than the
// server's thread, so on a small machine the other pages come first.

export type JobSearchWorkerData = { databaseUrl: string };
export type JobSearchRequest = { id: number; task: JobSearchTask };
export type JobSearchReply =
  { id: number; ok: true; value: JobSearchValue } | { id: number; ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('job-search-worker.ts runs as a worker thread');
// On Linux this applies to the calling thread alone (checked in /proc/<pid>/task/*/stat).
try {
  setPriority(10);
} catch {
  // Not allowed here: the thread runs at the server's priority.
}
const handle = createDatabase((workerData as JobSearchWorkerData).databaseUrl, { readOnly: true });

port.on('message', (request: JobSearchRequest) => {
  runJobSearchTask(handle.db, handle.dialect, request.task)
    .then((value) => {
      port.postMessage({ id: request.id, ok: true, value } satisfies JobSearchReply);
    })
    .catch((error: unknown) => {
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies JobSearchReply);
    });
});
