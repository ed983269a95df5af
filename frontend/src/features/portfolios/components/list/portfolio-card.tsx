import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
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
import { modeLabel, OPEN_UPLOAD_STEP } from '../portfolio-messages';
import { StateCountChips } from '../state-count-chips';

interface PortfolioCardProps {
  portfolio: PortfolioSummary;
  onEdit: (portfolio: PortfolioSummary) => void;
  onDelete: (portfolio: PortfolioSummary) => void;
}

/** One portfolio of the list: name (link to its screen), rows, counts per state, last and open upload, matching. */
export function PortfolioCard({ portfolio, onEdit, onDelete }: PortfolioCardProps) {
  const titleId = useId();
  const { lastUpload, openUpload } = portfolio;
  const detail = `/portfolios/${encodeURIComponent(portfolio.id)}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={detail} underline="hover">
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
          {openUpload && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Chip label="Upload offen" size="small" color="info" variant="outlined" sx={{ mr: 1 }} />
              {openUpload.fileName} ({OPEN_UPLOAD_STEP[openUpload.state]}) ·{' '}
              <Link
                component={RouterLink}
                to={`${detail}?upload=${encodeURIComponent(openUpload.id)}`}
                aria-label={`Upload fortsetzen: ${openUpload.fileName}`}
              >
                Fortsetzen
              </Link>
            </Typography>
          )}
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
