import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatQuantity, RESULTS } from '../../../lib/format/plural';

interface SearchPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** SPEC §2: 'Seite X von Y (N Ergebnisse gesamt)' with Zurück/Weiter. */
export function SearchPagination({ page, totalPages, total, onPage }: SearchPaginationProps) {
  return (
    <Stack
      component="nav"
      aria-label="Seiten der Suchergebnisse"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" aria-live="polite">
        {`Seite ${page} von ${totalPages} (${formatQuantity(total, RESULTS)} gesamt)`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Zurück
        </Button>
        <Button variant="outlined" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Weiter
        </Button>
      </Stack>
    </Stack>
  );
}
