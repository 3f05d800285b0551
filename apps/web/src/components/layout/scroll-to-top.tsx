import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Spec: every route change starts at the top of the page. Keyed on the pathname only, so
// changing the query string (search, filters) keeps the reader's place.
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // The canonical link, Open Graph tags and structured data the server sent describe the
    // page it was asked for; once the visitor moves on they would describe the wrong page.
    if (pathname !== firstPath.current) {
      for (const element of document.querySelectorAll('[data-server-head]')) element.remove();
    }
  }, [pathname]);
  return null;
}
