import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** Notices run to several thousand characters; the timeline shows the start and unfolds on demand. */
export const SHORT_TEXT_LENGTH = 280;

export function shortText(text: string): string {
  if (text.length <= SHORT_TEXT_LENGTH) return text;
  const cut = text.slice(0, SHORT_TEXT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SHORT_TEXT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

/**
 * A notice folded to its decisive sentence (`preview`, from the server) or, without one, to its beginning; the
 * full text unfolds on demand.
 */
export function NoticeText({ text, preview }: { text: string; preview?: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const folded = preview ?? shortText(text);
  const long = folded !== text;
  return (
    <>
      <Typography id={textId} variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
        {expanded || !long ? text : folded}
      </Typography>
      {long && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
          sx={{ alignSelf: 'flex-start', px: 0 }}
        >
          {expanded ? 'Weniger anzeigen' : 'Vollständigen Text anzeigen'}
        </Button>
      )}
    </>
  );
}
