/**
 * A tab opened before a new version went live still runs the old one, whose screen chunks are gone from the server:
 * its next screen failed to load ("Failed to fetch dynamically imported module") and, with no error boundary, left
 * a white page. Vite announces such a failure as `vite:preloadError`; the page is then loaded once more (the new
 * index.html names the new chunks). Another failure within a minute is left to the page's error boundary (offline,
 * or the server broken), so a page never reloads in a loop; without sessionStorage nothing is reloaded.
 */
const RELOADED_AT = 'insolvenzmonitor.reloadedForNewVersionAt';
export const RELOAD_PAUSE_MS = 60_000;

let reloading = false;

/** Whether a reload for a new version is under way (the error boundary then says so instead of showing an error). */
export const isReloadingForNewVersion = (): boolean => reloading;

/** Whether a failed chunk may reload the page: not within `RELOAD_PAUSE_MS` after the last such reload. */
export function reloadDue(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_PAUSE_MS || now < lastReloadAt;
}

export function reloadOnNewVersion(win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    let storage: Storage;
    try {
      storage = win.sessionStorage;
      const last = storage.getItem(RELOADED_AT);
      const now = Date.now();
      if (!reloadDue(last === null ? null : Number(last), now)) return;
      storage.setItem(RELOADED_AT, String(now));
    } catch {
      return; // no sessionStorage (blocked): no guard against a loop, so no reload
    }
    reloading = true;
    win.location.reload();
  });
}

/** Errors of a screen's code that could not be loaded (Chromium, Firefox, Safari, Vite's CSS preload). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    message,
  );
}
