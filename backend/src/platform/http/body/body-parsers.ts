import { HttpException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { oneLayer } from '../one-layer.js';
import { jsonNestingExceeds } from './json-depth.js';
import { germanBodyParserText } from './library-error-texts.js';

/** Deepest nesting of arrays/objects a JSON body may have: our largest request DTO needs 3 levels. */
export const MAX_JSON_DEPTH = 16;

/** A body-parser error with an HTTP status and a German message (the problem-details filter shows it). */
export class BodyRejected extends Error {
  readonly status = 400;
  readonly expose = true;
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

/**
 * JSON and form bodies (the app is created with `bodyParser: false`: Nest's own `rawBody` option would replace
 * this `verify`). A JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed: deep
 * nesting made validation overflow the stack (500) for every caller, logged in or not. The raw bytes are kept on
 * `request.rawBody` because Stripe signs exactly what it sent (the webhook verifies them).
 */
export function useBodyParsers(app: NestExpressApplication): void {
  const verify = (request: IncomingMessage & { rawBody?: Buffer }, _response: unknown, body: Buffer): void => {
    request.rawBody = body;
    if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
      throw new BodyRejected(
        `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
        'entity.too.deep',
      );
    }
  };
  // express's parsers directly: Nest's typed `useBodyParser` options leave out `verify`.
  // One router layer for both (one-layer.ts): each parser only looks at a request with its own Content-Type.
  app.use(oneLayer(express.json({ verify }), express.urlencoded({ extended: true })));
  // Nest maps what reaches its error handler to problem details; body-parser's own texts are English.
  app.use((error: unknown, request: Request, _response: Response, next: NextFunction) => {
    if (isBodyParserError(error)) return next(germanBodyError(error));
    // A body that does not inflate as its Content-Encoding says: zlib's English text ("Decompression failed").
    if (isClientError(error) && (request.headers['content-encoding'] ?? 'identity') !== 'identity') {
      return next(
        new HttpException(
          {
            message: 'Der Anfrageinhalt ließ sich nicht entpacken (passt nicht zu Content-Encoding).',
            code: 'entity_inflate_failed',
          },
          400,
        ),
      );
    }
    next(error);
  });
}

interface BodyParserError {
  readonly type: string;
  readonly status?: number;
  readonly limit?: number;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

function germanBodyError(error: BodyParserError): HttpException {
  if (error instanceof BodyRejected) return new HttpException({ message: error.message, code: 'too_deep' }, 400);
  const { status, text } = germanBodyParserText(error.type, error.limit);
  return new HttpException({ message: text, code: error.type.replaceAll('.', '_') }, status);
}
