import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ProblemDetailsResponse } from './problem-details.response.js';

/** What each error status means for a caller of this API (German, as the whole API documentation). */
const MEANING = {
  400: 'Ungültige Anfrage: Parameter oder Felder verletzen die Regeln (Fehler je Feld in `errors`)',
  401: 'Nicht angemeldet, Sitzung abgelaufen oder API-Schlüssel fehlt bzw. ist ungültig',
  403: 'Keine Berechtigung für diese Funktion (Rolle oder Tarif)',
  404: 'Nicht gefunden',
  409: 'Konflikt mit dem aktuellen Zustand',
  410: 'Nicht mehr gültig',
  413: 'Anfrage zu groß',
  422: 'Nicht verarbeitbar: fachliche Regel verletzt',
  429: 'Zu viele Anfragen oder Tageskontingent aufgebraucht (Header `Retry-After`)',
  503: 'Vorübergehend nicht verfügbar (Header `Retry-After`)',
} as const;

export type ProblemStatus = keyof typeof MEANING;

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The schema reference of every error body, also used for the document's `default` responses. */
export const problemContent = () => ({
  [PROBLEM_MEDIA_TYPE]: { schema: { $ref: getSchemaPath(ProblemDetailsResponse) } },
});

/**
 * Documents error answers as problem details (RFC 9457). Pass a status alone for its standard meaning, or
 * `[status, 'German description']` where the operation's reason is more specific.
 */
export function ApiProblems(...problems: (ProblemStatus | [ProblemStatus, string])[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDetailsResponse),
    ...problems.map((problem) => {
      const [status, description] = Array.isArray(problem) ? problem : [problem, MEANING[problem]];
      return ApiResponse({ status, description, content: problemContent() });
    }),
  );
}
