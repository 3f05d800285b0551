import { isAppPath } from '@staffing/shared/app-paths';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';

// A path of the site in a language: a public page's is that language's (/es/find-job); the
// signed-in app's pages (/profile, /admin) and anything that is not a site path stay as
// they are.
export function documentPathIn(to: string, locale: Locale): string {
  const pathname = to.split(/[?#]/)[0] ?? '';
  return pathname === '' || isAppPath(pathname) ? to : localizedPath(to, locale);
}
