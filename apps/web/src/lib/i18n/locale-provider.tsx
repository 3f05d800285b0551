import { useMemo, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isLocale, type Locale } from '@staffing/shared/i18n/locales';
import { LinkComponentContext, type AppLinkProps } from '@/components/ui/app-link';
import { documentPathIn } from './document-path';
import { useLingui } from './lingui-runtime';

/**
 * LocaleProvider: the language of everything rendered inside it.
 *
 * Props: `i18n`, a Lingui instance activated in one of the site's languages (see
 * catalogues.ts).
 *
 * Texts written with Lingui's macros come out in that language, and a link to a public page
 * (AppLink, ButtonLink, CardLink, the pager) goes to that page in the same language: on a
 * Spanish page, "/find-job" is written "/es/find-job". Links to the signed-in app and to
 * files are left as they are.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const renderLink = useMemo(() => documentLinkIn(locale), [locale]);
  return (
    <I18nProvider i18n={i18n}>
      <LinkComponentContext value={renderLink}>{children}</LinkComponentContext>
    </I18nProvider>
  );
}

function documentLinkIn(locale: Locale) {
  return function DocumentLink({ to, ...props }: AppLinkProps) {
    return <a href={documentPathIn(to, locale)} {...props} />;
  };
}

// The language of the page being rendered.
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}
