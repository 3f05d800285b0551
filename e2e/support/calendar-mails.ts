import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { header, leafParts, parseMime } from '../../apps/api/test/helpers/smtp-sink.ts';
import { e2eOutbox } from './e2e-env.ts';

// The calendar files (.ics) the SMTP sink received: an interview's invitation, its moves
// (METHOD:REQUEST, SEQUENCE counting up) and its cancellation (METHOD:CANCEL).

type CalendarMail = { method: string; sequence: number; uid: string; start: string };

// Every calendar file mailed to `to`, as the sink received them.
export async function calendarMailsTo(to: string): Promise<CalendarMail[]> {
  const outbox = e2eOutbox();
  const mails: CalendarMail[] = [];
  for (const name of await readdir(outbox).catch(() => [] as string[])) {
    if (!name.endsWith('.eml')) continue;
    const message = parseMime(await readFile(path.join(outbox, name), 'latin1'));
    if (!(header(message, 'to') ?? '').includes(to)) continue;
    const calendar = leafParts(message).find((part) =>
      (header(part, 'content-type') ?? '').startsWith('text/calendar'),
    );
    if (!calendar) continue;
    const text = Buffer.from(calendar.body.replace(/\s+/g, ''), 'base64')
      .toString('utf8')
      .replace(/\r?\n[ \t]/g, '');
    const event = text.slice(text.indexOf('BEGIN:VEVENT'));
    mails.push({
      method: /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() ?? '',
      sequence: Number(/^SEQUENCE:(\d+)/m.exec(event)?.[1] ?? -1),
      uid: /^UID:(.+)$/m.exec(event)?.[1]?.trim() ?? '',
      start: /^DTSTART[^:]*:(.+)$/m.exec(event)?.[1]?.trim() ?? '',
    });
  }
  return mails.sort((a, b) => a.sequence - b.sequence);
}

// Waits until both people hold a calendar file of this method and sequence for the event.
export async function expectUpdate(
  people: string[],
  uid: string,
  update: { method: string; sequence: number; start?: string },
) {
  for (const to of people) {
    await expect
      .poll(
        async () =>
          (await calendarMailsTo(to)).find(
            (mail) => mail.uid === uid && mail.sequence === update.sequence,
          ),
        { timeout: 20_000, message: `${update.method} ${update.sequence} to ${to}` },
      )
      .toMatchObject(update);
  }
}
