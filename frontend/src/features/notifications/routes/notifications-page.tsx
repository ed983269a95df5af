import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isProPlan, needsEmailConfirmation } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import type { Subscription, SubscriptionInput } from '../api/subscriptions-api';
import { BulkWatchlistUpload } from '../components/bulk-watchlist-upload';
import { ConfirmEmailNotice, EMAIL_UNCONFIRMED } from '../components/confirm-email-notice';
import { NotificationForm } from '../components/notification-form';
import { NotificationsInfoBox } from '../components/notifications-info-box';
import { NotificationsSection } from '../components/notifications-section';
import { ProUpsellBanner } from '../components/pro-upsell-banner';
import { useProRefusal } from '../components/use-pro-refusal';
import { useSubscriptionActions } from '../components/use-subscription-actions';

// Long German words must fit a 360 px phone: a smaller size there, and wrapping as a last resort.
const PAGE_TITLE_SX = { fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;

/** SPEC §4 form states: closed, creating, or editing one entry. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; subscription: Subscription };

/** SPEC §2 Notifications. */
export default function NotificationsPage() {
  useDocumentTitle('Benachrichtigungen');
  const { user } = useSession();
  const isPro = isProPlan(user?.plan);
  const unconfirmed = needsEmailConfirmation(user);
  const { enqueueSnackbar } = useSnackbar();
  const email = user?.email ?? '';
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const actions = useSubscriptionActions();
  const refuseFreeUser = useProRefusal();
  const newButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const closeForm = () => {
    returnFocus.current = true;
    setFormState({ mode: 'closed' });
  };

  // Back to where the user started, so keyboard users do not lose their place. After the commit that renders the
  // button (a frame callback raced that commit on a busy machine and focused nothing).
  useEffect(() => {
    if (formState.mode !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    newButton.current?.focus();
  }, [formState.mode]);

  const openCreate = () => {
    if (!isPro) return refuseFreeUser();
    if (unconfirmed) return void enqueueSnackbar(EMAIL_UNCONFIRMED, { variant: 'warning' });
    setFormState({ mode: 'create' });
  };

  const save = async (input: SubscriptionInput, editing: Subscription | null) => {
    const saved = await actions.save(input, editing);
    if (saved) closeForm();
    return saved;
  };

  const editing = formState.mode === 'edit' ? formState.subscription : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={PAGE_TITLE_SX}>
          Benachrichtigungen
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Lassen Sie sich per E-Mail informieren, sobald zu Ihren Firmen oder Stichwörtern neue Insolvenzverfahren
          veröffentlicht werden.
        </Typography>
      </Stack>

      {!isPro && <ProUpsellBanner />}
      {isPro && unconfirmed && <ConfirmEmailNotice email={user!.email} />}

      {formState.mode === 'closed' ? (
        <Box>
          <Button ref={newButton} variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            Neue Benachrichtigung
          </Button>
        </Box>
      ) : (
        <NotificationForm
          key={editing?.id ?? 'new'}
          editing={editing}
          defaultEmail={email}
          saving={actions.saving}
          onSave={save}
          onCancel={closeForm}
          isPro={isPro}
        />
      )}

      <NotificationsSection
        actions={actions}
        onEdit={(subscription) => {
          setFormState({ mode: 'edit', subscription });
          window.scrollTo?.({ top: 0, behavior: 'smooth' });
        }}
      />

      {isPro && <BulkWatchlistUpload defaultEmail={email} />}

      <NotificationsInfoBox />
    </Stack>
  );
}
