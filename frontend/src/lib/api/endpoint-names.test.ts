import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/**
 * Was a bug: the alerts' "Bestätigung erneut senden" and the session's resend of the account's confirmation link
 * were both named `resendConfirmation`. The slice keeps the first definition of a name (the session's, loaded at
 * start), so the alerts page's button asked for the user's own confirmation link ("Ihre E-Mail-Adresse ist bereits
 * bestätigt.") instead of mailing the colleague again. RTK Query only logs such a clash; here all feature slices are
 * loaded together and no name may come twice.
 */
describe('the API slice', () => {
  it('is given every endpoint name once across all features', async () => {
    const modules = apiModules();
    expect(modules.length).toBeGreaterThan(20);
    const clashes: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
      clashes.push(String(message));
    });
    try {
      for (const path of modules) {
        const before = clashes.length;
        await import(path);
        if (clashes.length > before) clashes.push(`(in ${relative(src, path)})`);
      }
    } finally {
      spy.mockRestore();
    }
    expect(clashes).toEqual([]);
  });
});
