import { jest } from '@jest/globals';
import { isChunkLoadError, RELOAD_PAUSE_MS, reloadDue, reloadOnNewVersion } from './reload-on-new-version';

/** A window with its own event target, sessionStorage and a counted `location.reload`. */
function fakeWindow(storage: Storage | 'blocked' = new MapStorage()) {
  const target = new EventTarget();
  const reload = jest.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    location: { reload },
    get sessionStorage(): Storage {
      if (storage === 'blocked') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
  } as unknown as Window;
  return { win, reload, fail: () => win.dispatchEvent(new Event('vite:preloadError', { cancelable: true })) };
}

class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('reload on a new version', () => {
  afterEach(() => jest.useRealTimers());

  it('reloads once when a screen chunk fails, and not again within a minute (no loop when offline)', () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-02T10:00:00Z') });
    const { win, reload, fail } = fakeWindow();
    reloadOnNewVersion(win);
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same tab, same sessionStorage) fails again at once: the error boundary speaks instead.
    jest.setSystemTime(Date.now() + 5_000);
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + RELOAD_PAUSE_MS);
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without sessionStorage, as nothing would stop a loop', () => {
    const { win, reload, fail } = fakeWindow('blocked');
    reloadOnNewVersion(win);
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  it('allows a reload when none was made, after the pause, or when the clock went back', () => {
    expect(reloadDue(null, 1_000)).toBe(true);
    expect(reloadDue(1_000, 1_000 + RELOAD_PAUSE_MS - 1)).toBe(false);
    expect(reloadDue(1_000, 1_000 + RELOAD_PAUSE_MS)).toBe(true);
    expect(reloadDue(5_000, 1_000)).toBe(true);
  });

  it('recognises the browsers’ messages for a screen that could not be loaded', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('kaputt'))).toBe(false);
    expect(isChunkLoadError('kaputt')).toBe(false);
  });
});
