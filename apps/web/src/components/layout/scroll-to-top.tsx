import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Spec: every route change starts at the top of the page. Keyed on the pathname only, so
// changing the query string (search, filters) keeps the reader's place.
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
