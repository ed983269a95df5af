// negotiator 1.x ships no types; the one method the JSON answers use.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
