import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { FIELD_RULES, fieldProblem, type ContactField } from './domain/contact-rules.js';

/**
 * A trimmed text field validated by the domain's rules: exactly one German message per field (the first
 * problem), the same text the decider would give.
 */
export function ContactText(field: ContactField): PropertyDecorator {
  const rule = FIELD_RULES[field];
  return applyDecorators(
    ApiProperty({ minLength: Math.max(rule.min, 1), maxLength: rule.max }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: `contact_${field}`,
      validator: {
        validate: (value: unknown) => fieldProblem(field, value) === null,
        defaultMessage: (args) => fieldProblem(field, args?.value) ?? '',
      },
    }),
  );
}
