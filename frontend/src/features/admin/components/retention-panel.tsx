import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import type { AdminDashboard } from '../api/admin-dashboard-api';
import { AdminSection } from './admin-section';
import { CleanupRunStatus } from './cleanup-run-status';
import { formatCount } from './numbers';

interface RetentionPanelProps {
  dashboard: AdminDashboard;
  cleaning: boolean;
  onCleanup: () => Promise<void>;
}

/**
 * SPEC §2 data retention: the policy labels, what is due for deletion, the confirmed manual cleanup, and the
 * running cleanup's progress or the last one's outcome (it runs in the background).
 */
export function RetentionPanel({ dashboard, cleaning, onCleanup }: RetentionPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const { retentionPolicy, insolvencyData, cleanupRun } = dashboard;
  const running = cleanupRun?.status === 'running';
  const pending = insolvencyData.pendingDeletion;
  const rows = [
    { kind: 'Privatpersonen', policy: retentionPolicy.individuals, due: pending.individuals },
    { kind: 'Unternehmen', policy: retentionPolicy.companies, due: pending.companies },
  ];

  const confirm = async () => {
    await onCleanup();
    setConfirming(false);
  };

  return (
    <AdminSection
      title="Datenaufbewahrung"
      actions={
        <Button
          variant="contained"
          color="error"
          startIcon={<CleaningServicesIcon />}
          disabled={running}
          onClick={() => setConfirming(true)}
        >
          Bereinigung jetzt ausführen
        </Button>
      }
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}
      >
        {rows.map(({ kind, policy, due }) => (
          <Stack key={kind} spacing={0.5}>
            <Typography component="dt" variant="subtitle2">
              {kind}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              Aufbewahrung: {policy}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              Zur Löschung fällig: {formatCount(due)}
            </Typography>
          </Stack>
        ))}
      </Box>
      {cleanupRun && (
        <Box sx={{ mt: 2 }}>
          <CleanupRunStatus run={cleanupRun} />
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="Bereinigung jetzt ausführen?"
        confirmLabel="Jetzt bereinigen"
        destructive
        busy={cleaning}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        Alle Fälle, deren Aufbewahrungsfrist abgelaufen ist, werden endgültig gelöscht (derzeit{' '}
        {formatCount(pending.individuals + pending.companies)}). Das lässt sich nicht rückgängig machen.
      </ConfirmDialog>
    </AdminSection>
  );
}
