import type { Messages } from '@lingui/core';
import type { Locale } from '@staffing/shared/i18n/locales';

// A language's compiled catalogue, loaded when a page first needs it: a page downloads its
// own language's texts only (each catalogue is a chunk of its own, with no code).
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import('@/locales/es/messages.po')
      : await import('@/locales/en/messages.po');
  return messages;
}
