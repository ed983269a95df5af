import { ValidateBy, type ValidationOptions } from 'class-validator';

/** `YYYY-MM-DD` naming a day that exists (2026-02-30 and 2026-13-01 do not). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** class-validator decorator for {@link isCalendarDate}. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, options);
}
