import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../lib/repeating-task.ts';
import { extractPendingResumes } from '../modules/resumes/resume-text-extraction.ts';
import { createResumeTextReader } from '../modules/resumes/resume-text-reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    resumeText: {
      // Looks for pending resumes now instead of at the next poll.
      nudge(): void;
      // Reads every pending resume now and waits for it (tests).
      settle(): Promise<void>;
    };
  }
}

// Resumes' text read off the request path (ADR 0019): every instance with
// RESUME_TEXT_EXTRACTION=on polls for pending resumes, and is nudged after each upload so
// the text is there within seconds. Files are read one at a time in a child process with a
// time and a heap limit; leases keep two instances (or the CLI) off the same file.
export default fp(
  async (app) => {
    const config = app.config.resumeText;
    const log = app.log.child({ module: 'resume-text' });
    if (!config.extraction) {
      app.decorate('resumeText', { nudge: () => undefined, settle: () => Promise.resolve() });
      return;
    }

    const owner = randomUUID();
    const reader = createResumeTextReader(config);
    let running = false;
    const stopping = () => !running;
    let draining: Promise<void> | undefined;
    // Counts every call: one made while a pass runs may come from an upload that committed
    // after the pass last looked, so the pass looks once more.
    let calls = 0;

    const pass = async () => {
      try {
        for (;;) {
          const seen = calls;
          const counts = await extractPendingResumes({
            db: app.db,
            reader,
            owner,
            // Only a reader that died keeps a lease this long: a live one ends every read
            // within the time limit.
            leaseMs: config.timeLimitMs * 3,
            log,
            shouldStop: stopping,
            // A resume's text is searchable in the talent pool once read: staff see it at once.
            onSettled: () => {
              app.candidateSearch.clear();
            },
          });
          if (counts.readable + counts.unreadable > 0) log.info(counts, 'resume text read');
          if (calls !== seen && !stopping()) continue;
          // Between passes the process and its memory are given back.
          await reader.idle();
          if (calls === seen || stopping()) break;
        }
      } catch (error) {
        log.error({ err: error }, 'resume text pass failed');
      } finally {
        // In the same step as the last look at `calls`, so no call falls between the two.
        draining = undefined;
      }
    };

    const drain = (): Promise<void> => {
      calls++;
      if (!running) return Promise.resolve();
      draining ??= pass();
      return draining;
    };

    app.decorate('resumeText', {
      nudge: () => {
        void drain();
      },
      settle: drain,
    });

    // Every resume arrives in a multipart form (apply, the two openings, sign-up, profile);
    // once such a request has answered, its transaction has committed.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400 && request.isMultipart()) {
        void drain();
      }
    });

    app.addHook('onReady', async () => {
      running = true;
      void drain();
    });
    repeatWhileRunning(app, config.pollMs, drain, log, 'resume text pass');
    // Registered after the timer's hook, so it runs first on close: the read in flight is
    // abandoned (its thread stopped, its resume given back untouched for the next reader)
    // while the database is still open.
    app.addHook('onClose', async () => {
      running = false;
      await reader.close();
      await draining;
    });
  },
  {
    name: 'resume-text-extractor',
    dependencies: ['database', '@fastify/multipart'],
    decorators: { fastify: ['config', 'db', 'candidateSearch'] },
  },
);
