import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new screen starts at its top, as a page load would (the SPA keeps the window's scroll position otherwise).
 * Only a new path scrolls: changing a search's query parameters keeps the reader where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
