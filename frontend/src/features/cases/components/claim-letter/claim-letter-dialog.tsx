import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { serverErrorText } from '../../../../lib/api/api-error';
import { fileDownload } from '../../../../lib/browser/download-file';
import { formatDate } from '../../../../lib/format/dates';
import { useSession } from '../../../../lib/session/use-session';
import {
  ClaimLetterRefused,
  fetchClaimLetter,
  LETTER_FAILED,
  useDeleteClaimLetterDraftMutation,
  useListClaimLetterDraftsQuery,
  useSaveClaimLetterDraftMutation,
  type ClaimLetterCreditor,
  type ClaimLetterDraft,
} from '../../api/claim-letter-api';
import { ClaimLetterDrafts } from './claim-letter-drafts';
import {
  fromBody,
  initialValues,
  toBody,
  totalCents,
  validateClaimLetter,
  type ClaimLetterErrors,
  type ClaimLetterValues,
} from './claim-letter-form-state';
import { ClaimRows } from './claim-rows';

export const DRAFT_SAVE_FAILED = 'Der Entwurf konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';

export interface ClaimLetterTarget {
  caseId: number;
  /** The administrator the letter goes to, as the case page names them. */
  administrator: string;
  /** Anmeldefrist (YYYY-MM-DD) or null. */
  claimsDeadline: string | null;
}

const CREDITOR_FIELDS: { name: keyof ClaimLetterCreditor; label: string; required?: boolean; autoComplete: string }[] =
  [
    { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
    { name: 'company', label: 'Firma (optional)', autoComplete: 'organization' },
    { name: 'street', label: 'Straße und Hausnummer', required: true, autoComplete: 'street-address' },
    { name: 'postalCode', label: 'PLZ', required: true, autoComplete: 'postal-code' },
    { name: 'city', label: 'Ort', required: true, autoComplete: 'address-level2' },
    { name: 'email', label: 'E-Mail (optional)', autoComplete: 'email' },
    { name: 'phone', label: 'Telefon (optional)', autoComplete: 'tel' },
  ];

/**
 * "Forderungsanmeldung vorbereiten" (issue #32 item 5): the creditor's data (prefilled from the profile), the claims
 * as rows with their sum, an optional reference; downloads the letter as a PDF (nothing stored) or saves the form
 * as a draft of the user. Full screen on a phone.
 */
export function ClaimLetterDialog({ target, onClose }: { target: ClaimLetterTarget; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ClaimLetterValues>(() => initialValues(user));
  const [draftId, setDraftId] = useState<string | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [draftMode, setDraftMode] = useState(false);
  const [serverErrors, setServerErrors] = useState<ClaimLetterErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const drafts = useListClaimLetterDraftsQuery(target.caseId);
  const [saveDraft, saving] = useSaveClaimLetterDraftMutation();
  const [deleteDraft, deleting] = useDeleteClaimLetterDraftMutation();
  const busy = downloading || saving.isLoading || deleting.isLoading;

  const errors = useMemo(
    () => ({ ...validateClaimLetter(values, { forDraft: draftMode }), ...serverErrors }),
    [values, draftMode, serverErrors],
  );
  const errorOf = (field: string) => (showAll || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const update = (next: ClaimLetterValues) => {
    setValues(next);
    setServerErrors({});
    setProblem(null);
  };

  /** Shows every error and focuses the first field with one; whether the form is valid. */
  const check = (form: HTMLFormElement, forDraft: boolean): boolean => {
    setDraftMode(forDraft);
    setShowAll(true);
    const found = validateClaimLetter(values, { forDraft });
    const first = Object.keys(found)[0];
    if (!first) return true;
    const field = form.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
    return false;
  };

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget, false)) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchClaimLetter(target.caseId, toBody(values));
      fileDownload.save(blob, fileName);
      enqueueSnackbar('Die Forderungsanmeldung wurde als PDF erstellt.', { variant: 'success' });
    } catch (error) {
      const refused = error instanceof ClaimLetterRefused ? error : new ClaimLetterRefused(LETTER_FAILED, undefined);
      setServerErrors(Object.fromEntries(refused.fields.map(({ field, messages }) => [field, messages.join(' ')])));
      setProblem(refused.message);
    } finally {
      setDownloading(false);
    }
  };

  const save = async (form: HTMLFormElement | null) => {
    if (form && !check(form, true)) return;
    try {
      const saved = await saveDraft({ caseId: target.caseId, draftId, form: toBody(values) }).unwrap();
      setDraftId(saved.id);
      enqueueSnackbar('Entwurf gespeichert', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? DRAFT_SAVE_FAILED, { variant: 'error' });
    }
  };

  const load = (draft: ClaimLetterDraft) => {
    update(fromBody(draft.form));
    setDraftId(draft.id);
    setShowAll(false);
    setTouched(new Set());
    enqueueSnackbar('Entwurf geladen', { variant: 'info' });
  };

  const remove = async (draft: ClaimLetterDraft) => {
    try {
      await deleteDraft({ caseId: target.caseId, draftId: draft.id }).unwrap();
      if (draft.id === draftId) setDraftId(null);
      enqueueSnackbar('Entwurf gelöscht', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? 'Der Entwurf konnte nicht gelöscht werden.', { variant: 'error' });
    }
  };

  const creditorField = ({ name, label, required, autoComplete }: (typeof CREDITOR_FIELDS)[number]) => {
    const field = `creditor.${name}`;
    return (
      <TextField
        key={name}
        name={field}
        label={label}
        required={required}
        value={values.creditor[name]}
        onChange={(event) => update({ ...values, creditor: { ...values.creditor, [name]: event.target.value } })}
        onBlur={() => touch(field)}
        error={errorOf(field) !== undefined}
        helperText={errorOf(field)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoComplete } }}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <Box component="form" noValidate onSubmit={download} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Forderungsanmeldung vorbereiten</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Typography variant="body2">
              An: {target.administrator}
              {target.claimsDeadline && <> · Anmeldefrist: {formatDate(target.claimsDeadline)}</>}
            </Typography>
            <Alert severity="info" role="note">
              Diese Vorlage ist keine Rechtsberatung. Nach § 174 InsO melden Sie Ihre Forderung schriftlich mit Grund
              und Betrag beim Insolvenzverwalter an und fügen die Belege in Kopie bei. Ihre Angaben werden nur
              gespeichert, wenn Sie einen Entwurf speichern.
            </Alert>
            {(drafts.data?.length ?? 0) > 0 && (
              <ClaimLetterDrafts
                drafts={drafts.data ?? []}
                currentId={draftId}
                busy={busy}
                onLoad={load}
                onDelete={(draft) => void remove(draft)}
              />
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                Ihre Angaben als Gläubiger
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {CREDITOR_FIELDS.map(creditorField)}
              </Box>
            </Box>
            <Divider />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                Forderungen
              </Typography>
              <ClaimRows
                claims={values.claims}
                totalCents={totalCents(values)}
                errorOf={errorOf}
                onBlur={touch}
                onChange={(claims) => update({ ...values, claims })}
              />
            </Box>
            <TextField
              name="reference"
              label="Unser Zeichen (optional)"
              value={values.reference}
              onChange={(event) => update({ ...values, reference: event.target.value })}
              size="small"
              sx={{ maxWidth: { sm: '20rem' } }}
            />
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Schließen
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={(event) => void save(event.currentTarget.closest('form'))}
          >
            {saving.isLoading ? 'Wird gespeichert…' : 'Als Entwurf speichern'}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {downloading ? 'PDF wird erstellt…' : 'PDF herunterladen'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
