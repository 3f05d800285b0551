import { Worker } from 'node:worker_threads';
import type { ExtractedText } from './resume-text-extract.ts';
import type { ResumeTextReply, ResumeTextRequest } from './resume-text-worker.ts';

// Reads resumes' text in a worker thread (resume-text-worker.ts), one file at a time, so a
// hostile file can neither hold the server's event loop nor take its memory: a read that
// runs past the time limit has its thread stopped, and a thread past its heap limit is
// ended by Node itself; both are answered 'unreadable' and the next read starts a new thread.

export type ReadOutcome = ExtractedText | { status: 'stopped' };

export type ResumeTextReaderLimits = {
  timeLimitMs: number;
  memoryLimitMb: number;
};

export type ResumeTextReader = {
  // Never rejects. 'stopped' when the reader was closed before the read finished.
  read(content: Uint8Array): Promise<ReadOutcome>;
  // Stops the thread between reads, giving its heap back; the next read starts another.
  idle(): Promise<void>;
  // Ends a read in flight (it answers 'stopped') and the thread.
  close(): Promise<void>;
};

// The worker's file next to this module: TypeScript when run from the sources (tests, dev,
// CLIs), JavaScript beside dist/server.js in the built server (apps/api/build.ts).
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './resume-text-worker.ts' : './resume-text-worker.js',
  import.meta.url,
);

export function createResumeTextReader(limits: ResumeTextReaderLimits): ResumeTextReader {
  let worker: Worker | undefined;
  let closed = false;
  let nextId = 0;
  // The read in flight: how to settle it, whichever of reply, error, exit or timer is first.
  let current: { id: number; thread: Worker; settle: (outcome: ReadOutcome) => void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const stopWorker = async () => {
    const stopping = worker;
    worker = undefined;
    if (stopping) await stopping.terminate();
  };

  const startWorker = () => {
    const created = new Worker(workerUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryLimitMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.memoryLimitMb / 8))),
      },
    });
    created.on('message', (reply: ResumeTextReply) => {
      if (current?.thread === created && current.id === reply.id) current.settle(reply.result);
    });
    // A stopped thread's last events must not settle a read sent to its successor.
    created.on('error', (error: Error & { code?: string }) => {
      if (worker === created) worker = undefined;
      if (current?.thread !== created) return;
      current.settle(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'unreadable', reason: `it needed more than ${limits.memoryLimitMb} MB` }
          : { status: 'unreadable', reason: `the reader failed: ${error.message.slice(0, 200)}` },
      );
    });
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      if (current?.thread !== created) return;
      current.settle(
        closed ? { status: 'stopped' } : { status: 'unreadable', reason: 'the reader stopped' },
      );
    });
    // A reader waiting for work never keeps a CLI or a test process alive.
    created.unref();
    return created;
  };

  const readNow = (content: Uint8Array) =>
    new Promise<ReadOutcome>((resolve) => {
      if (closed) {
        resolve({ status: 'stopped' });
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => {
        settle({
          status: 'unreadable',
          reason: `reading took longer than ${Math.round(limits.timeLimitMs / 1000)} s`,
        });
        void stopWorker();
      }, limits.timeLimitMs);
      function settle(outcome: ReadOutcome) {
        if (current?.id !== id) return;
        current = undefined;
        clearTimeout(timer);
        resolve(outcome);
      }
      try {
        const thread = (worker ??= startWorker());
        current = { id, thread, settle };
        // A copy of its own goes to the thread (moved, not copied again), so the caller's
        // buffer stays usable and is never shared with the parser.
        const copy = new Uint8Array(content);
        thread.postMessage({ id, content: copy } satisfies ResumeTextRequest, [copy.buffer]);
      } catch (error) {
        clearTimeout(timer);
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
