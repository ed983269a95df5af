import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { isoDay } from '../../../../lib/format/dates';
import { useExportHitsMutation } from '../../api/portfolios-api';
import type { ExportFormat } from '../../api/portfolio-types';
import { PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';

const MENU_ID = 'portfolio-export-menu';

/** The hits as CSV or Excel, written by the server (customer numbers and the cases' facts). */
export function ExportHitsButton({ portfolioId, disabled }: { portfolioId: string; disabled: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exportHits, { isLoading }] = useExportHitsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    try {
      await exportHits({
        portfolioId,
        format,
        fallbackName: `portfolio-treffer-${isoDay(new Date())}.${format}`,
      }).unwrap();
      enqueueSnackbar(TEXT.exportDone, { variant: 'success' });
    } catch (error) {
      console.error('Export fehlgeschlagen', error);
      enqueueSnackbar(TEXT.exportFailed, { variant: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={disabled || isLoading}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {isLoading ? 'Export läuft…' : 'Treffer exportieren'}
      </Button>
      <Menu id={MENU_ID} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>CSV-Datei (.csv)</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>Excel-Datei (.xlsx)</MenuItem>
      </Menu>
    </>
  );
}
