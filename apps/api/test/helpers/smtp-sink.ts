import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps every message it accepts, so tests see exactly
// what nodemailer put on the wire.

export type ReceivedMessage = { mailFrom: string; rcptTo: string[]; raw: string };

export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMessage[];
  close(): Promise<void>;
};

// A port nothing listens on (yet): used to simulate an SMTP server that is down and then
// to start one there later.
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink did not bind');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

// --- A small MIME reader: enough to check headers and attachments byte for byte. ---

export type MimePart = { headers: Map<string, string[]>; body: string };

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  // Unfold continuation lines first (RFC 5322 §2.2.3).
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  return { headers: parseHeaders(headerBlock), body };
}

export function header(part: MimePart, name: string): string | undefined {
  return part.headers.get(name.toLowerCase())?.[0];
}

// The direct children of a multipart body.
export function multipartChildren(part: MimePart): MimePart[] {
  const contentType = header(part, 'content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  const pieces = part.body.split(`--${boundary}`);
  // pieces[0] is the preamble; the last piece starts with "--" (the closing delimiter).
  return pieces
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .map((piece) => parseMime(piece.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

// Every leaf part, depth first.
export function leafParts(part: MimePart): MimePart[] {
  const children = multipartChildren(part);
  return children.length === 0 ? [part] : children.flatMap(leafParts);
}
