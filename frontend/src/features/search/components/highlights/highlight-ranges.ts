import type { CaseRegister, HighlightField, SearchHighlight } from '../../api/search-api';

/** A piece of a field's text: `marked` when the query matched it. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

/** The register as the search's highlights count in it, and as the case page shows it: "HRB 62". */
export function registerText(register: CaseRegister | null | undefined): string | null {
  const text = [register?.type, register?.number].filter(Boolean).join(' ');
  return text || null;
}

/** The ranges of one field; a server without highlights (before issue #29) sends none. */
export function rangesOf(highlights: SearchHighlight[] | undefined, field: HighlightField): SearchHighlight[] {
  return Array.isArray(highlights) ? highlights.filter((range) => range?.field === field) : [];
}

/**
 * `text` cut into plain and marked pieces. The server promises sorted ranges without overlaps inside the text; a
 * row must not break when one is not (an older or newer server, a value shortened later): ranges are clipped to
 * the text, empty ones dropped, overlapping and touching ones merged.
 */
export function highlightSegments(text: string, ranges: readonly { start: number; end: number }[]): TextSegment[] {
  const clipped = ranges
    .filter((range) => Number.isInteger(range.start) && Number.isInteger(range.end))
    .map((range) => ({ start: Math.max(0, range.start), end: Math.min(text.length, range.end) }))
    .filter((range) => range.start < range.end)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { start, end } of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false });
  return segments;
}

/** Whether any piece of `text` is marked by these ranges. */
export const hasMarks = (text: string | null | undefined, ranges: readonly { start: number; end: number }[]) =>
  text ? highlightSegments(text, ranges).some((segment) => segment.marked) : false;
