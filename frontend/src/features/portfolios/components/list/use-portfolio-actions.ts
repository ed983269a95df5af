import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { serverErrorText } from '../../../../lib/api/api-error';
import {
  useCreatePortfolioMutation,
  useDeletePortfolioMutation,
  useUpdatePortfolioMutation,
} from '../../api/portfolios-api';
import type { PortfolioInput, PortfolioSummary } from '../../api/portfolio-types';
import { PORTFOLIO_MESSAGES as TEXT } from '../portfolio-messages';
import { usePortfolioRefusal } from '../use-portfolio-refusal';

/** Create, change and delete with toasts; a refused save keeps the server's German reason for the form. */
export function usePortfolioActions() {
  const [create, createState] = useCreatePortfolioMutation();
  const [update, updateState] = useUpdatePortfolioMutation();
  const [remove, removeState] = useDeletePortfolioMutation();
  const { enqueueSnackbar } = useSnackbar();
  const refuse = usePortfolioRefusal();
  const [formError, setFormError] = useState<string | null>(null);

  const save = useCallback(
    async (input: PortfolioInput, editing: PortfolioSummary | null): Promise<boolean> => {
      setFormError(null);
      try {
        if (editing) await update({ id: editing.id, changes: input }).unwrap();
        else await create(input).unwrap();
        enqueueSnackbar(editing ? TEXT.updated : TEXT.created, { variant: 'success' });
        return true;
      } catch (error) {
        if (refuse(error)) return false;
        console.error('Portfolio nicht gespeichert', error);
        setFormError(serverErrorText(error) ?? TEXT.saveFailed);
        return false;
      }
    },
    [create, update, enqueueSnackbar, refuse],
  );

  const deletePortfolio = useCallback(
    async (portfolio: PortfolioSummary): Promise<boolean> => {
      try {
        await remove(portfolio.id).unwrap();
        enqueueSnackbar(TEXT.deleted, { variant: 'success' });
        return true;
      } catch (error) {
        console.error('Portfolio nicht gelöscht', error);
        enqueueSnackbar(serverErrorText(error) ?? TEXT.deleteFailed, { variant: 'error' });
        return false;
      }
    },
    [remove, enqueueSnackbar],
  );

  return {
    save,
    saving: createState.isLoading || updateState.isLoading,
    formError,
    clearFormError: () => setFormError(null),
    deletePortfolio,
    deleting: removeState.isLoading,
  };
}
