import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { shapeErrors } from './body-shapes.js';
import { fastQueryParser } from './fast-query.js';

const NOT_AN_OBJECT = 'Der Anfrageinhalt muss ein JSON-Objekt sein.';

export interface FieldError {
  readonly field: string;
  readonly messages: string[];
}

/**
 * Checks of a value's kind. When one fails, the field's range and length checks say nothing true ("Seite ist zu
 * groß" for `page=abc`), so only the kind's message is given.
 */
const KIND_CHECKS = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'isDateString']);

/**
 * The constraints worth telling: that a required value is missing, else that it has the wrong kind, else all
 * (an unknown field is always told).
 */
function toldConstraints(constraints: Record<string, string>): [string, string][] {
  const all = Object.entries(constraints);
  const unknown = all.filter(([constraint]) => constraint === 'whitelistValidation');
  const missing = all.filter(([constraint]) => constraint === 'isDefined');
  if (missing.length > 0) return missing.concat(unknown);
  const kind = all.filter(([constraint]) => KIND_CHECKS.has(constraint));
  return kind.length > 0 ? kind.concat(unknown) : all;
}

/** Flattens nested class-validator errors to `{ field: 'a.b', messages }`, with German texts for unknown fields. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = `${prefix}${error.property}`;
    const own = toldConstraints(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation'
        ? `Unbekanntes Feld "${field}"`
        : constraint === 'isObject' && message === 'Validation failed (object is expected)'
          ? NOT_AN_OBJECT
          : message,
    );
    const nested = fieldErrors(error.children ?? [], `${field}.`);
    return own.length > 0 ? [{ field, messages: own }, ...nested] : nested;
  });
}

/**
 * Keys that class-transformer drops silently instead of letting the whitelist refuse them; a client sending them
 * is probing for prototype pollution, so they are refused like any unknown field.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of the first prototype key in a parsed body or query (bodies are depth-limited by the parser). */
export function prototypeKeyPath(value: unknown, prefix = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    const path = `${prefix}${key}`;
    if (!Array.isArray(value) && PROTOTYPE_KEYS.has(key)) return path;
    const nested = prototypeKeyPath((value as Record<string, unknown>)[key], `${path}.`);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * A query without its empty values: `page=` or `groupBy=` counts as absent, so the DTO's default applies (the SPA
 * drops empty filters, other clients send them). Each DTO used to turn '' into `undefined` itself, which replaced
 * the default: `GET /api/insolvency/search?page=` answered 500, and so did `limit=`, the history's `groupBy=` and
 * `interval=` and the contact inbox's `limit=` and `offset=` (a fuzz of every route, 2026-12-04). Only the values
 * of a whole query object; a repeated or nested value is left to the DTO's checks.
 */
export function withoutEmptyValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  const entries = Object.entries(query);
  if (!entries.some(([, value]) => value === '')) return query;
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

class StrictValidationPipe extends ValidationPipe {
  constructor(
    options: ConstructorParameters<typeof ValidationPipe>[0],
    private readonly fastPaths: boolean,
  ) {
    super(options);
  }

  override async transform(given: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const value = metadata.type === 'query' && metadata.data === undefined ? withoutEmptyValues(given) : given;
    // A plain, valid query of a DTO with a fast path (fast-query.ts); anything else is validated below.
    if (this.fastPaths && metadata.type === 'query') {
      const parsed = fastQueryParser(metadata.metatype)?.(value);
      if (parsed !== undefined) return parsed;
    }
    const field = metadata.type === 'custom' ? undefined : prototypeKeyPath(value);
    if (field) {
      const message = `Unbekanntes Feld "${field}"`;
      throw new BadRequestException({ message, code: 'validation', errors: [{ field, messages: [message] }] });
    }
    // A DTO body that is an array or a bare value: one clear sentence rather than "field 0 unknown" or the
    // pipe's English "Validation failed (object is expected)".
    const dto =
      typeof metadata.metatype === 'function' &&
      ![Object, Array, String, Number, Boolean].includes(metadata.metatype as never);
    if (
      metadata.type === 'body' &&
      dto &&
      value !== undefined &&
      (typeof value !== 'object' || value === null || Array.isArray(value))
    ) {
      throw new BadRequestException({ message: NOT_AN_OBJECT, code: 'validation' });
    }
    const misshapen = metadata.type === 'body' ? shapeErrors(metadata.metatype, value) : [];
    if (misshapen.length > 0) {
      throw new BadRequestException({
        message: joinMessages(misshapen.flatMap((e) => e.messages)),
        code: 'validation',
        errors: misshapen.slice(0, MAX_FIELD_ERRORS),
      });
    }
    return super.transform(value, metadata);
  }
}

/**
 * Several validation messages as one text: after a full sentence the next follows with a space, other messages
 * are separated by "; " ("Bitte geben Sie die Forderungen an. Die Angabe fehlt.", "Erinnerungstage: höchstens 90;
 * Höchstens 5 Erinnerungen je Frist"), never ".;". Each message once: a list of 20,000 wrong elements says
 * "Jede Forderung muss ein Objekt sein." once, not 20,000 times (a 48 KB body answered with 4.5 MB, and the
 * joining, which tested the whole text so far for each message, held the API's thread for 9–29 s).
 */
export function joinMessages(messages: readonly string[]): string {
  const parts: string[] = [];
  let previous: string | undefined;
  for (const message of new Set(messages)) {
    if (previous !== undefined) parts.push(/[.!?]$/.test(previous) ? ' ' : '; ');
    parts.push(message);
    previous = message;
  }
  return parts.join('');
}

/**
 * Fields listed in a validation answer's `errors`: a form has a few dozen at most; a body of thousands of wrong
 * elements gets the first ones (its `message` names every kind of mistake once).
 */
export const MAX_FIELD_ERRORS = 50;

/**
 * The global pipe of docs/DESIGN.md §10: unknown fields are rejected, values converted to the DTO types.
 * `fastPaths: false` validates every query with class-validator (the specs comparing the fast paths with it).
 */
export function createValidationPipe({ fastPaths = true }: { readonly fastPaths?: boolean } = {}): ValidationPipe {
  return new StrictValidationPipe(
    {
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => {
        const flat = fieldErrors(errors);
        return new BadRequestException({
          message: joinMessages(flat.flatMap((e) => e.messages)) || 'Ungültige Eingabe',
          code: 'validation',
          errors: flat.slice(0, MAX_FIELD_ERRORS),
        });
      },
    },
    fastPaths,
  );
}
