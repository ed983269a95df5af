import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

export interface FieldError {
  readonly field: string;
  readonly messages: string[];
}

/** Flattens nested class-validator errors to `{ field: 'a.b', messages }`, with German texts for unknown fields. */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = `${prefix}${error.property}`;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation' ? `Unbekanntes Feld "${field}"` : message,
    );
    const nested = fieldErrors(error.children ?? [], `${field}.`);
    return own.length > 0 ? [{ field, messages: own }, ...nested] : nested;
  });
}

/** The global pipe of DESIGN.md §10: unknown fields are rejected, values converted to the DTO types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const flat = fieldErrors(errors);
      return new BadRequestException({
        message: flat.flatMap((e) => e.messages).join('; ') || 'Ungültige Eingabe',
        code: 'validation',
        errors: flat,
      });
    },
  });
}
