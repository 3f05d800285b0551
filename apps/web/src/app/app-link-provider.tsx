import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isAppPath } from '@staffing/shared/app-paths';
import { LinkComponentContext, type AppLinkProps } from '@/components/ui/app-link';

// The app's own pages are reached through its router, without loading a document; a link to
// a public page is a plain link, which loads that document. A link that is only a query
// ("?page=2") stays on the app's current page.
function renderRouterLink({ to, ...props }: AppLinkProps) {
  const pathname = to.split(/[?#]/)[0] ?? '';
  if (pathname !== '' && !isAppPath(pathname)) return <a href={to} {...props} />;
  return <Link to={to} {...props} />;
}

export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkComponentContext value={renderRouterLink}>{children}</LinkComponentContext>;
}
