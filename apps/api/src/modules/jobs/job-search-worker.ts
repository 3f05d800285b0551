import { setPriority } from 'node:os';
import { createDatabase, type DatabaseHandle } from '../../db/create-database.ts';
import { type JobSearchTask, type JobSearchValue, runJobSearchTask } from './job-search-tasks.ts';

// A search process (job-search-work.ts forks it on SQLite, where a query runs on the thread that
// asks it, and ends it when idle): its own read-only connection to the database file, so a
// count or a search of a million jobs never holds the server's event loop; a lower scheduling
// priority than the server's, so on a small machine the other pages come first; and its memory
// goes when it exits.

export type JobSearchRequest =
  | { type: 'start'; databaseUrl: string }
  | { type: 'run'; id: number; task: JobSearchTask }
  | { type: 'close' };
export type JobSearchReply =
  { id: number; ok: true; value: JobSearchValue } | { id: number; ok: false; error: string };

if (!process.send) throw new Error('job-search-worker.ts runs as a child process with IPC');
try {
  setPriority(10);
} catch {
  // Not allowed here: the searches run at the server's priority.
}
// A reply to a server that has gone is dropped.
const send = (reply: JobSearchReply) => {
  if (process.connected) process.send?.(reply);
};
let handle: DatabaseHandle | undefined;

process.on('message', (request: JobSearchRequest) => {
  if (request.type === 'start') {
    handle ??= createDatabase(request.databaseUrl, { readOnly: true });
    return;
  }
  if (request.type === 'close') {
    void (handle?.destroy() ?? Promise.resolve()).finally(() => {
      if (process.connected) process.disconnect();
    });
    return;
  }
  if (!handle) {
    send({ id: request.id, ok: false, error: 'the search process was not started' });
    return;
  }
  runJobSearchTask(handle.db, handle.dialect, request.task)
    .then((value) => {
      send({ id: request.id, ok: true, value });
    })
    .catch((error: unknown) => {
      send({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    });
});
