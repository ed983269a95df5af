import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  description?: string;
  example?: unknown;
};
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId?: string; summary?: string; description?: string; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
/** English words that give away an untranslated text; the API documentation is German throughout. */
const ENGLISH = /\b(the|of|and|is|are|with|when|which|returns?)\b/i;

function operations(document: Document): { name: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** A schema that says something: a reference, a type or a composition, never `{}`. */
function isDescribed(schema: Schema | undefined): boolean {
  return !!schema && !!(schema.$ref || schema.type || schema.allOf || schema.oneOf || schema.anyOf);
}

/** Component schemas reachable from the given schemas through references, items and compositions. */
function reachable(document: Document, roots: Schema[]): Map<string, Schema> {
  const found = new Map<string, Schema>();
  const visit = (schema: Schema | undefined): void => {
    if (!schema) return;
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (found.has(name)) return;
      found.set(name, document.components.schemas[name]!);
      visit(document.components.schemas[name]);
    }
    Object.values(schema.properties ?? {}).forEach(visit);
    [schema.items, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].forEach(visit);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties);
  };
  roots.forEach(visit);
  return found;
}

describe('OpenAPI document (/api/docs-json)', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await startTestApp();
    document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('gives every operation a German summary and a schema for each success answer', () => {
    const problems: string[] = [];
    for (const { name, operation } of operations(document)) {
      if (!operation.summary) problems.push(`${name}: no summary`);
      for (const text of [operation.summary, operation.description]) {
        if (text && ENGLISH.test(text)) problems.push(`${name}: not German: ${text}`);
      }
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name}: no 2xx response`);
      for (const [status, response] of success) {
        if (status === '204') {
          if (response.content) problems.push(`${name}: 204 with a body`);
          continue;
        }
        const contents = Object.entries(response.content ?? {});
        if (contents.length === 0) problems.push(`${name} ${status}: no content`);
        for (const [mediaType, { schema }] of contents) {
          if (!isDescribed(schema)) problems.push(`${name} ${status} ${mediaType}: no schema`);
        }
        if (!response.description || ENGLISH.test(response.description))
          problems.push(`${name} ${status}: response description missing or not German`);
      }
      if (!operation.responses.default?.content?.['application/problem+json'])
        problems.push(`${name}: errors not documented as problem details`);
    }
    expect(problems).toEqual([]);
  });

  it('describes every field of every answer in German, with an example for plain values', () => {
    const roots = operations(document).flatMap(({ operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([, response]) => Object.values(response.content ?? {}).map((content) => content.schema ?? {})),
    );
    const problems: string[] = [];
    for (const [name, schema] of reachable(document, roots)) {
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        if (!property.description) problems.push(`${name}.${field}: no description`);
        else if (ENGLISH.test(property.description)) problems.push(`${name}.${field}: not German`);
        const plain = ['string', 'number', 'integer', 'boolean'].includes(property.type ?? '');
        if (plain && !('example' in property)) problems.push(`${name}.${field}: no example`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every operation uniquely (client generators key their functions on operationId)', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('answers errors with the problem details schema', () => {
    const problem = document.components.schemas.ProblemDetailsResponse;
    expect(Object.keys(problem?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance']),
    );
    const search = document.paths['/api/insolvency/search']!.get!;
    expect(search.responses['429']?.content?.['application/problem+json']?.schema).toEqual({
      $ref: '#/components/schemas/ProblemDetailsResponse',
    });
  });
});
