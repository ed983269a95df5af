import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog';
import { useLastPresent } from '../../../../components/feedback/use-last-present';
import { formatCount } from '../../../../lib/format/numbers';
import type { PortfolioSummary } from '../../api/portfolio-types';

interface DeletePortfolioDialogProps {
  portfolio: PortfolioSummary | null;
  busy: boolean;
  onConfirm: (portfolio: PortfolioSummary) => void;
  onCancel: () => void;
}

/** Deleting erases the customer list, its decisions and its results: asked first. */
export function DeletePortfolioDialog({ portfolio, busy, onConfirm, onCancel }: DeletePortfolioDialogProps) {
  const shown = useLastPresent(portfolio);
  return (
    <ConfirmDialog
      open={portfolio !== null}
      title="Portfolio löschen?"
      confirmLabel="Löschen"
      destructive
      busy={busy}
      onConfirm={() => portfolio && onConfirm(portfolio)}
      onCancel={onCancel}
    >
      Das Portfolio „{shown?.name}“ mit {formatCount(shown?.rowCount ?? 0)} Zeilen, Ihren Prüfentscheidungen und allen
      Treffern wird endgültig gelöscht.
    </ConfirmDialog>
  );
}
