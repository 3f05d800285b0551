import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { localizedPath } from '@staffing/shared/i18n/locales';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { useSession } from '@/features/shared/auth/api/get-session';
import { useSiteConfig } from '@/lib/site-config';
import {
  ContactPopupCard,
  contactPopupRegionClassName,
} from '@/features/public/marketing/components/contact-popup-card';
import { isPopupExcludedPath } from '@/features/public/marketing/utils/contact-popup-rules';
import { useLocale } from '@/lib/i18n/locale-provider';
import { Behaviour, Island } from './island';
import { SUGGESTION_ATTRIBUTE, SUGGESTION_DISMISS_ATTRIBUTE } from './behaviours/language-choice';
import SiteHeaderIsland from './islands/site-header';
import styles from '@/components/layout/site-layout.module.css';

// The shell of every public document, rendered by the server only: the header is an island
// (LOGOUT needs a script; its phone menu opens without one), the footer is plain HTML, and
// the contact popup is in the page hidden, and its script shows it when its time comes.
export function DocumentLayout() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  // The path without its language prefix (the router's base on a Spanish page).
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const otherLocale = locale === 'es' ? 'en' : 'es';
  const otherLanguage = {
    locale: otherLocale,
    href: localizedPath(`${pathname}${search}`, otherLocale),
  } as const;
  const popupTitleId = useId();
  const popupTextId = useId();
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <Behaviour name="language-choice" props={{}}>
        {locale === 'en' && <LanguageSuggestion href={otherLanguage.href} />}
      </Behaviour>
      <header>
        <Island
          name="site-header"
          component={SiteHeaderIsland}
          props={{ user: user ?? null, site, currentPath: pathname, otherLanguage }}
        />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer>
        <Footer otherLanguage={otherLanguage} />
      </footer>
      {!isPopupExcludedPath(pathname) && (
        <Behaviour name="contact-popup" props={{ pathname }}>
          <div aria-live="polite" className={contactPopupRegionClassName}>
            <ContactPopupCard titleId={popupTitleId} textId={popupTextId} hidden />
          </div>
        </Behaviour>
      )}
    </div>
  );
}

// On an English page, for a browser whose first language is Spanish: drawn hidden, in
// Spanish, and shown by the language-choice behaviour. It only offers the Spanish page.
function LanguageSuggestion({ href }: { href: string }) {
  return (
    <div className={styles.languageSuggestion} lang="es" hidden {...{ [SUGGESTION_ATTRIBUTE]: '' }}>
      <p className={styles.languageSuggestionText}>
        ¿Prefiere leer en español?{' '}
        <a href={href} hrefLang="es">
          Vea esta página en español
        </a>
      </p>
      <button
        type="button"
        className={styles.languageSuggestionDismiss}
        {...{ [SUGGESTION_DISMISS_ATTRIBUTE]: '' }}
      >
        No, gracias
      </button>
    </div>
  );
}
