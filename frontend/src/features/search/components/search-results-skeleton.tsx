import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** SPEC §9: loading skeleton of 3 cards, about as tall as the compact result rows. */
export function SearchResultsSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Suchergebnisse werden geladen">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
