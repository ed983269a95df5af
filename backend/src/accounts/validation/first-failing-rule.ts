import { registerDecorator, type ValidationArguments } from 'class-validator';

export type Rule = readonly [check: (value: unknown, object: object) => boolean, message: string];

/**
 * Checks rules in order and reports only the first one that fails, the way the forms do (docs/SPEC.md §5): an
 * empty password says 'Passwort ist erforderlich', not also "too short" and "needs a digit".
 */
export function FirstFailingRule(rules: readonly Rule[]): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'firstFailingRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => rules.every(([check]) => check(value, args.object)),
        defaultMessage: (args?: ValidationArguments) =>
          rules.find(([check]) => !check(args?.value, args?.object ?? {}))?.[1] ?? 'Ungültige Eingabe',
      },
    });
  };
}

export const isText = (value: unknown): value is string => typeof value === 'string';
export const present = (value: unknown) => isText(value) && value.trim() !== '';
