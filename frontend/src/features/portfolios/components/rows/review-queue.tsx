import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VisuallyHidden } from '../../../../components/a11y/visually-hidden';
import type { CaseMatchView, RowView, Verdict } from '../../api/portfolio-types';
import { CaseSummary } from './case-summary';
import { differs } from './compare-values';
import { formatPercent } from '../../../../lib/format/numbers';

interface ReviewQueueProps {
  rows: RowView[];
  /** The decision being sent (its buttons are disabled). */
  pending: { rowId: string; caseId: number } | null;
  onDecide: (row: RowView, candidate: CaseMatchView, verdict: Verdict) => void;
}

/** "Prüfen": each customer beside each candidate case, differences marked, and the user's decision. */
export function ReviewQueue({ rows, pending, onDecide }: ReviewQueueProps) {
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <ReviewItem key={row.rowId} row={row} pending={pending} onDecide={onDecide} />
      ))}
    </Stack>
  );
}

function ReviewItem({ row, pending, onDecide }: { row: RowView } & Omit<ReviewQueueProps, 'rows'>) {
  const titleId = useId();
  const name = [row.name, row.legalForm].filter(Boolean).join(' ');
  const address = [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        Prüfen: {name}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(3, 1 + row.candidates.length)}, 1fr)` },
        }}
      >
        <Column title="Ihr Kunde" label={`Ihr Kunde: ${name}`}>
          <Field label="Kundennummer" value={row.customerNumber} />
          <Field label="Name" value={row.name} />
          <Field label="Rechtsform" value={row.legalForm} />
          <Field label="Adresse" value={address || null} />
          <Field label="Register" value={row.register} />
        </Column>
        {row.candidates.map((candidate) => {
          const busy = pending?.rowId === row.rowId && pending.caseId === candidate.caseId;
          return (
            <Column
              key={candidate.caseId}
              title={candidate.companyName}
              label={`Verfahren: ${candidate.companyName}`}
              subtitle={`${candidate.ruleLabel}, Übereinstimmung ${formatPercent(Math.round(candidate.score * 100))}`}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {candidate.reason}
              </Typography>
              <Field
                label="Name"
                value={candidate.companyName}
                differs={differs(`${row.name} ${row.legalForm ?? ''}`, candidate.companyName)}
              />
              <Field
                label="Adresse"
                value={[candidate.postalCode, candidate.city].filter(Boolean).join(' ') || null}
                differs={differs(row.postalCode, candidate.postalCode) || differs(row.city, candidate.city)}
              />
              <Field label="Register" value={candidate.register} differs={differs(row.register, candidate.register)} />
              <Box>
                <CaseSummary hit={candidate} />
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy}
                  onClick={() => onDecide(row, candidate, 'confirmed')}
                >
                  Ist dieser Kunde
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy}
                  onClick={() => onDecide(row, candidate, 'rejected')}
                >
                  Ist nicht dieser Kunde
                </Button>
              </Stack>
            </Column>
          );
        })}
      </Box>
    </Paper>
  );
}

function Column({
  title,
  subtitle,
  label,
  children,
}: {
  title: string;
  subtitle?: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {subtitle}
        </Typography>
      )}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** A field of the comparison; a value that differs from the customer's is marked (colour and text). */
function Field({ label, value, differs = false }: { label: string; value: string | null; differs?: boolean }) {
  return (
    <Typography variant="body2" data-differs={differs || undefined}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      <Box
        component={differs ? 'mark' : 'span'}
        sx={differs ? { bgcolor: 'warning.light', color: 'inherit', px: 0.5, borderRadius: 0.5 } : undefined}
      >
        {value ?? '–'}
      </Box>
      {differs && <VisuallyHidden> (abweichend)</VisuallyHidden>}
    </Typography>
  );
}
