import { ValidateIf } from 'class-validator';

/**
 * A JSON body field that may be left out (a PATCH changes only what it names), but when present is validated like
 * any other: `null` included. class-validator's `@IsOptional()` also skips `null`, so `{"name": null}` reached
 * the handlers as a value they did not expect (500s, or a saved search's criteria wiped). Query parameters, which
 * are never null, keep `@IsOptional()`.
 */
export const MayBeLeftOut = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
