import { DeliveryModeField, type DeliveryMode } from '../../../components/forms/delivery-mode-field';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { useForm } from '../../../lib/forms/use-form';
import {
  type BulkPreviewRow,
  useCreateWatchlistMutation,
  usePreviewWatchlistMutation,
} from '../api/bulk-watchlist-api';
import { BulkPreviewTable } from './bulk-preview-table';
import { describeCreated, describeRemaining, describeSummary, summarizePreview } from './bulk-preview-summary';
import { CONFIRMATION_MESSAGES } from './notification-messages';
import { CsvFileButton } from './csv-file-button';
import { validateNotification } from './notification-form-values';
import { readCsvFile } from './read-csv-file';
import { formatCount } from '../../../lib/format/numbers';

const PREVIEW_FAILED = 'Die CSV-Datei konnte nicht geprüft werden.';
const CREATE_FAILED = 'Fehler beim Anlegen der Benachrichtigungen aus der Beobachtungsliste';

interface Preview {
  fileName: string;
  csv: string;
  rows: BulkPreviewRow[];
  limit: number | null;
  remaining: number | null;
}

type EmailValues = { email: string };
// The e-mail rules of the notification form; the company name is checked per row by the server.
const validateEmail = (values: EmailValues) => ({
  email: validateNotification({ ...values, companyName: '-', keywords: '', mode: 'täglich' }).email,
});

/**
 * Bulk watchlist for Pro users (issue #5): upload a CSV of customers, see the server's preview (rows that
 * already match existing cases, per-row errors), then create one notification per valid row.
 */
export function BulkWatchlistUpload({ defaultEmail }: { defaultEmail: string }) {
  const initial = useMemo(() => ({ email: defaultEmail }), [defaultEmail]);
  const form = useForm<EmailValues>(initial, validateEmail);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<DeliveryMode>('täglich');
  const [requestPreview, previewState] = usePreviewWatchlistMutation();
  const [createWatchlist, createState] = useCreateWatchlistMutation();
  const { enqueueSnackbar } = useSnackbar();
  const summary = preview ? summarizePreview(preview.rows) : null;
  const remainingText = preview ? describeRemaining(preview.limit, preview.remaining) : null;

  const checkFile = useCallback(
    async (file: File) => {
      setPreview(null);
      setProblem(null);
      const read = await readCsvFile(file);
      if ('problem' in read) return setProblem(read.problem);
      try {
        const { rows, limit, remaining } = await requestPreview({ csv: read.csv }).unwrap();
        setPreview({ fileName: file.name, csv: read.csv, rows, limit, remaining });
      } catch (error) {
        console.error('Vorschau der Beobachtungsliste fehlgeschlagen', error);
        setProblem(serverErrorText(error) ?? PREVIEW_FAILED);
      }
    },
    [requestPreview],
  );

  const create = async ({ email }: EmailValues) => {
    if (!preview) return;
    try {
      const { created, skipped, recipientStatus } = await createWatchlist({
        csv: preview.csv,
        email: email.trim(),
        mode,
      }).unwrap();
      enqueueSnackbar(describeCreated(created, skipped), { variant: 'success' });
      if (recipientStatus === 'pending')
        enqueueSnackbar(CONFIRMATION_MESSAGES.createdPending(email.trim()), { variant: 'info' });
      if (recipientStatus === 'queued')
        enqueueSnackbar(CONFIRMATION_MESSAGES.createdQueued(email.trim()), { variant: 'info' });
      setPreview(null);
    } catch (error) {
      console.error('Beobachtungsliste nicht angelegt', error);
      enqueueSnackbar(serverErrorText(error) ?? CREATE_FAILED, { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="bulk-watchlist-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={form.handleSubmit(create)}
        aria-labelledby="bulk-watchlist-heading"
      >
        <Typography id="bulk-watchlist-heading" variant="h6" component="h2">
          Beobachtungsliste importieren (CSV)
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Eine Zeile je Firma: Firmenname, optional Postleitzahl, Ort und Registernummer (z. B. „Muster
          GmbH;10115;Berlin;HRB 12345“). Vor dem Anlegen sehen Sie, welche Zeilen bereits zu bestehenden Verfahren
          passen.
        </Typography>
        <TextField
          {...form.textField('email')}
          label="E-Mail-Adresse für die Benachrichtigungen"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        {/* Shown to Pro users only (the page renders the upload for Pro). */}
        <DeliveryModeField value={mode} onChange={setMode} isPro />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <CsvFileButton
            disabled={previewState.isLoading || createState.isLoading}
            onFile={(file) => void checkFile(file)}
          />
          {previewState.isLoading && <Typography role="status">Datei wird geprüft…</Typography>}
          {preview && <Typography variant="body2">{preview.fileName}</Typography>}
        </Stack>
        {problem && <Alert severity="error">{problem}</Alert>}
        {preview && summary && (
          <>
            <Typography role="status">{describeSummary(summary)}</Typography>
            {remainingText && <Typography variant="body2">{remainingText}</Typography>}
            <BulkPreviewTable key={`${preview.fileName}:${preview.rows.length}`} rows={preview.rows} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
              <Button onClick={() => setPreview(null)} disabled={createState.isLoading}>
                Verwerfen
              </Button>
              <Button type="submit" variant="contained" disabled={summary.valid === 0 || createState.isLoading}>
                {createState.isLoading
                  ? 'Wird angelegt…'
                  : `${formatCount(summary.valid)} ${summary.valid === 1 ? 'Benachrichtigung' : 'Benachrichtigungen'} anlegen`}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
