import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf } from '../../../lib/api/api-error';
import { PORTFOLIO_MESSAGES } from './portfolio-messages';

/**
 * The stored plan can be stale (downgraded elsewhere): a 403 of the server is the refusal that counts. Returns a
 * function that, for a 403, shows the Pro toast, goes to /pricing and answers true.
 */
export function usePortfolioRefusal(): (error: unknown) => boolean {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (httpStatusOf(error) !== 403) return false;
      enqueueSnackbar(PORTFOLIO_MESSAGES.proRequired, { variant: 'error' });
      navigate('/pricing');
      return true;
    },
    [enqueueSnackbar, navigate],
  );
}
