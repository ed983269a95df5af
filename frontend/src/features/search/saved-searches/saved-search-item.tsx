import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SavedSearch } from '../api/saved-searches-api';
import { describeCriteria, savedSearchHref } from './saved-search-criteria';

interface SavedSearchItemProps {
  savedSearch: SavedSearch;
  /** False after a downgrade: the saved search can be opened and deleted, not changed. */
  editable: boolean;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved search: its name opens the search, then its criteria, the daily e-mail switch, edit and delete. */
export function SavedSearchItem({ savedSearch, editable, toggling, onToggle, onEdit, onDelete }: SavedSearchItemProps) {
  const { name, criteria, alert } = savedSearch;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={savedSearchHref(criteria)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {describeCriteria(criteria)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <FormControlLabel
            control={
              <Switch
                checked={alert}
                onChange={onToggle}
                disabled={!editable || toggling}
                slotProps={{ input: { 'aria-label': `Tägliche E-Mail für „${name}“` } }}
              />
            }
            label="Tägliche E-Mail"
          />
          {editable && (
            <Tooltip title="Bearbeiten">
              <IconButton aria-label={`„${name}“ bearbeiten`} onClick={onEdit}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Löschen">
            <IconButton aria-label={`„${name}“ löschen`} onClick={onDelete}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}
