import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../command-handling/domain-error.js';
import { StreamDeletedError, WrongExpectedRevisionError } from '../event-store/errors.js';
import { germanUploadText } from './body/library-error-texts.js';
import { RetryLaterException } from './retry-later.js';
import { isStorageFull, STORAGE_FULL_MESSAGE, STORAGE_FULL_RETRY_AFTER_SECONDS } from './storage-full.js';
import { ProjectionsBehind, ReadModelAheadOfLog } from '../projections-host/projections-host.port.js';
import { joinMessages } from './validation.js';

/** What a request hears when its change is stored but the read models (another process) did not show it in time. */
export const SAVED_SHOWN_SHORTLY = 'Die Änderung ist gespeichert und erscheint in Kürze.';
/** A read model ahead of the log (`ReadModelAheadOfLog`): stored, but not shown until an operator rebuilds. */
export const SAVED_NOT_SHOWN =
  'Die Änderung ist gespeichert, wird wegen einer Störung des Dienstes aber noch nicht angezeigt. ' +
  'Bitte wiederholen Sie sie nicht: Sie erscheint, sobald die Störung behoben ist.';

/** RFC 9457 problem details, with a German `message` (and `error`, which the SPA reads) for the UI. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  message: string;
  error: string;
  errors?: unknown;
}

const KIND_STATUS: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  gone: HttpStatus.GONE,
};

const GERMAN_TITLES: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  405: 'Methode nicht erlaubt',
  409: 'Konflikt',
  410: 'Nicht mehr vorhanden',
  412: 'Vorbedingung fehlgeschlagen',
  202: 'Angenommen',
  413: 'Anfrage zu groß',
  415: 'Nicht unterstütztes Format',
  422: 'Nicht verarbeitbar',
  429: 'Zu viele Anfragen',
  500: 'Interner Serverfehler',
  503: 'Dienst nicht verfügbar',
  507: 'Speicher voll',
};

const ENGLISH_STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

/** The problem details of `status` with the German `detail` for the request path `instance` (`code`: its type). */
export function problemDetails(
  status: number,
  detail: string,
  instance: string,
  code?: string,
  errors?: unknown,
): ProblemDetails {
  return {
    type: code ? `urn:insolvenzmonitor:problem:${code}` : 'about:blank',
    title: GERMAN_TITLES[status] ?? 'Fehler',
    status,
    detail,
    instance,
    message: detail,
    error: detail,
    ...(errors === undefined ? {} : { errors }),
  };
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const problem = this.toProblem(exception, request);
    if (problem.status >= 500) {
      this.logger.error(
        `${request.method} ${routeOf(request)} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (response.headersSent) return;
    if (exception instanceof ProjectionsBehind) {
      // Not an error: the command is stored; the SPA treats any 2xx as success and reloads shortly.
      response.status(problem.status).type('application/json').json(problem);
      return;
    }
    if (exception instanceof RetryLaterException)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (problem.status === HttpStatus.INSUFFICIENT_STORAGE)
      response.setHeader('Retry-After', String(STORAGE_FULL_RETRY_AFTER_SECONDS));
    response.status(problem.status).type('application/problem+json').json(problem);
  }

  private toProblem(exception: unknown, request: Request): ProblemDetails {
    const instance = request.originalUrl.split('?')[0];
    const build = (status: number, detail: string, code?: string, errors?: unknown): ProblemDetails =>
      problemDetails(status, detail, instance, code, errors);

    if (exception instanceof ProjectionsBehind) {
      return build(HttpStatus.ACCEPTED, SAVED_SHOWN_SHORTLY, 'saved-shown-shortly');
    }
    if (exception instanceof ReadModelAheadOfLog) {
      return build(HttpStatus.SERVICE_UNAVAILABLE, SAVED_NOT_SHOWN, 'read-models-ahead-of-log');
    }
    if (exception instanceof DomainError) return build(KIND_STATUS[exception.kind], exception.message, exception.code);
    if (exception instanceof WrongExpectedRevisionError) {
      const ifMatch = request.headers['if-match'] !== undefined;
      return build(
        ifMatch ? HttpStatus.PRECONDITION_FAILED : HttpStatus.CONFLICT,
        'Der Datensatz wurde zwischenzeitlich geändert. Bitte laden Sie ihn neu und versuchen Sie es erneut.',
        'concurrent-modification',
      );
    }
    if (exception instanceof StreamDeletedError) {
      return build(HttpStatus.GONE, 'Der Datensatz wurde gelöscht.', 'deleted');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const raw = typeof body === 'string' ? body : fields.message;
      const detail = germanDetail(status, raw);
      return build(status, detail, typeof fields.code === 'string' ? fields.code : undefined, fields.errors);
    }
    // Disk full (issue #28): not our fault nor the client's, and over once space is back.
    if (isStorageFull(exception)) return build(HttpStatus.INSUFFICIENT_STORAGE, STORAGE_FULL_MESSAGE, 'storage-full');
    return build(
      HttpStatus.INTERNAL_SERVER_ERROR,
      'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    );
  }
}

/**
 * Nest's built-in English texts for routing errors and multer's upload errors are replaced; messages we wrote
 * ourselves pass through.
 */
function germanDetail(status: number, raw: unknown): string {
  if (status === 404 && typeof raw === 'string' && raw.startsWith('Cannot '))
    return 'Die angeforderte Ressource existiert nicht.';
  // The router's text for a path segment with a broken %-escape ("/api/insolvency/%E0").
  if (typeof raw === 'string' && raw.startsWith('Failed to decode param'))
    return 'Die Adresse enthält eine ungültige %-Kodierung.';
  // Express's and Node's generic English status texts ("Bad Request") become the German title.
  if (typeof raw === 'string' && raw === ENGLISH_STATUS_TEXTS[status]) return GERMAN_TITLES[status] ?? 'Fehler';
  const upload = typeof raw === 'string' ? germanUploadText(raw) : undefined;
  if (upload) return upload;
  if (typeof raw === 'string' && raw.length > 0) return raw;
  if (Array.isArray(raw)) return joinMessages(raw.map(String));
  return GERMAN_TITLES[status] ?? 'Fehler';
}

/** The matched route pattern (never the raw URL: paths and queries may hold e-mail addresses or names). */
export function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: string } }).route?.path;
  return route ? `${request.baseUrl}${route}` : '(unmatched)';
}
