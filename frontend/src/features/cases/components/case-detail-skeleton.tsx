import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of the loaded page, so nothing jumps when the case arrives. */
export function CaseDetailSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Fall wird geladen">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="rounded" width={140} height={24} />
        <Skeleton variant="text" sx={{ typography: 'h4', width: '70%' }} />
        <Stack spacing={1.25} sx={{ mt: 2 }}>
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} variant="text" width={`${55 + ((i * 13) % 40)}%`} />
          ))}
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    </Stack>
  );
}
