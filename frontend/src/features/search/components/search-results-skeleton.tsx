import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** SPEC §9: loading skeleton of 3 cards, about as tall as result cards. */
export function SearchResultsSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Suchergebnisse werden geladen">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={196} />
      ))}
    </Stack>
  );
}
