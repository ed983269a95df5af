import { BadRequestException } from '@nestjs/common';
import { joinMessages, MAX_FIELD_ERRORS } from './validation.js';

/**
 * An upload that takes only its file refuses every text field sent beside it, as the validation pipe refuses an
 * unknown field on every other route (`Unbekanntes Feld "…"`). The body of such a route has no DTO (an empty
 * class would meet class-validator's English "unknown value" refusal), so the controller asks here.
 */
export function refuseFormFields(fields: unknown): void {
  if (typeof fields !== 'object' || fields === null) return;
  const names = Object.keys(fields);
  if (names.length === 0) return;
  const errors = names.map((field) => ({ field, messages: [`Unbekanntes Feld "${field}"`] }));
  throw new BadRequestException({
    message: joinMessages(errors.flatMap((e) => e.messages)),
    code: 'validation',
    errors: errors.slice(0, MAX_FIELD_ERRORS),
  });
}
