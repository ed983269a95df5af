import { createServer } from 'node:http';
import { StreamableFile, type NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { compressJson, jsonEncoding } from './compression/json-compression.js';
import { expressPrototypes } from './express-prototypes/express-prototypes.js';

/**
 * Express under NestJS, answering a handler's object the short way: `JSON.stringify` once and `response.end`,
 * instead of `response.json` → `response.send`, which parses and re-formats the Content-Type for its charset,
 * checks request freshness and copies an answer of 1,000 characters or more into a Buffer before writing it
 * (Express's json/send was 16 % of the API's CPU in a search profile under load, issue #33). The headers are
 * those of `response.json` (`application/json; charset=utf-8`, Content-Length). Answers of 1–64 KB are
 * compressed here in one call (`compression/json-compression.ts`); larger ones still by the `compression`
 * middleware. Anything else, or an answer that set its own Content-Type, ETag or Last-Modified (only then could
 * freshness or the type matter), goes NestJS's way. Its HTTP server creates requests and responses with Express's
 * prototypes already in place (`express-prototypes.ts`).
 */
export class JsonReplyExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and the options that add middleware of their own go NestJS's way (this application uses none of them).
    if (options?.httpsOptions || options?.return503OnClosing || options?.forceCloseConnections) {
      return super.initHttpServer(options);
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressPrototypes(app), app);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isJsonObject(body) || hasOwnRepresentation(response)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined && statusCode !== null) response.status(statusCode);
    if (response.statusCode === 204 || response.statusCode === 304) return super.reply(response, body, statusCode);
    const json = JSON.stringify(body) as string | undefined;
    if (json === undefined) return super.reply(response, body, statusCode);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    const bytes = Buffer.byteLength(json);
    const head = response.req.method === 'HEAD';
    const encoding = head
      ? undefined
      : jsonEncoding(bytes, response.req.headers['accept-encoding'], cacheControlOf(response));
    if (encoding === undefined || encoding === 'stream') {
      // As it is, or (large) through the `compression` middleware's stream, which sees the same headers.
      response.setHeader('Content-Length', bytes);
      return head ? response.end() : response.end(json);
    }
    const compressed = compressJson(Buffer.from(json), encoding);
    // The middleware leaves an answer with a Content-Encoding alone (and adds `Vary: Accept-Encoding` to it).
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', compressed.length);
    return response.end(compressed);
  }
}

function isJsonObject(body: unknown): body is object {
  return (
    typeof body === 'object' &&
    body !== null &&
    !(body instanceof StreamableFile) &&
    !(body instanceof Error) &&
    !ArrayBuffer.isView(body) &&
    !(body instanceof ArrayBuffer)
  );
}

function cacheControlOf(response: Response): string | undefined {
  const value = response.getHeader('Cache-Control');
  return typeof value === 'string' ? value : undefined;
}

function hasOwnRepresentation(response: Response): boolean {
  return response.hasHeader('Content-Type') || response.hasHeader('ETag') || response.hasHeader('Last-Modified');
}
