import fp from 'fastify-plugin';
import { createEmailTransport } from '../modules/email/email-transport.ts';
import { enqueueEmail, type OutgoingEmail } from '../modules/email/outbox-repository.ts';
import { createOutboxWorker, type DeliveryResult } from '../modules/email/outbox-worker.ts';

export type Mailer = {
  // Queues on the app's database. Inside a transaction, call enqueueEmail(trx, email) instead
  // so the message commits or rolls back with the data it is about.
  enqueue(email: OutgoingEmail): Promise<string>;
  deliverDue(): Promise<DeliveryResult>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// Routes only ever queue; delivery happens here, in the background, on every instance that
// has the worker enabled (leases keep them from sending a message twice).
export default fp(
  async (app) => {
    const log = app.log.child({ module: 'mailer' });
    const transport = createEmailTransport({
      smtpUrl: app.config.smtpUrl,
      mailFrom: app.config.mailFrom,
      dataDir: app.config.dataDir,
      db: app.db,
      log,
    });
    const worker = createOutboxWorker({
      db: app.db,
      transport,
      log,
      pollMs: app.config.outbox.pollMs,
      leaseMs: app.config.outbox.leaseMs,
    });
    app.decorate('mailer', {
      enqueue: (email: OutgoingEmail) => enqueueEmail(app.db, email),
      deliverDue: () => worker.deliverDue(),
    } satisfies Mailer);

    if (app.config.outbox.worker) {
      // Not before the app is ready: a failed boot must not have sent anything.
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    // onClose hooks run in reverse registration order, so this runs while the database
    // registered before us is still open.
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['database'], decorators: { fastify: ['config', 'db'] } },
);
