import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { serverErrorText } from '../../../../lib/api/api-error';
import { formatCount } from '../../../../lib/format/numbers';
import {
  PORTFOLIO_POLL_MS,
  portfoliosApi,
  useConfirmUploadMutation,
  useDiscardUploadMutation,
  useGetUploadQuery,
  useSaveMappingMutation,
} from '../../api/portfolios-api';
import type { ColumnMapping, UploadState } from '../../api/portfolio-types';
import { PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';
import { ColumnMappingStep } from './column-mapping-step';
import { DiffSummary } from './diff-summary';
import { ValidationSummary } from './validation-summary';

/** States in which the server works in the background: the view is asked again until it moves on. */
const RUNNING: readonly UploadState[] = ['wird gelesen', 'wird geprüft', 'wird übernommen'];

/**
 * How often a running step's view is asked for, `sinceMs` after the step began: every 500 ms for its first 10 s
 * (a customer list of a few hundred rows is read, checked or taken over in well under a second, and at every 2 s
 * the user waited up to 2 s for each of the three steps), then every 2 s for the large files.
 */
export function uploadPollMs(sinceMs: number): number {
  return sinceMs < 10_000 ? 500 : PORTFOLIO_POLL_MS;
}
const STEPS = ['Datei lesen', 'Spalten zuordnen', 'Prüfen', 'Übernehmen'] as const;
const STEP_OF: Record<UploadState, number> = {
  'wird gelesen': 0,
  zuordnen: 1,
  'wird geprüft': 2,
  bereit: 2,
  'wird übernommen': 3,
  übernommen: 4,
  fehlgeschlagen: 0,
};

interface UploadWizardProps {
  portfolioId: string;
  uploadId: string;
  /** The wizard is done (taken over, discarded, failed and closed). */
  onClose: () => void;
}

/** Reading → column mapping → validation and re-upload diff → "Übernehmen" (then the matching runs). */
export function UploadWizard({ portfolioId, uploadId, onClose }: UploadWizardProps) {
  const ids = { portfolioId, uploadId };
  const [polling, setPolling] = useState(true);
  const [pollMs, setPollMs] = useState(() => uploadPollMs(0));
  const { data: upload, error: loadError } = useGetUploadQuery(ids, {
    pollingInterval: polling ? pollMs : 0,
    skipPollingIfUnfocused: true,
  });
  const [saveMapping, mappingState] = useSaveMappingMutation();
  const [confirm, confirmState] = useConfirmUploadMutation();
  const [discard, discardState] = useDiscardUploadMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const state = upload?.state;
  useEffect(() => setPolling(state === undefined || RUNNING.includes(state)), [state]);
  // Each step starts asking fast again.
  useEffect(() => {
    setPollMs(uploadPollMs(0));
    const slower = setTimeout(() => setPollMs(uploadPollMs(10_000)), 10_000);
    return () => clearTimeout(slower);
  }, [state]);
  const dispatch = useDispatch();
  useEffect(() => {
    if (state !== 'übernommen') return;
    // The rows are in now: the portfolio's figures and rows are read again (the confirmation's own refresh ran
    // while the rows were still being written) and poll while the matching runs.
    dispatch(
      portfoliosApi.util.invalidateTags([
        { type: 'Portfolio', id: 'LIST' },
        { type: 'Portfolio', id: portfolioId },
        { type: 'PortfolioRows', id: portfolioId },
      ]),
    );
    enqueueSnackbar(TEXT.confirmed, { variant: 'success' });
    onClose();
  }, [state, enqueueSnackbar, onClose, dispatch, portfolioId]);

  const run = async (action: () => Promise<unknown>, what: string) => {
    setActionError(null);
    try {
      await action();
      return true;
    } catch (error) {
      console.error(what, error);
      setActionError(serverErrorText(error) ?? TEXT.genericError);
      return false;
    }
  };
  const submitMapping = (mapping: ColumnMapping) =>
    void run(() => saveMapping({ ...ids, mapping }).unwrap(), 'Zuordnung nicht gespeichert');
  const takeOver = () => void run(() => confirm(ids).unwrap(), 'Upload nicht übernommen');
  const throwAway = async () => {
    if (await run(() => discard(ids).unwrap(), 'Upload nicht verworfen')) {
      enqueueSnackbar(TEXT.discarded, { variant: 'info' });
      onClose();
    }
  };

  if (loadError && !upload)
    return (
      <Alert severity="error" action={<Button onClick={onClose}>Schließen</Button>}>
        {serverErrorText(loadError) ?? 'Der Upload konnte nicht geladen werden.'}
      </Alert>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="upload-wizard-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography id="upload-wizard-heading" variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          Upload{upload ? `: ${upload.fileName}` : ''}
        </Typography>
        <Stepper activeStep={state ? STEP_OF[state] : 0} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
          {STEPS.map((step) => (
            <Step key={step}>
              <StepLabel>{step}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {!upload || state === 'wird gelesen' ? (
          <Progress
            text={
              upload && upload.progress.total > 0
                ? `Datei wird gelesen: ${formatCount(upload.progress.done)} von ${formatCount(upload.progress.total)} Zeilen`
                : 'Datei wird gelesen…'
            }
            done={upload?.progress.done}
            total={upload?.progress.total}
          />
        ) : state === 'zuordnen' ? (
          <ColumnMappingStep upload={upload} busy={mappingState.isLoading} error={actionError} onSave={submitMapping} />
        ) : state === 'wird geprüft' ? (
          <Progress
            text="Zeilen werden geprüft und mit Ihrem Portfolio verglichen…"
            done={upload.progress.done}
            total={upload.progress.total}
          />
        ) : state === 'bereit' ? (
          <Stack spacing={3}>
            {upload.validation && <ValidationSummary validation={upload.validation} />}
            {upload.diff && <DiffSummary diff={upload.diff} />}
            {actionError && <Alert severity="error">{actionError}</Alert>}
            <Box>
              <Button variant="contained" onClick={takeOver} disabled={confirmState.isLoading}>
                Übernehmen
              </Button>
            </Box>
          </Stack>
        ) : state === 'wird übernommen' || state === 'übernommen' ? (
          <Progress text="Zeilen werden übernommen…" done={upload.progress.done} total={upload.progress.total} />
        ) : (
          <Alert severity="error" role="alert">
            {upload.error ?? 'Die Datei konnte nicht gelesen werden.'}
          </Alert>
        )}

        {state === 'fehlgeschlagen' ? (
          <Box>
            <Button onClick={onClose}>Andere Datei hochladen</Button>
          </Box>
        ) : (
          state !== 'wird übernommen' &&
          state !== 'übernommen' && (
            <Box>
              <Button color="inherit" onClick={() => void throwAway()} disabled={discardState.isLoading}>
                Upload verwerfen
              </Button>
            </Box>
          )
        )}
      </Stack>
    </Paper>
  );
}

function Progress({ text, done, total }: { text: string; done?: number; total?: number }) {
  const percent = done !== undefined && total ? Math.round((done / total) * 100) : undefined;
  return (
    <Stack spacing={1}>
      <Typography aria-live="polite">{text}</Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Fortschritt des Uploads"
      />
    </Stack>
  );
}
