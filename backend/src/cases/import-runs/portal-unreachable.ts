/**
 * The portal did not answer a single request of a day (connection refused, address not found, timeouts, broken
 * connections, each after its retries): the run stops instead of trying every further day the same way, and says
 * so in plain German. A portal that answers, even with HTTP errors, is reachable: its failed requests only make
 * the day incomplete (fetched again by the next run).
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

/**
 * Whether a failed portal request (the portal client's description, "<error name>: <message> (<cause>)") got no
 * answer at all: a network failure or a timeout, as opposed to an HTTP error status or a page the client could
 * not use, which the portal did send.
 */
export function gotNoAnswer(technical: string): boolean {
  if (/^(PortalHttpError|PortalProtocolError|SessionExpiredError)\b/.test(technical)) return false;
  return (
    /^(TypeError|PortalTimeoutError|TimeoutError|SocketError)\b/.test(technical) ||
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|UND_ERR_(CONNECT|SOCKET)|other side closed/.test(
      technical,
    )
  );
}
