/** Space between two labels on a category axis, in px. */
const GAP_PX = 8;

export interface PlacedLabel {
  readonly index: number;
  /** Left edge in px from the axis's start: centred under its column, kept inside the axis. */
  readonly left: number;
}

/**
 * Which columns of a category axis get a label, and where: evenly spaced every `unit`, 2 × `unit`, … columns
 * (a week of days: 7), counted back from the last column, which always has one; as many as fit on an axis `width`
 * px wide without two labels (`widths[i]` px each) coming closer than 8 px. A label sits centred under its column;
 * the first and last are moved inside the axis, which the spacing accounts for. Without a measured width (0: no
 * layout yet) every `unit`-th column, or four labels for unit 1, at their column centres (`left` 0).
 */
export function placeAxisLabels(width: number, widths: readonly number[], unit = 1): PlacedLabel[] {
  const count = widths.length;
  if (count === 0) return [];
  if (width <= 0) {
    const every = unit > 1 ? unit : Math.max(1, Math.ceil(count / 4));
    return spread(count, every).map((index) => ({ index, left: 0 }));
  }
  const column = width / count;
  const place = (index: number): PlacedLabel => {
    const centred = (index + 0.5) * column - widths[index]! / 2;
    return { index, left: Math.max(0, Math.min(width - widths[index]!, centred)) };
  };
  const widest = Math.max(...widths);
  const first = Math.max(1, Math.ceil((widest + GAP_PX) / column / unit)) * unit;
  for (let every = first; every < count; every += unit) {
    const placed = spread(count, every).map(place);
    const fits = placed.every(
      (label, i) => i === 0 || placed[i - 1]!.left + widths[placed[i - 1]!.index]! + GAP_PX <= label.left,
    );
    if (fits) return placed;
  }
  return [place(count - 1)];
}

/** Every `every`-th index, counted back from the last, in ascending order. */
function spread(count: number, every: number): number[] {
  const indices: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indices.unshift(i);
  return indices;
}
