import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuro } from '../../../../lib/format/german-amount';
import type { ClaimKind } from '../../api/claim-letter-api';
import { CLAIM_KIND_LABELS, claimRow, MAX_CLAIMS, type ClaimRowValues } from './claim-letter-form-state';

interface ClaimRowsProps {
  claims: ClaimRowValues[];
  totalCents: number;
  errorOf: (field: string) => string | undefined;
  onBlur: (field: string) => void;
  onChange: (claims: ClaimRowValues[]) => void;
}

/** The claims as rows (Art, Grund, Betrag, Belege), one card each so that they stack on a phone, and the sum. */
export function ClaimRows({ claims, totalCents, errorOf, onBlur, onChange }: ClaimRowsProps) {
  const change = (index: number, patch: Partial<ClaimRowValues>) =>
    onChange(claims.map((claim, i) => (i === index ? { ...claim, ...patch } : claim)));

  return (
    <Stack spacing={1.5}>
      {claims.map((claim, index) => {
        const field = (name: keyof ClaimRowValues) => `claims.${index}.${name}`;
        const text = (name: 'reason' | 'amount' | 'evidence') => ({
          name: field(name),
          value: claim[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(index, { [name]: event.target.value }),
          onBlur: () => onBlur(field(name)),
          error: errorOf(field(name)) !== undefined,
          helperText: errorOf(field(name)),
          fullWidth: true,
          size: 'small' as const,
        });
        return (
          <Paper key={claim.key} variant="outlined" role="group" aria-label={`Forderung ${index + 1}`} sx={{ p: 1.5 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '12.5rem 1fr 10rem' },
                alignItems: 'start',
              }}
            >
              <TextField
                select
                label="Art"
                name={field('kind')}
                value={claim.kind}
                onChange={(event) => change(index, { kind: event.target.value as ClaimKind })}
                size="small"
                slotProps={{ select: { native: true } }}
              >
                {Object.entries(CLAIM_KIND_LABELS).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </TextField>
              <TextField
                {...text('reason')}
                label="Grund"
                required
                placeholder="z. B. Rechnung Nr. 4711 vom 02.09.2026"
              />
              <TextField
                {...text('amount')}
                label="Betrag in EUR"
                required
                placeholder="1.234,56"
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'start' }}>
              <TextField
                {...text('evidence')}
                label="Belege (in Kopie anbei)"
                placeholder="z. B. Rechnung, Lieferschein"
              />
              <IconButton
                aria-label={`Forderung ${index + 1} entfernen`}
                onClick={() => onChange(claims.filter((_, i) => i !== index))}
                disabled={claims.length === 1}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...claims, claimRow(claims.length === 0 ? 'hauptforderung' : 'zinsen')])}
          disabled={claims.length >= MAX_CLAIMS}
        >
          Forderung hinzufügen
        </Button>
        <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          Summe: {formatEuro(totalCents)}
        </Typography>
      </Stack>
    </Stack>
  );
}
