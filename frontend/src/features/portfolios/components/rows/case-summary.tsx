import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CaseMatchView } from '../../api/portfolio-types';

/** Court, Aktenzeichen (link to the case) and status of a hit. */
export function CaseSummary({ hit }: { hit: CaseMatchView }) {
  return (
    <>
      <Link component={RouterLink} to={`/case/${hit.caseId}`}>
        {hit.caseNumber}
      </Link>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {hit.court}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {hit.status}
      </Typography>
    </>
  );
}

/** "Registernummer: HRB 1234 beim Amtsgericht Köln stimmt überein" under the rule's label. */
export function RuleReason({ hit }: { hit: CaseMatchView | undefined }) {
  if (!hit) return <>–</>;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {hit.ruleLabel}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {hit.reason}
      </Typography>
    </>
  );
}

export const placeOf = (row: { postalCode: string | null; city: string | null }) =>
  [row.postalCode, row.city].filter(Boolean).join(' ') || '–';
