import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/format/dates';
import { formatEuro } from '../../../../lib/format/german-amount';
import type { ClaimLetterDraft } from '../../api/claim-letter-api';
import { fromBody, totalCents } from './claim-letter-form-state';

/** "Entwurf vom 28.11.2026, 10:00" */
export const draftLabel = (draft: ClaimLetterDraft) => `Entwurf vom ${formatDateTime(draft.updatedAt) ?? '–'}`;

interface ClaimLetterDraftsProps {
  drafts: ClaimLetterDraft[];
  currentId: string | null;
  busy: boolean;
  onLoad: (draft: ClaimLetterDraft) => void;
  onDelete: (draft: ClaimLetterDraft) => void;
}

/** The caller's saved drafts of this case, the last changed first; each can be loaded or deleted. */
export function ClaimLetterDrafts({ drafts, currentId, busy, onLoad, onDelete }: ClaimLetterDraftsProps) {
  return (
    <section aria-labelledby="claim-letter-drafts-heading">
      <Typography id="claim-letter-drafts-heading" variant="subtitle1" component="h3">
        Gespeicherte Entwürfe
      </Typography>
      <List dense disablePadding>
        {drafts.map((draft) => {
          const label = draftLabel(draft);
          const claims = draft.form.claims.length;
          const sum = formatEuro(totalCents(fromBody(draft.form)));
          return (
            <ListItem key={draft.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${label}${draft.id === currentId ? ' (geöffnet)' : ''}`}
                secondary={`${claims} ${claims === 1 ? 'Forderung' : 'Forderungen'} · ${sum}${
                  draft.form.reference ? ` · ${draft.form.reference}` : ''
                }`}
              />
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => onLoad(draft)} aria-label={`${label} laden`} disabled={busy}>
                  Laden
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(draft)}
                  aria-label={`${label} löschen`}
                  disabled={busy}
                >
                  Löschen
                </Button>
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
