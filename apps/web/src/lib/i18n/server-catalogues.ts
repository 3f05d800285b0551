import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '@staffing/shared/i18n/locales';
import { messages as en } from '@/locales/en/messages.po';
import { messages as es } from '@/locales/es/messages.po';

// The server renders either language on any request, so it holds both catalogues, each in
// an instance of its own that stays in its language (entry-server.tsx).
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  es: setupI18n({ locale: 'es', messages: { es } }),
};

export function serverI18n(locale: Locale): I18n {
  return instances[locale];
}
