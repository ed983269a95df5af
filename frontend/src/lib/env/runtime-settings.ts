export const DEFAULT_PUBLIC_API_KEY = 'insolvenz-public-client';

/** The meta element the server fills with its PUBLIC_API_KEY when it serves index.html. */
export const API_KEY_META = 'insolvenzmonitor-api-key';

/**
 * The X-API-Key the SPA sends. The server's runtime setting wins (it is filled into the served index.html), so one
 * build works with any PUBLIC_API_KEY; the Vite dev server serves the page unfilled and falls back to the build's.
 */
export function readPublicApiKey(document: Document, buildTimeKey: string | undefined): string {
  const served = document.querySelector<HTMLMetaElement>(`meta[name="${API_KEY_META}"]`)?.content.trim();
  return served || buildTimeKey || DEFAULT_PUBLIC_API_KEY;
}

/** The meta element the server fills with its SUPPORT_EMAIL. */
export const SUPPORT_EMAIL_META = 'insolvenzmonitor-support-email';

/**
 * The support address the footer and the contact page show: the server's SUPPORT_EMAIL (filled into the served
 * index.html), so the page names the address contact mails really go to; the build's default otherwise.
 */
export function readSupportEmail(document: Document, fallback: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)?.content.trim() || fallback;
}
