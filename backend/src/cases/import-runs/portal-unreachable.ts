/**
 * The portal did not answer a single request of a day (connection refused, timeouts, only 5xx): the run stops
 * instead of trying every further day the same way, and says so in plain German.
 */
export class PortalUnreachable extends Error {
  override readonly name = 'PortalUnreachable';
  constructor(technicalCause: string | null) {
    super(`Das Bekanntmachungsportal ist nicht erreichbar (${portalFailureCause(technicalCause)}).`);
  }
}

/** A portal client failure ("TypeError: fetch failed (connect ECONNREFUSED …)", "HTTP 503 from …") in German. */
export function portalFailureCause(technical: string | null): string {
  if (!technical) return 'keine Antwort';
  if (/ECONNREFUSED/.test(technical)) return 'Verbindung abgelehnt';
  if (/ENOTFOUND|EAI_AGAIN/.test(technical)) return 'Adresse nicht gefunden';
  if (/timeout|timed out|ETIMEDOUT/i.test(technical)) return 'Zeitüberschreitung';
  const http = /HTTP (\d{3})/.exec(technical);
  if (http) {
    const status = Number(http[1]);
    if (status === 429) return 'zu viele Anfragen, HTTP 429';
    if (status >= 500) return `Serverfehler, HTTP ${status}`;
    return `unerwartete Antwort, HTTP ${status}`;
  }
  if (/ECONNRESET|EPIPE|socket|terminated|other side closed/i.test(technical)) return 'Verbindung abgebrochen';
  return 'keine Antwort';
}
