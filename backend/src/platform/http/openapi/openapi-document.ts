import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { problemContent } from './api-problems.decorator.js';
import { ProblemDetailsResponse } from './problem-details.response.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/**
 * The query API's contract at `/api/docs-json`. Response schemas come from the `*.response.ts` classes the
 * controllers declare as return types (explicit decorators, no CLI plugin: Jest compiles with swc, which the
 * plugin's tsc transformer does not reach, so tests would see another document than production).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Insolvenzmonitor API')
    .setDescription(
      'Insolvenzbekanntmachungen suchen, überwachen und verwalten. Fehler antworten als Problem Details ' +
        '(RFC 9457, `application/problem+json`) mit deutschem `detail`. Solange die Lesemodelle eines Bereichs nach ' +
        'einer Aktualisierung neu aufgebaut werden, antworten seine Endpunkte 503 mit `Retry-After` (Problemtyp ' +
        '`urn:insolvenzmonitor:problem:read-models-rebuilding`).',
    )
    .setVersion('1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', name: 'X-API-Key', in: 'header' }, 'api-key')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ProblemDetailsResponse] });
  return withDefaultProblemResponses(document);
}

/** Any status an operation does not list still answers problem details: said once per operation as `default`. */
function withDefaultProblemResponses(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && !operation.responses.default) {
        operation.responses.default = {
          description: 'Fehler als Problem Details (RFC 9457)',
          content: problemContent(),
        };
      }
    }
  }
  return document;
}
