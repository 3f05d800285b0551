import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isAppPath, isSeekerAppPath } from '@staffing/shared/app-paths';
import type { Locale } from '@staffing/shared/i18n/locales';
import { LinkComponentContext, type AppLinkProps } from '@/components/ui/app-link';
import { documentPathIn } from '@/lib/i18n/document-path';
import { useLocale } from '@/lib/i18n/locale-provider';

// The app's own pages are reached through its router, without loading a document (under /es
// the router's base keeps them Spanish); a link to a public page is a plain link, which loads
// that document in the app's language. Staff and client screens are English only: from the
// Spanish pages they are a plain link to the English app. A link that is only a query
// ("?page=2") stays on the app's current page.
function routerLinkIn(locale: Locale) {
  return function RouterLink({ to, ...props }: AppLinkProps) {
    const pathname = to.split(/[?#]/)[0] ?? '';
    if (pathname === '') return <Link to={to} {...props} />;
    if (!isAppPath(pathname)) return <a href={documentPathIn(to, locale)} {...props} />;
    if (locale !== 'en' && !isSeekerAppPath(pathname)) return <a href={to} {...props} />;
    return <Link to={to} {...props} />;
  };
}

export function AppLinkProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const renderLink = useMemo(() => routerLinkIn(locale), [locale]);
  return <LinkComponentContext value={renderLink}>{children}</LinkComponentContext>;
}
