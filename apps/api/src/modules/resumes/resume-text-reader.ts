import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExtractedText } from './resume-text-extract.ts';
import type { ResumeTextMessage, ResumeTextRequest } from './resume-text-worker.ts';

// Reads resumes' text in a child process (resume-text-worker.ts), one file at a time, so a
// hostile file can neither hold the server's event loop nor take its memory: a read that
// runs past the time limit has its process killed, and a process past its heap limit is
// ended by V8 itself; both are answered 'unreadable' and the next read starts a new process.
// A process rather than a worker thread: the server's V8 heap flags (node-flags.ts) apply to
// every isolate of its process, overriding a thread's `resourceLimits`, and a thread's heap
// pages stay in the server's process after it ends (V8 pools them), so one large file would
// have left the server that much larger for good (docs/PERFORMANCE.md, "Memory").

export type ReadOutcome = ExtractedText | { status: 'stopped' };

export type ResumeTextReaderLimits = {
  timeLimitMs: number;
  memoryLimitMb: number;
};

export type ResumeTextReader = {
  // Never rejects. 'stopped' when the reader was closed before the read finished.
  read(content: Uint8Array): Promise<ReadOutcome>;
  // Stops the process between reads, giving its memory back; the next read starts another.
  idle(): Promise<void>;
  // Ends a read in flight (it answers 'stopped') and the process.
  close(): Promise<void>;
};

// The worker's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerPath = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './resume-text-worker.ts' : './resume-text-worker.js',
    import.meta.url,
  ),
);

// Starting a process and loading the parsers takes about 150 ms on an idle machine.
const STARTUP_LIMIT_MS = 60_000;

// The process's heap: old generation as configured, a young generation of an eighth of it
// (4 to 32 MB, as two semi-spaces).
function readerNodeFlags(memoryLimitMb: number): string[] {
  const semiSpaceMb = Math.min(16, Math.max(2, Math.floor(memoryLimitMb / 16)));
  return [`--max-old-space-size=${memoryLimitMb}`, `--max-semi-space-size=${semiSpaceMb}`];
}

export function createResumeTextReader(limits: ResumeTextReaderLimits): ResumeTextReader {
  let worker: ChildProcess | undefined;
  let closed = false;
  let nextId = 0;
  // The read in flight: how to settle it, whichever of reply, error, exit or timer is first.
  let current:
    | {
        id: number;
        thread: ChildProcess;
        settle: (outcome: ReadOutcome) => void;
        // The time limit runs from when the process has loaded its parsers, not from its start.
        started: () => void;
      }
    | undefined;
  const ready = new WeakSet<ChildProcess>();
  let queue: Promise<unknown> = Promise.resolve();

  const stopWorker = async () => {
    const stopping = worker;
    worker = undefined;
    if (stopping?.exitCode !== null || stopping.signalCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill('SIGKILL');
    await exited;
  };

  const startWorker = () => {
    const created = fork(workerPath, [], {
      execArgv: readerNodeFlags(limits.memoryLimitMb),
      serialization: 'advanced',
      // V8's report of a heap past its limit and a parser's complaints are not the server's
      // log: what went wrong is in the outcome.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    created.on('message', (message: ResumeTextMessage) => {
      if ('ready' in message) {
        ready.add(created);
        if (current?.thread === created) current.started();
        return;
      }
      if (current?.thread === created && current.id === message.id) {
        current.settle(message.result);
      }
    });
    // A stopped process's last events must not settle a read sent to its successor.
    created.on('error', (error: Error) => {
      if (worker === created) worker = undefined;
      if (current?.thread !== created) return;
      current.settle({
        status: 'unreadable',
        reason: `the reader failed: ${error.message.slice(0, 200)}`,
      });
    });
    created.on('exit', (_code, signal) => {
      if (worker === created) worker = undefined;
      if (current?.thread !== created) return;
      // V8 aborts a process whose heap passed its limit.
      current.settle(
        closed
          ? { status: 'stopped' }
          : signal === 'SIGABRT' || signal === 'SIGTRAP'
            ? { status: 'unreadable', reason: `it needed more than ${limits.memoryLimitMb} MB` }
            : { status: 'unreadable', reason: 'the reader stopped' },
      );
    });
    // A reader waiting for work never keeps a CLI or a test process alive.
    created.unref();
    created.channel?.unref();
    return created;
  };

  const readNow = (content: Uint8Array) =>
    new Promise<ReadOutcome>((resolve) => {
      if (closed) {
        resolve({ status: 'stopped' });
        return;
      }
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      // A process that never gets its parsers loaded is given up too.
      const startup = setTimeout(() => {
        settle({ status: 'unreadable', reason: 'the reader did not start' });
        void stopWorker();
      }, STARTUP_LIMIT_MS);
      const started = () => {
        clearTimeout(startup);
        timer ??= setTimeout(() => {
          settle({
            status: 'unreadable',
            reason: `reading took longer than ${Math.round(limits.timeLimitMs / 1000)} s`,
          });
          void stopWorker();
        }, limits.timeLimitMs);
      };
      function settle(outcome: ReadOutcome) {
        if (current?.id !== id) return;
        current = undefined;
        clearTimeout(startup);
        clearTimeout(timer);
        resolve(outcome);
      }
      try {
        const thread = (worker ??= startWorker());
        current = { id, thread, settle, started };
        if (ready.has(thread)) started();
        // The process gets a copy of its own, so the caller's buffer is never shared with
        // the parser.
        thread.send({ id, content } satisfies ResumeTextRequest);
      } catch (error) {
        clearTimeout(startup);
        current = undefined;
        const message = error instanceof Error ? error.message : String(error);
        resolve({ status: 'unreadable', reason: `the reader failed: ${message.slice(0, 200)}` });
      }
    });

  return {
    read(content) {
      const result = queue.then(() => readNow(content));
      queue = result.catch(() => undefined);
      return result;
    },
    async idle() {
      await queue;
      if (!current) await stopWorker();
    },
    async close() {
      closed = true;
      current?.settle({ status: 'stopped' });
      await stopWorker();
    },
  };
}
