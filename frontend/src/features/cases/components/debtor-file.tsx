import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DebtorFile } from '../api/case-api';

/**
 * "Akte des Schuldners" (issue #32): the proceedings of the same debtor at other courts, under other Aktenzeichen
 * or an earlier name, each with the reason it is linked. The combined timeline follows below the list.
 */
export function DebtorFileCases({ file }: { file: DebtorFile }) {
  const count = file.cases.length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="debtor-file-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="debtor-file-heading" variant="h6" component="h2" gutterBottom>
        Akte des Schuldners: {count} Verfahren
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {file.cases.map((entry) => (
          <Box component="li" key={entry.id} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {entry.current ? (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {entry.court}, {entry.caseNumber} (dieses Verfahren)
              </Typography>
            ) : (
              <Link component={RouterLink} to={`/case/${entry.id}`}>
                {entry.court}, {entry.caseNumber}
              </Link>
            )}
            <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {entry.companyName}
              {entry.reason ? ` · ${entry.reason}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
