import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import type { PortfolioSummary } from '../api/portfolio-types';
import { PortfolioUpsellBanner } from '../components/list/portfolio-upsell-banner';
import { PortfolioFormDialog } from '../components/list/portfolio-form-dialog';
import { PortfolioListSection } from '../components/list/portfolio-list-section';
import { usePortfolioActions } from '../components/list/use-portfolio-actions';
import { PAGE_TITLE_SX } from '../components/page-title';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; portfolio: PortfolioSummary };

/** Issue #31: the customer lists of the account, their counts and the plan's row limit. */
export default function PortfoliosPage() {
  useDocumentTitle('Portfolios');
  const { user } = useSession();
  const isPro = isProPlan(user?.plan);
  const actions = usePortfolioActions();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const editing = form.mode === 'edit' ? form.portfolio : null;

  const close = () => {
    actions.clearFormError();
    setForm({ mode: 'closed' });
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={PAGE_TITLE_SX}>
          Portfolios
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Laden Sie Ihre Kundenliste hoch: wir gleichen jeden Kunden mit allen Insolvenzbekanntmachungen ab, zeigen
          Treffer mit Begründung und melden neue Treffer per E-Mail.
        </Typography>
      </Stack>

      {isPro ? (
        <>
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
              Neues Portfolio
            </Button>
          </Box>
          <PortfolioListSection actions={actions} onEdit={(portfolio) => setForm({ mode: 'edit', portfolio })} />
        </>
      ) : (
        // The API refuses free users: nothing to load, the way to Pro instead.
        <PortfolioUpsellBanner />
      )}

      {form.mode !== 'closed' && (
        <PortfolioFormDialog
          editing={editing}
          busy={actions.saving}
          error={actions.formError}
          onCancel={close}
          onSave={(input) => void actions.save(input, editing).then((saved) => saved && close())}
        />
      )}
    </Stack>
  );
}
