import Typography from '@mui/material/Typography';
import { useGetFreshnessPromiseQuery } from '../../lib/api/freshness-promise-api';

/** Text of the usual length for the unseen placeholder while the promise loads. */
const PLACEHOLDER =
  'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.';

/**
 * The freshness promise ("Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten …")
 * from the server's configuration, so that pricing and About pages never promise what the installation does not
 * keep. Nothing when it cannot be loaded; while it loads, its place is held unseen, so the plans below it do not
 * move down when it arrives (80 px on a phone).
 */
export function FreshnessPromiseNote() {
  const { data, isLoading } = useGetFreshnessPromiseQuery();
  if (isLoading) {
    return (
      <Typography aria-hidden sx={{ fontWeight: 600, visibility: 'hidden' }}>
        {PLACEHOLDER}
      </Typography>
    );
  }
  if (!data?.promise) return null;
  return (
    <Typography data-testid="freshness-promise" sx={{ fontWeight: 600 }}>
      {data.promise}
    </Typography>
  );
}
