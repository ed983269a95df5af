import 'reflect-metadata';
import { RequestMethod, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { AppModule } from './app.module.js';
import { CALENDAR_FEED_PATH } from './deadlines/calendar-feed/calendar-feed.controller.js';
import type { AppConfig } from './platform/config/app-config.js';
import type { Clock } from './platform/clock/clock.js';
import type { Sleeper } from './platform/clock/sleeper.js';
import type { EventStore } from './platform/event-store/event-store.port.js';
import { useBodyParsers } from './platform/http/body/body-parsers.js';
import { noStore } from './platform/http/no-store.js';
import { buildOpenApiDocument } from './platform/http/openapi/openapi-document.js';
import { ProblemDetailsFilter } from './platform/http/problem-details.filter.js';
import { requestLogger } from './platform/http/request-logger.middleware.js';
import { JsonReplyExpressAdapter } from './platform/http/json-reply-adapter.js';
import { AppLogger } from './platform/logging/app-logger.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { forApi, oneLayer } from './platform/http/one-layer.js';
import { compressibleAnswer } from './platform/http/compression/compressible-answer.js';
import { serveSpa } from './platform/http/spa.js';
import { answerClientErrorsInGerman } from './platform/http/client-errors.js';
import { createValidationPipe } from './platform/http/validation.js';
import { rebuildGate } from './platform/http/rebuild-gate/rebuild-gate.js';
import { ReadModelsRebuild } from './platform/projections-host/read-models-rebuild.js';

export interface CreateAppOptions {
  readonly logger?: LoggerService | false;
  /** Replaces the system clock (tests, demos). */
  readonly clock?: Clock;
  /** Replaces real waiting (tests record the login delays instead of sleeping). */
  readonly sleeper?: Sleeper;
  /** Replaces the configured event store (tests of the write side on a store in memory). */
  readonly eventStore?: EventStore;
}

/** Builds the HTTP application (API under /api, OpenAPI at /api/docs, SPA on every other path). */
/** The signals that stop the API (`serve-api.ts` gives their shutdown a deadline). */
export const API_STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const satisfies readonly NodeJS.Signals[];

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, { clock: options.clock, sleeper: options.sleeper, eventStore: options.eventStore }),
    new JsonReplyExpressAdapter(),
    {
      logger: options.logger ?? new AppLogger(),
      // Our own parsers (depth limit, German errors; they keep `request.rawBody` for the Stripe webhook).
      bodyParser: false,
    },
  );
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  express.set('trust proxy', 'loopback');
  // No ETag hashed over every API answer (they are no-store, so no client ever revalidates them: 3 % of a
  // search answer's CPU). index.html brings its own (spa.ts); static assets get theirs from express.static.
  express.set('etag', false);
  const rebuild = app.get(ReadModelsRebuild);
  rebuild.serveRequests();
  // Security headers, compression, and for /api no-store and the request log, in one router layer (one-layer.ts).
  app.use(
    oneLayer(
      securityHeaders(),
      // JSON answers and the SPA's assets shrink to a fifth or less (a 50-result search: 52 KB → 9 KB).
      compression({ filter: compressibleAnswer }),
      forApi(noStore),
      forApi(requestLogger),
      // A request that reads a read model being rebuilt from the first event: 503 before anything looks at it.
      rebuildGate(rebuild),
    ),
  );
  useBodyParsers(app);
  // The personal calendar feed lives outside /api (`/calendar/<token>.ics`, what calendar apps subscribe to).
  app.setGlobalPrefix('api', { exclude: [{ path: CALENDAR_FEED_PATH, method: RequestMethod.GET }] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter());
  // The stop signals only: Nest's default list includes SIGUSR2, the signal of Node's diagnostics
  // (platform/background/diagnostic-signal.ts); a heap snapshot must not stop the server.
  app.enableShutdownHooks([...API_STOP_SIGNALS]);

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  serveSpa(express, config.spaDir, { publicApiKey: config.publicApiKey, supportEmail: config.mail.supportEmail });
  answerClientErrorsInGerman(app.getHttpServer());
  return app;
}
