import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
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

class StrictValidationPipe extends ValidationPipe {
  constructor(
    options: ConstructorParameters<typeof ValidationPipe>[0],
    private readonly fastPaths: boolean,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
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
    return super.transform(value, metadata);
  }
}

/**
 * Several validation messages as one text: after a full sentence the next follows with a space, other messages
 * are separated by "; " ("Bitte geben Sie die Forderungen an. Die Angabe fehlt.", "Erinnerungstage: höchstens 90;
 * Höchstens 5 Erinnerungen je Frist"), never ".;".
 */
export function joinMessages(messages: readonly string[]): string {
  return messages.reduce(
    (text, message, i) => (i === 0 ? message : `${text}${/[.!?]$/.test(text) ? ' ' : '; '}${message}`),
    '',
  );
}

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
          errors: flat,
        });
      },
    },
    fastPaths,
  );
}
