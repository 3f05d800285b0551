import { useEffect, useState } from 'react';
import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';
import { localizedPath } from '@staffing/shared/i18n/locales';
import type { OtherLanguage } from '@/components/layout/language-link';
import { Navbar } from '@/components/layout/navbar';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/locale-provider';
import { onSessionAnnounced } from '@/lib/session-announcement';

type SiteHeaderProps = {
  user: User | null;
  site: SiteConfig | undefined;
  currentPath: string;
  otherLanguage?: OtherLanguage | undefined;
};

// The header of every public document: LOGOUT needs a script; the phone's menu (a
// disclosure the browser opens), the links and the job search work without one.
export default function SiteHeader({
  user: pageUser,
  site,
  currentPath,
  otherLanguage,
}: SiteHeaderProps) {
  const locale = useLocale();
  const [loggingOut, setLoggingOut] = useState(false);
  // The visitor the page was rendered for, until a form on the page signs someone in.
  const [user, setUser] = useState(pageUser);
  useEffect(() => onSessionAnnounced(setUser, { latest: true }), []);

  async function logout() {
    setLoggingOut(true);
    try {
      await apiRequest<undefined>('/api/auth/logout', { method: 'POST' });
    } catch (error) {
      // 401: the session had already ended, which is what the visitor asked for anyway.
      // Otherwise the server may still hold the session: the page stays as it is.
      if (!(error instanceof ApiError && error.status === 401)) {
        setLoggingOut(false);
        return;
      }
    }
    // Spec: logout goes to the home page (in the page's language), a new document without
    // the visitor's session.
    window.location.assign(localizedPath('/', locale));
  }

  return (
    <Navbar
      user={user}
      site={site}
      currentPath={currentPath}
      onLogout={() => void logout()}
      loggingOut={loggingOut}
      otherLanguage={otherLanguage}
    />
  );
}
