import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../lib/repeating-task.ts';
import {
  eraseCandidatesPastRetention,
  retentionRanSince,
  type RetentionRun,
} from '../modules/candidates/candidate-retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    candidateRetention: {
      // Runs the daily erasure now if no run is logged in the last day (undefined otherwise,
      // and when retention is off).
      runIfDue(): Promise<RetentionRun | undefined>;
    };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Candidates past CANDIDATE_RETENTION_MONTHS are erased once a day. Every instance looks each
// hour whether a run is logged in the last day and runs one if not: a server restarted more
// often than daily still runs it, and several instances run it about once a day between them
// (two that look at the same moment both run; the second finds nothing left to erase).
// `npm run candidates:retention` runs it on demand.
export default fp(
  async (app) => {
    const { months, checkEveryMs } = app.config.candidateRetention;
    const log = app.log.child({ module: 'candidate-retention' });
    const runIfDue = async (): Promise<RetentionRun | undefined> => {
      if (months <= 0) return undefined;
      const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
      if (await retentionRanSince(app.db, dayAgo)) return undefined;
      const run = await eraseCandidatesPastRetention({
        db: app.db,
        config: app.config,
        dialect: app.dbDialect,
        months,
        source: 'scheduler',
      }).finally(() => {
        // The erased leave the talent pool's shared searches at once (also those of the
        // batches committed before a failure).
        app.candidateSearch.clear();
      });
      log.info({ erased: run.erased, cutoff: run.cutoff }, 'candidate retention run');
      return run;
    };
    app.decorate('candidateRetention', { runIfDue });
    if (months <= 0 || checkEveryMs <= 0) return;
    repeatWhileRunning(app, checkEveryMs, runIfDue, log, 'candidate retention run');
  },
  {
    name: 'candidate-retention',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db', 'candidateSearch'] },
  },
);
