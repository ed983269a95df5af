import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../lib/format/numbers';
import { type DiffExample, FIELD_LABELS, type UploadDiff } from '../../api/portfolio-types';

const label = (example: DiffExample) =>
  example.customerNumber ? `${example.customerNumber} – ${example.name}` : example.name;

/** What the upload changes against the current rows (by Kundennummer), with examples, before confirming. */
export function DiffSummary({ diff }: { diff: UploadDiff }) {
  return (
    <Stack component="section" spacing={1} aria-labelledby="upload-diff-heading">
      <Typography id="upload-diff-heading" variant="h6" component="h4">
        Änderungen gegenüber den bisherigen Zeilen
      </Typography>
      <Typography>
        {formatCount(diff.added)} neu, {formatCount(diff.changed)} geändert, {formatCount(diff.removed)} entfernt,{' '}
        {formatCount(diff.unchanged)} unverändert
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <ExampleList title="Neu" items={diff.examples.added.map(label)} />
        <ExampleList
          title="Geändert"
          items={diff.examples.changed.map(
            (example) => `${label(example)} (${example.fields.map((field) => FIELD_LABELS[field]).join(', ')})`,
          )}
        />
        <ExampleList title="Entfernt" items={diff.examples.removed.map(label)} />
      </Box>
    </Stack>
  );
}

function ExampleList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h5">
        {title}, z. B.
      </Typography>
      <Box component="ul" aria-label={`Beispiele: ${title}`} sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, index) => (
          <Typography component="li" variant="body2" key={index}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
