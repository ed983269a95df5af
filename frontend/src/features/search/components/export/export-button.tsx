import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { SearchRequest } from '../../api/search-api';
import { ExportProgressDialog } from './export-progress-dialog';
import { ExportUpsellDialog } from './export-upsell-dialog';
import { type ExportFormat, useSearchExport } from './use-search-export';

interface ExportButtonProps {
  criteria: Omit<SearchRequest, 'page' | 'limit'>;
  isPro: boolean;
  hasResults: boolean;
}

const MENU_ID = 'export-menu';

/** Pro: CSV or Excel of the whole current result set. Free: the upgrade hint (SPEC §1: export is Pro). */
export function ExportButton({ criteria, isPro, hasResults }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const { running, progress, start, cancel } = useSearchExport(criteria);

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    void start(format);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={isPro && !hasResults}
        aria-haspopup={isPro ? 'menu' : 'dialog'}
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => (isPro ? setAnchor(event.currentTarget) : setUpsellOpen(true))}
      >
        Exportieren
      </Button>
      <Menu id={MENU_ID} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>CSV-Datei (.csv)</MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>Excel-Datei (.xlsx)</MenuItem>
      </Menu>
      <ExportProgressDialog open={running !== null} progress={progress} onCancel={cancel} />
      <ExportUpsellDialog open={upsellOpen} onClose={() => setUpsellOpen(false)} />
    </>
  );
}
