import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../../lib/format/dates';
import { formatCount } from '../../../../lib/format/numbers';
import type { PortfolioSummary } from '../../api/portfolio-types';
import { MatchingProgress } from '../matching-progress';
import { modeLabel } from '../portfolio-messages';
import { StateCountChips } from '../state-count-chips';

interface PortfolioCardProps {
  portfolio: PortfolioSummary;
  onEdit: (portfolio: PortfolioSummary) => void;
  onDelete: (portfolio: PortfolioSummary) => void;
}

/** One portfolio of the list: name (link to its screen), rows, counts per state, last upload, matching. */
export function PortfolioCard({ portfolio, onEdit, onDelete }: PortfolioCardProps) {
  const titleId = useId();
  const { lastUpload } = portfolio;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/portfolios/${encodeURIComponent(portfolio.id)}`} underline="hover">
              {portfolio.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatCount(portfolio.rowCount)} {portfolio.rowCount === 1 ? 'Zeile' : 'Zeilen'} · Benachrichtigung:{' '}
            {modeLabel(portfolio.mode)}
          </Typography>
          <StateCountChips counts={portfolio.counts} />
          <Typography variant="body2">
            {lastUpload
              ? `Letzter Upload: ${lastUpload.fileName}, ${formatDateTime(lastUpload.confirmedAt) ?? ''}`
              : 'Noch keine Datei hochgeladen'}
          </Typography>
          <MatchingProgress portfolio={portfolio} />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={`Bearbeiten: ${portfolio.name}`} onClick={() => onEdit(portfolio)}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton aria-label={`Löschen: ${portfolio.name}`} onClick={() => onDelete(portfolio)}>
          <DeleteOutlinedIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
