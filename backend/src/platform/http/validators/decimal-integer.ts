import { Transform } from 'class-transformer';

/**
 * A query parameter that must be written as decimal digits ("20"): it becomes a number, anything else stays text
 * so that `@IsInt` refuses it with its German message. `Number()` alone would accept "0x10", "1e1", "0b11",
 * " 20 " or "" as numbers.
 */
export const DecimalInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value,
  );
