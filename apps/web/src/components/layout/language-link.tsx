import { LOCALE_NAMES, type Locale } from '@staffing/shared/i18n/locales';

// The same page in the site's other language: its path and query, named in that language and
// marked as in it (lang, hreflang), for people and for search engines.
export type OtherLanguage = { locale: Locale; href: string };

export function LanguageLink({
  otherLanguage,
  className,
}: {
  otherLanguage: OtherLanguage;
  className?: string | undefined;
}) {
  return (
    <a
      className={className}
      href={otherLanguage.href}
      lang={otherLanguage.locale}
      hrefLang={otherLanguage.locale}
    >
      {LOCALE_NAMES[otherLanguage.locale]}
    </a>
  );
}
