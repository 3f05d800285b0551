import pino from 'pino';
import { sendDueDigests } from '../modules/alerts/alert-digests.ts';
import { openCliDatabase } from './cli-context.ts';

// `npm run alerts:send`: queue every due job-alert digest now, the same pass the server runs on
// its schedule. Safe beside running servers (leases); the servers' outbox workers send them.
const { config, handle } = await openCliDatabase();
try {
  const result = await sendDueDigests({
    db: handle.db,
    dialect: handle.dialect,
    links: { publicUrl: config.publicUrl, agencyName: config.site.agencyName },
    secret: config.sessionSecret,
    leaseMs: config.alerts.leaseMs,
    log: pino({ level: config.logLevel }),
  });
  console.log(`Job alerts checked: ${result.checked}; digests queued: ${result.sent}.`);
} finally {
  await handle.destroy();
}
