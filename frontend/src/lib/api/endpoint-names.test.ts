import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseApi } from './base-api';

const src = join(import.meta.dirname, '../..');

/** Every source file that adds endpoints to the one API slice. */
function apiModules(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiModules(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && readFileSync(path, 'utf8').includes('.injectEndpoints(') ? [path] : [];
  });
}

type Definitions = (build: Record<string, (definition: unknown) => unknown>) => Record<string, unknown>;

/**
 * Was a bug: the alerts' "Bestätigung erneut senden" and the session's resend of the account's confirmation link
 * were both named `resendConfirmation`. The slice keeps the first definition of a name (the session's, loaded at
 * start), so the alerts page's button asked for the user's own confirmation link ("Ihre E-Mail-Adresse ist bereits
 * bestätigt.") instead of mailing the colleague again. RTK Query says nothing about it outside development builds;
 * here every feature's endpoint names are collected as they are added, and no name may come twice.
 */
describe('the API slice', () => {
  it('is given every endpoint name once across all features', async () => {
    const definedIn = new Map<string, string[]>();
    let loading = '';
    const inject = baseApi.injectEndpoints.bind(baseApi);
    const spy = jest.spyOn(baseApi, 'injectEndpoints').mockImplementation(((options: { endpoints: Definitions }) => {
      const identity = (definition: unknown) => definition;
      const names = Object.keys(options.endpoints({ query: identity, mutation: identity, infiniteQuery: identity }));
      for (const name of names) definedIn.set(name, [...(definedIn.get(name) ?? []), loading]);
      return inject(options as never);
    }) as never);
    try {
      const modules = apiModules();
      expect(modules.length).toBeGreaterThan(20);
      for (const path of modules) {
        loading = relative(src, path);
        await import(path);
      }
    } finally {
      spy.mockRestore();
    }
    const twice = [...definedIn].filter(([, modules]) => modules.length > 1);
    expect(definedIn.size).toBeGreaterThan(50);
    expect(twice).toEqual([]);
  });
});
