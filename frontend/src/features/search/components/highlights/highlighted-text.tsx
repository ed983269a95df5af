import Box from '@mui/material/Box';
import { highlightSegments } from './highlight-ranges';

/**
 * What the query matched: a light yellow background (dark text on it well above 7:1), bold and underlined, so it
 * stands out without relying on colour alone (WCAG 1.4.1).
 */
const MARK = {
  bgcolor: '#fff1a8',
  color: 'inherit',
  fontWeight: 700,
  borderRadius: '2px',
  px: '1px',
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '2px',
} as const;

/** `text` with the ranges the query matched in <mark>. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly { start: number; end: number }[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          <Box component="mark" key={index} sx={MARK}>
            {segment.text}
          </Box>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
