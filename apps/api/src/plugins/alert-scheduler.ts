import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../lib/repeating-task.ts';
import { sendDueDigests, type DigestRunResult } from '../modules/alerts/alert-digests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { sendDue(): Promise<DigestRunResult> };
  }
}

// Job-alert digests are queued on a timer inside the server process, on every instance that
// has it switched on (ALERTS_INTERVAL_MS); leases keep two instances from queuing the same
// digest. `npm run alerts:send` runs the same pass on demand.
export default fp(
  async (app) => {
    const log = app.log.child({ module: 'job-alerts' });
    const sendDue = () =>
      sendDueDigests({
        db: app.db,
        dialect: app.dbDialect,
        links: { publicUrl: app.config.publicUrl, agencyName: app.config.site.agencyName },
        secret: app.config.sessionSecret,
        leaseMs: app.config.alerts.leaseMs,
        log,
      });
    app.decorate('alerts', { sendDue });

    const intervalMs = app.config.alerts.intervalMs;
    if (intervalMs <= 0) return;
    repeatWhileRunning(
      app,
      intervalMs,
      async () => {
        const { checked, sent } = await sendDue();
        if (checked > 0) log.info({ checked, sent }, 'job alerts run');
      },
      log,
      'job alerts run',
    );
  },
  {
    name: 'alert-scheduler',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db'] },
  },
);
