import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The narrow centred card of the login and register screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
