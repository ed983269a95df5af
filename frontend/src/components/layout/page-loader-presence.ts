import { createContext } from 'react';

/**
 * How many page loaders the layout's page shows right now: while there is one, the layout leaves the footer out
 * (see AppLayout). A tiny store rather than layout state, so that a loader coming and going re-renders the footer
 * alone, not the page beside it.
 *
 * Why not CSS (`main:has([data-page-loader]) ~ footer`, as before): jsdom's getComputedStyle matches every style
 * rule against the element, and its `:has()` parses the inner selector again on every match. Testing Library asks
 * getComputedStyle for every element it considers (`getByRole`), so that one rule was 23 % of the CPU of the search
 * page's component tests (5.3 of 22.4 s).
 */
export interface LoaderPresence {
  /** Called in a loader's layout effect (+1) and its cleanup (−1): before the browser paints. */
  change(delta: 1 | -1): void;
  loading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoaderPresence(): LoaderPresence {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    change(delta) {
      const before = count > 0;
      count = Math.max(0, count + delta);
      if (count > 0 !== before) for (const listener of listeners) listener();
    },
    loading: () => count > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The presence of the layout the loader is in; none outside a layout (a guard's loader before it). */
export const LoaderPresenceContext = createContext<LoaderPresence | null>(null);
