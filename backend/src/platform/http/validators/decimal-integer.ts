import { Transform } from 'class-transformer';

/**
 * A query parameter that must be written as decimal digits ("20", or "-1", which `@Min` then refuses with its own
 * message): it becomes a number, anything else stays text so that `@IsInt` refuses it with its German message.
 * `Number()` alone would accept "0x10", "1e1", "0b11", " 20 " or "" as numbers.
 */
export const DecimalInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value,
  );
