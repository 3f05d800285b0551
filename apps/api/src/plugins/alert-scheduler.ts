import fp from 'fastify-plugin';
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
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    let inFlight: Promise<void> | undefined;
    const tick = async () => {
      try {
        const { checked, sent } = await sendDue();
        if (checked > 0) log.info({ checked, sent }, 'job alerts run');
      } catch (error) {
        log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'job alerts run failed',
        );
      } finally {
        inFlight = undefined;
        if (running) schedule();
      }
    };
    function schedule() {
      timer = setTimeout(() => {
        inFlight = tick();
      }, intervalMs);
      timer.unref();
    }
    app.addHook('onReady', async () => {
      running = true;
      schedule();
    });
    app.addHook('onClose', async () => {
      running = false;
      clearTimeout(timer);
      await inFlight;
    });
  },
  {
    name: 'alert-scheduler',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db'] },
  },
);
