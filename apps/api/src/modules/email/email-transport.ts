import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Address, SendMailOptions } from 'nodemailer';
import type { Database } from '../../db/schema.ts';
import { loadEmailAttachment, type ClaimedEmail } from './outbox-repository.ts';

// The one place that knows how a queued row becomes a message on the wire (or on disk).

// app.log fits; so does any small recording logger in tests.
export type MailLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type QueuedEmail = Pick<
  ClaimedEmail,
  'id' | 'to' | 'subject' | 'text' | 'replyTo' | 'attachmentResumeId'
> & {
  headers?: Record<string, string> | undefined;
  attachments?: ClaimedEmail['attachments'] | undefined;
};

export type EmailTransport = {
  readonly kind: 'smtp' | 'file';
  // Resolves once the SMTP server accepted the message (or the .eml file is in place).
  // Rejections carry messages that are safe to store and log.
  send(email: QueuedEmail): Promise<void>;
  close(): void;
};

export type EmailTransportOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  db: Kysely<Database>;
  log: MailLog;
};

const withoutLineBreaks = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

// "Name <address>" is split here so the display name reaches nodemailer as a value it quotes
// or encodes, never as address syntax it would parse: a colon or comma in a name typed by a
// visitor would otherwise turn into an address group or an extra recipient.
function toMailAddress(value: string): Address | string {
  const flat = withoutLineBreaks(value);
  const match = /^(.*?)\s*<([^<>\s]+)>$/.exec(flat);
  if (!match) return flat;
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  return name ? { name, address: match[2] } : (match[2] ?? flat);
}

function messageIdDomain(mailFrom: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

function secretsIn(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const { password } = new URL(smtpUrl);
    return [...new Set([password, decodeURIComponent(password)])].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

type Sender = {
  deliver(email: QueuedEmail, message: SendMailOptions): Promise<void>;
  close(): void;
};

// nodemailer is loaded with the first message, not at start: a server that sends nothing for
// hours keeps its heap small (docs/PERFORMANCE.md, "Memory").
const loadNodemailer = async () => (await import('nodemailer')).default;

function smtpSender(smtpUrl: string): Sender {
  // Timeouts well under the outbox lease, so a hung server cannot outlive a claim and let a
  // second instance send the same message. Parameters given in the URL still win.
  const create = async () =>
    (await loadNodemailer()).createTransport({
      pool: true,
      url: smtpUrl,
      maxConnections: 2,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  let mailer: ReturnType<typeof create> | undefined;
  return {
    async deliver(_email, message) {
      await (await (mailer ??= create())).sendMail(message);
    },
    close: () => {
      void mailer?.then((transport) => {
        transport.close();
      });
    },
  };
}

// Without SMTP (development, demos) every message still leaves a trace a person can open.
function fileSender(dataDir: string, log: MailLog): Sender {
  const create = async () =>
    (await loadNodemailer()).createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'windows',
    });
  let mailer: ReturnType<typeof create> | undefined;
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    async deliver(email, message) {
      const info = await (await (mailer ??= create())).sendMail(message);
      if (!Buffer.isBuffer(info.message))
        throw new Error('The stream transport returned no buffer');
      await mkdir(outboxDir, { recursive: true });
      // Named after the row, so a retry replaces the file instead of adding a second one;
      // written under a temporary name first so a reader never sees half a message.
      const file = path.join(outboxDir, `${email.id}.eml`);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, info.message, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      log.info(
        { to: email.to, subject: withoutLineBreaks(email.subject), file },
        'email written to a file (no SMTP_URL configured)',
      );
    },
    close: () => {
      void mailer?.then((transport) => {
        transport.close();
      });
    },
  };
}

export function createEmailTransport(options: EmailTransportOptions): EmailTransport {
  const { smtpUrl, mailFrom, dataDir, db, log } = options;
  const secrets = secretsIn(smtpUrl);
  const domain = messageIdDomain(mailFrom);
  const sender = smtpUrl ? smtpSender(smtpUrl) : fileSender(dataDir, log);

  async function compose(email: QueuedEmail): Promise<SendMailOptions> {
    const attachment = email.attachmentResumeId
      ? await loadEmailAttachment(db, email.attachmentResumeId)
      : undefined;
    if (email.attachmentResumeId && !attachment) {
      throw new Error(`Attachment resume ${email.attachmentResumeId} no longer exists`);
    }
    return {
      from: mailFrom,
      to: toMailAddress(email.to),
      ...(email.replyTo ? { replyTo: toMailAddress(email.replyTo) } : {}),
      subject: withoutLineBreaks(email.subject),
      text: email.text,
      ...(email.headers && Object.keys(email.headers).length > 0
        ? {
            headers: Object.fromEntries(
              Object.entries(email.headers).map(([name, value]) => [
                name,
                withoutLineBreaks(value),
              ]),
            ),
          }
        : {}),
      // Stable per row, so a retry after a lost acknowledgement is recognisable downstream.
      messageId: `<${email.id}@${domain}>`,
      attachments: [
        ...(attachment
          ? [
              {
                filename: attachment.fileName,
                contentType: attachment.mimeType,
                content: Buffer.from(attachment.content),
              },
            ]
          : []),
        // Base64 keeps the file's own line endings (iCalendar requires CRLF) exactly as queued.
        ...(email.attachments ?? []).map((file) => ({
          filename: withoutLineBreaks(file.fileName),
          contentType: withoutLineBreaks(file.contentType),
          content: Buffer.from(file.content, 'utf8'),
          contentTransferEncoding: 'base64' as const,
        })),
      ],
    };
  }

  // nodemailer errors can quote the connection; the password must not reach logs or rows.
  function safeError(error: unknown): Error {
    let message = error instanceof Error ? error.message : String(error);
    for (const secret of secrets) message = message.split(secret).join('***');
    return new Error(message);
  }

  return {
    kind: smtpUrl ? 'smtp' : 'file',
    async send(email) {
      try {
        await sender.deliver(email, await compose(email));
      } catch (error) {
        throw safeError(error);
      }
    },
    close() {
      sender.close();
    },
  };
}
