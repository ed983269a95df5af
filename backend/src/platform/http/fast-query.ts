/**
 * A query DTO's fast path past class-transformer and class-validator (issue #33: they were 4–6 % of a search
 * request's CPU, more than the search of a page without a term). A parser recognises the plain, valid query and
 * builds exactly the instance the validation pipe would (`new Dto()`, then the query's keys in their order,
 * transformed as the DTO's `@Transform`s do); for anything else it answers `undefined` and the pipe validates as
 * always, so every refusal, and its German wording, still comes from the DTO's decorators. A parser may give up
 * on a valid query (the pipe then accepts it), but must never accept one the pipe refuses: each parser has a spec
 * comparing it with the pipe over a corpus of valid, borderline and hostile queries.
 */
export type FastQueryParser<T extends object> = (query: unknown) => T | undefined;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a DTO class as the pipe's metadata names it
const parsers = new WeakMap<Function, FastQueryParser<object>>();

/** Registers `parse` as the fast path for query parameters of type `dto` (`@Query() request: Dto`). */
export function acceptQueryFast<T extends object>(dto: new () => T, parse: FastQueryParser<T>): void {
  parsers.set(dto, parse);
}

/** The registered fast path of a query DTO, if any. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- see above
export function fastQueryParser(metatype: Function | undefined): FastQueryParser<object> | undefined {
  return metatype === undefined ? undefined : parsers.get(metatype);
}
