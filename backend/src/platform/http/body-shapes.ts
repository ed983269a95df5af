import { getMetadataStorage, ValidationTypes } from 'class-validator';

/** What a DTO's own fields promise about lists and nested objects, read once from class-validator's metadata. */
interface Shape {
  readonly property: string;
  readonly rule: 'max-items' | 'object' | 'objects';
  readonly max: number;
  readonly message: string;
}

/** As `FieldError` of the validation pipe, which imports this file. */
interface ShapeError {
  readonly field: string;
  readonly messages: string[];
}

const shapesByClass = new WeakMap<object, readonly Shape[]>();

function shapesOf(dto: abstract new (...args: never[]) => unknown): readonly Shape[] {
  let shapes = shapesByClass.get(dto);
  if (shapes === undefined) {
    const storage = getMetadataStorage();
    shapes = storage.getTargetValidationMetadatas(dto, '', true, false).flatMap((metadata): Shape[] => {
      const property = metadata.propertyName;
      const given = typeof metadata.message === 'string' ? metadata.message : undefined;
      if (metadata.type === ValidationTypes.NESTED_VALIDATION) {
        const rule = metadata.each ? 'objects' : 'object';
        return [{ property, rule, max: 0, message: given ?? `${property}: ein Objekt erwartet` }];
      }
      const isMaxItems =
        metadata.type === ValidationTypes.CUSTOM_VALIDATION &&
        !metadata.each &&
        storage.getTargetValidatorConstraints(metadata.constraintCls).some((c) => c.name === 'arrayMaxSize');
      if (!isMaxItems) return [];
      const max = Number(metadata.constraints[0]);
      return [{ property, rule: 'max-items', max, message: given ?? `${property}: höchstens ${max}` }];
    });
    shapesByClass.set(dto, shapes);
  }
  return shapes;
}

/**
 * The mistakes in the shape of a body's lists and nested objects that class-transformer and class-validator get
 * wrong or find slowly, told with the DTO's own messages before anything else is looked at:
 * - a list longer than its `@ArrayMaxSize`: otherwise every element is built and checked first (a 100 kB body of
 *   50,000 wrong claims held the API's thread for about 0.4 s to say that there may be 20 at most);
 * - a list where a nested object belongs (`creditor: [{…}]`), or a list inside a list of nested objects
 *   (`claims: [[…]]`): class-validator validates the inner elements instead, and class-transformer turns the list
 *   into an empty object, so a claim-letter draft was saved with its creditor emptied and a webhook refused an
 *   alert "„undefined“" (fuzz of the webhook and draft bodies, 2026-12-04).
 */
export function shapeErrors(metatype: unknown, value: unknown): ShapeError[] {
  if (typeof metatype !== 'function' || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const shapes = shapesOf(metatype as abstract new (...args: never[]) => unknown);
  if (shapes.length === 0) return [];
  const record = value as Record<string, unknown>;
  const errors: ShapeError[] = [];
  for (const { property, rule, max, message } of shapes) {
    const given = Object.hasOwn(record, property) ? record[property] : undefined;
    if (!Array.isArray(given)) continue;
    if (rule === 'max-items' && given.length > max) errors.push({ field: property, messages: [message] });
    if (rule === 'object') errors.push({ field: property, messages: [message] });
    if (rule === 'objects') {
      given.forEach((element, i) => {
        if (Array.isArray(element)) errors.push({ field: `${property}.${i}`, messages: [message] });
      });
    }
  }
  // A list over its limit is told alone: its elements are not looked at.
  const tooLong = errors.filter((e) => shapes.some((s) => s.rule === 'max-items' && s.property === e.field));
  return tooLong.length > 0 ? tooLong : errors;
}
