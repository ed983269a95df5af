/**
 * The payload documentation of the OpenAPI description (the receivers' reference; README "Webhooks" has the
 * same with a verification example). Markdown, shown by every OpenAPI viewer.
 */
export const WEBHOOK_PAYLOAD_DESCRIPTION = `
Jede Zustellung ist ein \`POST\` mit JSON-Körper und den Kopfzeilen der Standard-Webhooks-Spezifikation:
\`webhook-id\` (bei jedem Wiederholungsversuch gleich: zum Entdoppeln), \`webhook-timestamp\` (Unix-Sekunden) und
\`webhook-signature\` (\`v1,<Base64 HMAC-SHA256 von "id.timestamp.body">\`, nach einer Rotation 24 h lang zwei
Signaturen, durch Leerzeichen getrennt). Prüfen Sie die Signatur z. B. mit dem Paket \`standardwebhooks\`.

Ereignis \`insolvency.case.matched\` (version 1):

\`\`\`json
{
  "type": "insolvency.case.matched",
  "version": 1,
  "timestamp": "2026-11-28T10:42:05.000Z",
  "data": {
    "case": {
      "id": 42,
      "key": "AG Köln|73 IN 123/26",
      "companyName": "Muster Bau GmbH",
      "court": "AG Köln",
      "caseNumber": "73 IN 123/26",
      "publicationDate": "2026-11-28",
      "detectedAt": "2026-11-28T10:41:00.000Z",
      "url": "https://insolvenzmonitor.example/case/42"
    },
    "alert": { "kind": "subscription", "id": "…", "name": "Muster Bau" }
  }
}
\`\`\`

Ereignis \`insolvency.case.corrected\` (version 1): das Portal hat eine Bekanntmachung berichtigt oder
zurückgezogen, die eine Ihrer Benachrichtigungen trifft. Aufbau wie \`insolvency.case.matched\` (der Fall mit den
berichtigten Angaben), dazu \`data.change\`: \`{ "kind": "corrected", "at": "2026-11-28T09:00:00.000Z",
"summary": "Verwalter Dr. Anna Alt → Dr. Bernd Neu" }\` (\`kind\` \`withdrawn\` für eine zurückgezogene).

Ereignis \`insolvency.portfolio.match\` (version 1): eine neue Bekanntmachung betrifft einen Kunden eines Ihrer
Portfolios, als „Treffer“ oder zum „Prüfen“. Ein Ereignis je Kundenzeile und Verfahren (die \`webhook-id\` ist je
Webhook, Zeile und Verfahren gleich); nur für neue Bekanntmachungen, nie für den Abgleich beim Hochladen einer
Datei. Mit „alle“ oder dem gewählten Portfolio:

\`\`\`json
{
  "type": "insolvency.portfolio.match",
  "version": 1,
  "timestamp": "2026-11-28T10:42:05.000Z",
  "data": {
    "portfolio": { "id": "…", "name": "Debitoren 2026" },
    "row": { "customerNumber": "10042", "name": "Muster Bau GmbH" },
    "match": { "state": "Treffer", "rule": "Name und PLZ", "reason": "Name und PLZ 50667 stimmen überein", "score": 1 },
    "case": { "id": 42, "key": "AG Köln|73 IN 123/26", "companyName": "Muster Bau GmbH", "court": "AG Köln",
      "caseNumber": "73 IN 123/26", "publicationDate": "2026-11-28", "detectedAt": "2026-11-28T10:41:00.000Z",
      "url": "https://insolvenzmonitor.example/case/42" }
  }
}
\`\`\`

\`match.rule\`: „Registereintrag“, „Name und PLZ“, „Name und Ort“, „Ähnlicher Name“ oder „Von Ihnen bestätigt“.
Bei einer Berichtigung durch das Portal kommt \`data.change\` wie oben hinzu.

Ereignis \`webhook.test\` (version 1): \`{ "type": "webhook.test", "version": 1, "timestamp": "…",
"data": { "endpointId": "…", "message": "Testereignis des Insolvenzmonitors" } }\`.

Eine Antwort 2xx innerhalb von 10 s gilt als zugestellt; sonst wird 24 h lang mit exponentiell wachsendem Abstand
erneut gesendet. Ein Webhook, der 3 Tage lang nur Fehler liefert, wird ausgeschaltet, und Sie erhalten eine E-Mail.
`.trim();
