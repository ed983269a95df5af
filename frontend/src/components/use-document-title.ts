import { useEffect } from 'react';

export const APP_NAME = 'Insolvenzmonitor';

/** Sets the tab title to "<page> – Insolvenzmonitor". */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} – ${APP_NAME}`;
  }, [page]);
}
