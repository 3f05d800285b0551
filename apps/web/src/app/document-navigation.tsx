import { useLayoutEffect } from 'react';
import { useHref, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';

// A path the app does not draw (a public page, or one that does not exist) is the server's:
// it is loaded as a document, under the router's base (/es for the Spanish pages), replacing
// the history entry the app's navigation just made, so Back returns to the app's page. The
// server answers an unknown path with its 404 page.
export function DocumentNavigation() {
  const { pathname, search, hash } = useLocation();
  const href = useHref(`${pathname}${search}${hash}`);
  useLayoutEffect(() => {
    window.location.replace(href);
  }, [href]);
  return <PageLoading />;
}
