import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** SPEC §2's yellow of every plan-limit and upsell banner (search, dashboard, notifications, statistics, API). */
export const UPGRADE_BANNER_COLORS = { background: '#fff8e1', border: '#ffe082' } as const;

/**
 * A yellow banner with "Jetzt upgraden" to /pricing. The button never wraps: on a desktop it stays one line
 * beside the text; on a phone the banner stacks it under the text instead.
 */
export function UpgradeBanner({ children, role }: { children: ReactNode; role?: 'note' | 'alert' }) {
  return (
    <Alert
      role={role}
      severity="warning"
      sx={{
        bgcolor: UPGRADE_BANNER_COLORS.background,
        border: 1,
        borderColor: UPGRADE_BANNER_COLORS.border,
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pt: 0 },
      }}
      action={
        <Button
          component={RouterLink}
          to="/pricing"
          color="inherit"
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Jetzt upgraden
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
