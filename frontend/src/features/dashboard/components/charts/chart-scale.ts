/** A value axis from 0: the round step between gridlines, the top of the axis and every tick value. */
export interface ValueScale {
  step: number;
  top: number;
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: steps people read off a chart without arithmetic (no 2.5 below 25). */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  return (multiples.find((multiple) => rough <= multiple * power) ?? 10) * power;
}

/**
 * Ticks from 0 to a round top at or above `max`, about `targetTicks` steps apart; counts are whole numbers, so a
 * step is never below 1 (max 3 gives 0, 1, 2, 3).
 */
export function valueScale(max: number, targetTicks = 4): ValueScale {
  const step = Math.max(1, niceStep(Math.max(max, 1) / targetTicks));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  return { step, top, ticks };
}
