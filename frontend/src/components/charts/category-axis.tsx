import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useRef } from 'react';
import { placeAxisLabels } from './axis-labels';
import { useElementWidth } from './use-element-width';

export const AXIS_LABEL = { color: 'text.secondary', lineHeight: 1, whiteSpace: 'nowrap' } as const;
/** MUI's caption (0.75rem Roboto), as the labels are drawn: for measuring them before they are placed. */
const LABEL_FONT = '400 12px Roboto, Helvetica, Arial, sans-serif';

/** The labels' widths in px as the browser draws them; an estimate where nothing is drawn (jsdom). */
function labelWidths(labels: readonly string[], measured: boolean): number[] {
  const context = measured ? document.createElement('canvas').getContext('2d') : null;
  if (context) context.font = LABEL_FONT;
  // 0.4 px per character: the caption's letter spacing, which measureText leaves out.
  return labels.map((label) =>
    Math.ceil(context ? context.measureText(label).width + label.length * 0.4 : label.length * 6.5),
  );
}

interface CategoryAxisProps {
  /** One label per column (period, day), in the columns' order. */
  labels: readonly string[];
  keys: readonly string[];
  /** Labels go on every `unit`-th column or a multiple of it (7 for days: the same weekday), the last always. */
  unit?: number;
  height: number;
}

/**
 * The axis under a chart's columns: as many labels as fit the measured width without touching (a phone shows
 * fewer than a desktop), each with a tick under the column it names; the last column always has its label.
 */
export function CategoryAxis({ labels, keys, unit = 1, height }: CategoryAxisProps) {
  const axis = useRef<HTMLDivElement>(null);
  const width = useElementWidth(axis);
  const measured = width > 0;
  const text = labels.join('\n');
  // Measured once per set of labels (and once layout exists), not on every resize.
  // `labels` is a new array on every render: the memo follows its text.
  const widths = useMemo(() => labelWidths(labels, measured), [text, measured]);
  return (
    <Box ref={axis} sx={{ position: 'relative', height }}>
      {placeAxisLabels(width, widths, unit).map(({ index, left }) => {
        const centre = `${((index + 0.5) / labels.length) * 100}%`;
        return (
          <Fragment key={keys[index]}>
            {/* A label wider than its column still says which column it names. */}
            <Box
              sx={{ position: 'absolute', top: 0, left: centre, width: '1px', height: 4, bgcolor: 'text.secondary' }}
            />
            <Typography
              variant="caption"
              sx={{
                ...AXIS_LABEL,
                position: 'absolute',
                top: 7,
                // Measured: placed in px so that no two labels touch; before the first layout, under the column.
                ...(width > 0 ? { left } : { left: centre, transform: 'translateX(-50%)' }),
              }}
            >
              {labels[index]}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}
