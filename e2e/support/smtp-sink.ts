import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// The browser suite's mail server: the E2E server sends every email over SMTP to this sink
// (playwright.config.ts starts it before the server, as a webServer of its own), which writes
// each message as it arrived on the wire to <E2E_DATA_DIR>/outbox/smtp-<n>-<id>.eml, where the
// specs read their links and attachments. Run as `node e2e/support/smtp-sink.ts`.

const port = Number(process.env.E2E_SMTP_PORT);
const dataDir = process.env.E2E_DATA_DIR;
if (!Number.isInteger(port) || port <= 0 || !dataDir) {
  throw new Error('The SMTP sink needs E2E_SMTP_PORT and E2E_DATA_DIR');
}
const outbox = path.join(dataDir, 'outbox');
await mkdir(outbox, { recursive: true });
let received = 0;

// Written under a temporary name first, so a spec polling the folder never reads half a message.
async function keep(raw: Buffer) {
  received += 1;
  const name = `smtp-${String(received).padStart(5, '0')}-${randomUUID()}.eml`;
  const file = path.join(outbox, name);
  const temporary = `${file}.tmp`;
  await writeFile(temporary, raw, { mode: 0o600 });
  await rename(temporary, file);
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // A message as big as a resume attachment or two.
  size: 20 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      keep(Buffer.concat(chunks)).then(
        () => {
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  },
});
// A connection the server drops at shutdown is not the sink's failure.
server.on('error', () => undefined);
server.listen(port, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
