import { isAppPath, isSeekerAppPath } from '@staffing/shared/app-paths';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';

// A path of the site in a language: a public page's and a job seeker's own page's is that
// language's (/es/find-job, /es/profile); staff and client screens (/admin, /client) and
// anything that is not a site path stay as they are.
export function documentPathIn(to: string, locale: Locale): string {
  const pathname = to.split(/[?#]/)[0] ?? '';
  if (pathname === '') return to;
  return isAppPath(pathname) && !isSeekerAppPath(pathname) ? to : localizedPath(to, locale);
}
