import Alert from '@mui/material/Alert';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { sessionApi } from '../../../lib/session/session-api';
import { useSessionUpdates } from '../../../lib/session/use-session-updates';
import { useGetSubscriptionStatusQuery } from '../api/billing-api';

/** How often, and how long, the page asks for the plan after a paid checkout before it says it takes longer. */
export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_WAIT_MS = 60_000;

export const CHECKOUT_MESSAGES = {
  activating: 'Zahlung abgeschlossen. Ihr Pro-Tarif wird aktiviert …',
  active: 'Ihr Pro-Tarif ist aktiv.',
  slow: 'Die Aktivierung dauert länger als üblich. Sie erhalten Pro, sobald die Zahlung bestätigt ist; laden Sie die Seite in einigen Minuten neu.',
} as const;

/**
 * Stripe sends the browser back (`?checkout=success`) and the webhook that records the plan on their own schedules:
 * the redirect can come first, and on the distributed profile the plan reaches the read models a few seconds after
 * the webhook. Until the plan shows, the page says the payment went through and asks again every 2 s (up to a
 * minute), then refreshes the session's user so every screen sees Pro.
 */
export function CheckoutReturn({ currentPlan }: { currentPlan: string }) {
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout') === 'success';
  const waiting = returned && currentPlan === 'free';
  const [slow, setSlow] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  // Thunk-capable dispatch for the RTK Query call (the store's own type lives in app/, which features do not see).
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { updateUser } = useSessionUpdates();
  useGetSubscriptionStatusQuery(undefined, { skip: !waiting || slow, pollingInterval: CHECKOUT_POLL_MS });

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    if (!returned || currentPlan === 'free') return;
    enqueueSnackbar(CHECKOUT_MESSAGES.active, { variant: 'success' });
    // The stored user (header, guards) learns the plan too.
    void dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true })).then(
      ({ data }) => data && updateUser(data),
    );
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [returned, currentPlan, params, setParams, enqueueSnackbar, dispatch, updateUser]);

  if (!waiting) return null;
  return (
    <Alert severity={slow ? 'warning' : 'info'} role="status">
      {slow ? CHECKOUT_MESSAGES.slow : CHECKOUT_MESSAGES.activating}
    </Alert>
  );
}
