import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useLastPresent } from '../../../components/feedback/use-last-present';
import { serverErrorText } from '../../../lib/api/api-error';
import {
  type SavedSearch,
  useCreateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useGetSavedSearchesQuery,
  useUpdateSavedSearchMutation,
} from '../api/saved-searches-api';
import type { SearchCriteria } from '../components/search-params';
import { criteriaToSave, describeCriteria } from './saved-search-criteria';
import { SavedSearchDialog, type SavedSearchDialogValues } from './saved-search-dialog';
import { SavedSearchItem } from './saved-search-item';

interface SavedSearchesPanelProps {
  /** The search on screen: what "Suche speichern" stores. */
  criteria: SearchCriteria;
  isPro: boolean;
}

type Editing = { kind: 'new' } | { kind: 'edit'; savedSearch: SavedSearch } | null;

/** "Meine Suchprofile" (issue #13, a Pro feature): save the current search, open, edit or delete saved ones. */
/** The delivery mode goes with the e-mail only (issue #30): without it there is nothing to deliver. */
const modeOf = (values: SavedSearchDialogValues) => (values.alert ? { mode: values.mode } : {});

export function SavedSearchesPanel({ criteria, isPro }: SavedSearchesPanelProps) {
  const headingId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const list = useGetSavedSearchesQuery();
  const [create, creating] = useCreateSavedSearchMutation();
  const [update, updating] = useUpdateSavedSearchMutation();
  const [remove, removing] = useDeleteSavedSearchMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const deletingShown = useLastPresent(deleting);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const items = list.data?.items ?? [];
  const max = list.data?.max ?? 25;
  const current = useMemo(() => criteriaToSave(criteria), [criteria]);
  const editedCriteria = editing?.kind === 'edit' ? editing.savedSearch.criteria : current;
  const dialogInitial = useMemo<SavedSearchDialogValues>(
    () =>
      editing?.kind === 'edit'
        ? {
            name: editing.savedSearch.name,
            alert: editing.savedSearch.alert,
            mode: editing.savedSearch.mode ?? 'täglich',
          }
        : { name: '', alert: false, mode: 'täglich' },
    [editing],
  );

  const openNew = () => {
    setDialogError(null);
    setEditing({ kind: 'new' });
  };

  const submit = async (values: SavedSearchDialogValues) => {
    if (!editing) return;
    const result =
      editing.kind === 'new'
        ? await create({ name: values.name, criteria: current, alert: values.alert, ...modeOf(values) })
        : await update({
            id: editing.savedSearch.id,
            changes: { name: values.name, alert: values.alert, ...modeOf(values) },
          });
    if (result.error) {
      setDialogError(serverErrorText(result.error) ?? 'Das Suchprofil konnte nicht gespeichert werden.');
      return;
    }
    enqueueSnackbar(editing.kind === 'new' ? 'Suchprofil gespeichert' : 'Suchprofil geändert', { variant: 'success' });
    setEditing(null);
  };

  const toggle = async (savedSearch: SavedSearch) => {
    setTogglingId(savedSearch.id);
    const result = await update({ id: savedSearch.id, changes: { alert: !savedSearch.alert } });
    setTogglingId(null);
    if (result.error) {
      enqueueSnackbar(serverErrorText(result.error) ?? 'Die Benachrichtigung konnte nicht geändert werden.', {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(savedSearch.alert ? 'Tägliche E-Mail ausgeschaltet' : 'Tägliche E-Mail eingeschaltet', {
      variant: 'success',
    });
  };

  const confirmDelete = async (savedSearch: SavedSearch) => {
    const result = await remove(savedSearch.id);
    if (result.error) {
      enqueueSnackbar(serverErrorText(result.error) ?? 'Das Suchprofil konnte nicht gelöscht werden.', {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar('Suchprofil gelöscht', { variant: 'success' });
    setDeleting(null);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h5" component="h2">
            Meine Suchprofile
          </Typography>
          {isPro && (
            <Button
              variant="outlined"
              startIcon={<BookmarkAddOutlinedIcon />}
              onClick={openNew}
              disabled={items.length >= max}
            >
              Suche speichern
            </Button>
          )}
        </Stack>
        {!isPro && (
          <Alert
            role="note"
            severity="info"
            action={
              <Button component={RouterLink} to="/pricing" color="inherit" variant="outlined" size="small">
                Pro-Tarife ansehen
              </Button>
            }
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <AlertTitle>Suchprofile sind Teil von Pro</AlertTitle>
            Mit Pro speichern Sie bis zu {max} Suchen, öffnen sie mit einem Klick und erhalten auf Wunsch täglich eine
            E-Mail zu neuen Treffern.
          </Alert>
        )}
        {isPro && items.length >= max && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Sie haben die Höchstzahl von {max} Suchprofilen erreicht. Löschen Sie ein Suchprofil, um ein neues zu
            speichern.
          </Typography>
        )}
        {list.isError ? (
          <Alert severity="error">Ihre Suchprofile konnten nicht geladen werden.</Alert>
        ) : items.length > 0 ? (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {items.map((savedSearch) => (
              <SavedSearchItem
                key={savedSearch.id}
                savedSearch={savedSearch}
                editable={isPro}
                toggling={togglingId === savedSearch.id || updating.isLoading}
                onToggle={() => void toggle(savedSearch)}
                onEdit={() => {
                  setDialogError(null);
                  setEditing({ kind: 'edit', savedSearch });
                }}
                onDelete={() => setDeleting(savedSearch)}
              />
            ))}
          </Stack>
        ) : (
          isPro &&
          !list.isLoading && (
            <Typography sx={{ color: 'text.secondary' }}>
              Noch keine Suchprofile. Speichern Sie eine Suche, um sie später mit einem Klick zu wiederholen.
            </Typography>
          )
        )}
      </Stack>
      <SavedSearchDialog
        open={editing !== null}
        title={editing?.kind === 'edit' ? 'Suchprofil bearbeiten' : 'Suche speichern'}
        initial={dialogInitial}
        description={describeCriteria(editedCriteria)}
        busy={creating.isLoading || updating.isLoading}
        error={dialogError}
        onSubmit={(values) => void submit(values)}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Suchprofil löschen?"
        confirmLabel="Löschen"
        destructive
        busy={removing.isLoading}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Das Suchprofil „{deletingShown?.name}“ wird endgültig gelöscht.
        {deletingShown?.alert ? ' Sie erhalten dazu keine E-Mails mehr.' : ''}
      </ConfirmDialog>
    </Paper>
  );
}
