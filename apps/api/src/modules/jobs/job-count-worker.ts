import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../../db/create-database.ts';
import { type JobCountTask, type JobCountValue, runJobCountTask } from './job-count-tasks.ts';

// A count thread (job-counts.ts starts them on SQLite, where a query runs on the thread that
// asks it): its own read-only connection to the database file, so a count of a million jobs
// never holds the server's event loop, and a lower scheduling priority than the server's
// thread, so on a small machine the pages come first and counts take the time left over.

export type JobCountWorkerData = { databaseUrl: string };
export type JobCountRequest = { id: number; task: JobCountTask };
export type JobCountReply =
  { id: number; ok: true; value: JobCountValue } | { id: number; ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('job-count-worker.ts runs as a worker thread');
// On Linux this applies to the calling thread alone (checked in /proc/<pid>/task/*/stat).
try {
  setPriority(10);
} catch {
  // Not allowed here: the counts run at the server's priority.
}
const handle = createDatabase((workerData as JobCountWorkerData).databaseUrl, { readOnly: true });

port.on('message', (request: JobCountRequest) => {
  runJobCountTask(handle.db, handle.dialect, request.task)
    .then((value) => {
      port.postMessage({ id: request.id, ok: true, value } satisfies JobCountReply);
    })
    .catch((error: unknown) => {
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies JobCountReply);
    });
});
