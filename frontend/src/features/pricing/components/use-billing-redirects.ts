import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import { readStoredToken } from '../../../lib/api/auth-token';
import { browserLocation } from '../../../lib/browser/browser-location';
import { useSessionActions } from '../../../lib/session/use-session';
import { type PriceType, useCreateCheckoutSessionMutation, useCreatePortalSessionMutation } from '../api/billing-api';
import { BILLING_MESSAGES } from './billing-messages';

/**
 * Stripe checkout (upgrade) and billing portal, with SPEC §8's error handling. Without a valid token the
 * local session ends too, so /login does not bounce a stale session back.
 */
export function useBillingRedirects() {
  const [createCheckout, checkout] = useCreateCheckoutSessionMutation();
  const [createPortal, portal] = useCreatePortalSessionMutation();
  const { endSession } = useSessionActions();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const sendToLogin = useCallback(
    (message: string) => {
      enqueueSnackbar(message, { variant: 'error' });
      endSession();
      navigate('/login');
    },
    [enqueueSnackbar, endSession, navigate],
  );

  const startCheckout = useCallback(
    async (priceType: PriceType) => {
      if (!readStoredToken()) return sendToLogin(BILLING_MESSAGES.loginRequired);
      try {
        const { url } = await createCheckout({ priceType }).unwrap();
        if (url) browserLocation.assign(url);
        else enqueueSnackbar(BILLING_MESSAGES.checkoutMissingUrl, { variant: 'error' });
      } catch (error) {
        if (httpStatusOf(error) === 401) return sendToLogin(BILLING_MESSAGES.loginAgain);
        console.error('Checkout-Sitzung fehlgeschlagen', error);
        enqueueSnackbar(serverErrorText(error) ?? BILLING_MESSAGES.upgradeFailed, { variant: 'error' });
      }
    },
    [createCheckout, enqueueSnackbar, sendToLogin],
  );

  const openPortal = useCallback(async () => {
    try {
      const { url } = await createPortal().unwrap();
      if (!url) throw new Error('Antwort ohne Portal-URL');
      browserLocation.assign(url);
    } catch (error) {
      if (httpStatusOf(error) === 401) return sendToLogin(BILLING_MESSAGES.loginAgain);
      console.error('Billing-Portal fehlgeschlagen', error);
      enqueueSnackbar(BILLING_MESSAGES.portalFailed, { variant: 'error' });
    }
  }, [createPortal, enqueueSnackbar, sendToLogin]);

  return {
    startCheckout,
    checkoutPending: checkout.isLoading,
    pendingPriceType: checkout.isLoading ? checkout.originalArgs?.priceType : undefined,
    openPortal,
    portalPending: portal.isLoading,
  };
}
