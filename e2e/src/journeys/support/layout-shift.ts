import type { Page } from 'playwright-core';

/** Web Vitals' bound for a good cumulative layout shift. */
export const GOOD_LAYOUT_SHIFT = 0.1;

export interface LayoutShifts {
  /** The sum of all shifts not caused by input (the page's cumulative layout shift). */
  readonly score: number;
  /** Each shift's value and what moved (tag, start of its text, top edge before and after). */
  readonly shifts: readonly { value: number; moved: string[] }[];
}

declare global {
  interface Window {
    __layoutShifts?: { value: number; moved: string[] }[];
  }
}

/** Starts recording the shifts in the document it runs in (once per document). */
function observeLayoutShifts(): void {
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  if (window.__layoutShifts) return;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map(
        (source) =>
          `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').slice(0, 30)}" ` +
          `y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}`,
      );
      window.__layoutShifts?.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Records the layout shifts Chromium reports (Layout Instability API) in the current document and in every
 * document loaded next. A shift within 500 ms of an input is left out, as in the metric: what the user caused does
 * not surprise them; what comes later (a page that arrives after a slow answer) counts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(observeLayoutShifts);
  await page.evaluate(observeLayoutShifts);
}

/** The shifts recorded since the document loaded (see `recordLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * 'good' below Web Vitals' bound, else the score with every shift (what moved, from where to where), so that a
 * failing test says what moved: compare with `{ score: 'good', shifts: [] }`.
 */
export async function layoutShiftVerdict(
  page: Page,
): Promise<{ score: 'good' | number; shifts: LayoutShifts['shifts'] }> {
  const { score, shifts } = await layoutShifts(page);
  return score < GOOD_LAYOUT_SHIFT ? { score: 'good', shifts: [] } : { score, shifts };
}

/**
 * Answers the page's requests to `url` (a glob) late, each by the next of `delaysMs` in turn, so the page's parts
 * arrive one after another as on a slow connection or a busy server, not all in the same frame.
 */
export async function answerLate(page: Page, url: string, delaysMs: readonly number[]): Promise<void> {
  let next = 0;
  await page.route(url, async (route) => {
    const delay = delaysMs[next++ % delaysMs.length] ?? 0;
    await new Promise((resolve) => setTimeout(resolve, delay));
    // The page may be gone by then (the test ended); there is nothing left to answer.
    await route.continue().catch(() => undefined);
  });
}
