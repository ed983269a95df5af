import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** SPEC §9: a loading list shows 3 skeleton cards. */
export const SKELETON_CARD_COUNT = 3;

interface CardListSkeletonProps {
  /** Names the busy region for screen readers, e.g. "Benachrichtigungen werden geladen". */
  label: string;
}

/** Placeholder cards of roughly the final height, so the page does not jump when the data arrives. */
export function CardListSkeleton({ label }: CardListSkeletonProps) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }} data-testid="skeleton-card">
          <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="30%" />
        </Paper>
      ))}
    </Stack>
  );
}
