import type { Messages } from '@lingui/core';
import { isLocale, type Locale } from '@staffing/shared/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogues';

// The page's language is its <html lang>, which the server writes.
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

// The page's catalogue, fetched beside the first island's code (it holds no code itself),
// once for every island of the page.
let messages: Promise<Messages> | undefined;
export function loadPageMessages(): Promise<Messages> {
  messages ??= loadMessages(pageLocale()).catch((error: unknown) => {
    messages = undefined;
    throw error;
  });
  return messages;
}
