import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EmailTransport, MailLog } from './email-transport.ts';
import {
  claimEmail,
  findDueEmailIds,
  markEmailSent,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  recordEmailFailure,
} from './outbox-repository.ts';

export type DeliveryResult = { sent: number; failed: number };

export type OutboxWorker = {
  // One bounded pass over due messages; safe to run on any number of instances at once.
  deliverDue(): Promise<DeliveryResult>;
  start(): void;
  stop(): Promise<void>;
};

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  transport: EmailTransport;
  log: MailLog;
  pollMs: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
};

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log, pollMs } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  async function deliverBatch(keepGoing: () => boolean): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 };
    for (const id of await findDueEmailIds(db, batchSize)) {
      // Rows not yet claimed stay pending, so stopping mid-batch loses nothing.
      if (!keepGoing()) break;
      // Each row is leased right before it is sent, so the lease covers one send only.
      const claim = await claimEmail(db, id, leaseMs);
      if (!claim) continue;
      try {
        await transport.send(claim);
      } catch (error) {
        result.failed += 1;
        const status = await recordEmailFailure(db, claim, errorText(error), maxAttempts);
        log.warn(
          { emailId: id, attempts: claim.attempts, status, error: errorText(error) },
          status === 'failed' ? 'email delivery failed for good' : 'email delivery failed',
        );
        continue;
      }
      result.sent += 1;
      if (!(await markEmailSent(db, claim))) {
        log.warn({ emailId: id }, 'email sent after its lease expired; it may be sent twice');
      }
    }
    return result;
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      inFlight = poll();
    }, delayMs);
    // A pending poll must never keep the process alive on its own.
    timer.unref();
  }

  async function poll(): Promise<void> {
    let delayMs = pollMs;
    try {
      const { sent, failed } = await deliverBatch(() => running);
      // A full batch suggests more is due: continue at once instead of after a full pause.
      if (sent + failed >= batchSize) delayMs = 0;
    } catch (error) {
      // Typically the database being unreachable; the next poll simply tries again.
      log.error({ error: errorText(error) }, 'email outbox poll failed');
    } finally {
      inFlight = undefined;
      if (running) schedule(delayMs);
    }
  }

  return {
    deliverDue: () => deliverBatch(() => true),
    start() {
      if (running) return;
      running = true;
      // Straight away, so mail queued while the process was down goes out on boot.
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
