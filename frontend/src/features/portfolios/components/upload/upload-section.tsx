import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverErrorText } from '../../../../lib/api/api-error';
import { useUploadPortfolioFileMutation } from '../../api/portfolios-api';
import type { PortfolioSummary } from '../../api/portfolio-types';
import { PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';
import { usePortfolioRefusal } from '../use-portfolio-refusal';
import { OpenUploadNotice } from './open-upload-notice';
import { UploadDropZone } from './upload-drop-zone';
import { UploadWizard } from './upload-wizard';

/** The running upload lives in the address (?upload=…): a reload or a shared link returns to the same step. */
export const UPLOAD_PARAM = 'upload';

/** Upload a new file, or carry on with the one in the address (or the portfolio's open upload). */
export function UploadSection({
  portfolioId,
  hasRows,
  openUpload,
}: {
  portfolioId: string;
  hasRows: boolean;
  openUpload: PortfolioSummary['openUpload'];
}) {
  const [params, setParams] = useSearchParams();
  const uploadId = params.get(UPLOAD_PARAM);
  const [upload, { isLoading }] = useUploadPortfolioFileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const refuse = usePortfolioRefusal();

  const setUpload = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(UPLOAD_PARAM, id);
          else next.delete(UPLOAD_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => setUpload(null), [setUpload]);

  const send = async (file: File) => {
    try {
      const view = await upload({ portfolioId, file }).unwrap();
      setUpload(view.id);
    } catch (error) {
      if (refuse(error)) return;
      console.error('Upload fehlgeschlagen', error);
      enqueueSnackbar(serverErrorText(error) ?? TEXT.uploadFailed, { variant: 'error' });
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="upload-heading">
      <Typography id="upload-heading" variant="h5" component="h2">
        {hasRows ? 'Neue Fassung hochladen' : 'Kundenliste hochladen'}
      </Typography>
      {hasRows && !uploadId && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Eine neue Datei ersetzt die bisherigen Zeilen; Kunden werden über die Kundennummer wiedererkannt. Vor dem
          Übernehmen sehen Sie, was neu, geändert und entfernt ist.
        </Typography>
      )}
      {uploadId ? (
        <UploadWizard key={uploadId} portfolioId={portfolioId} uploadId={uploadId} onClose={close} />
      ) : (
        <>
          {openUpload && <OpenUploadNotice portfolioId={portfolioId} upload={openUpload} onResume={setUpload} />}
          <UploadDropZone busy={isLoading} onFile={(file) => void send(file)} />
        </>
      )}
    </Stack>
  );
}
