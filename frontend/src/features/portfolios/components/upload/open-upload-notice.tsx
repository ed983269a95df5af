import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { serverErrorText } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/dates';
import { useDiscardUploadMutation } from '../../api/portfolios-api';
import type { PortfolioSummary } from '../../api/portfolio-types';
import { OPEN_UPLOAD_STEP, PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';
import { usePortfolioRefusal } from '../use-portfolio-refusal';

type OpenUpload = NonNullable<PortfolioSummary['openUpload']>;

/**
 * An upload not yet taken over whose wizard is not open (its tab was closed, or "Andere Datei hochladen"): go back
 * to it, or discard it with its file. A new file replaces it as well.
 */
export function OpenUploadNotice({
  portfolioId,
  upload,
  onResume,
}: {
  portfolioId: string;
  upload: OpenUpload;
  onResume: (uploadId: string) => void;
}) {
  const [discard, { isLoading }] = useDiscardUploadMutation();
  const { enqueueSnackbar } = useSnackbar();
  const refuse = usePortfolioRefusal();

  const throwAway = async () => {
    try {
      await discard({ portfolioId, uploadId: upload.id }).unwrap();
      enqueueSnackbar(TEXT.discarded, { variant: 'info' });
    } catch (error) {
      if (refuse(error)) return;
      console.error('Upload nicht verworfen', error);
      enqueueSnackbar(serverErrorText(error) ?? TEXT.genericError, { variant: 'error' });
    }
  };

  return (
    <Alert
      severity="info"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" onClick={() => onResume(upload.id)}>
            Fortsetzen
          </Button>
          <Button color="inherit" size="small" onClick={() => void throwAway()} disabled={isLoading}>
            Verwerfen
          </Button>
        </Stack>
      }
    >
      Upload offen: „{upload.fileName}“ vom {formatDateTime(upload.createdAt) ?? ''} ({OPEN_UPLOAD_STEP[upload.state]}
      ). Eine neue Datei ersetzt ihn.
    </Alert>
  );
}
