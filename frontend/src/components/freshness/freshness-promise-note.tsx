import Typography from '@mui/material/Typography';
import { useGetFreshnessPromiseQuery } from '../../lib/api/freshness-promise-api';

/**
 * The freshness promise ("Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten …")
 * from the server's configuration, so that pricing and About pages never promise what the installation does not
 * keep. Nothing while it loads or when it cannot be loaded.
 */
export function FreshnessPromiseNote() {
  const { data } = useGetFreshnessPromiseQuery();
  if (!data?.promise) return null;
  return (
    <Typography data-testid="freshness-promise" sx={{ fontWeight: 600 }}>
      {data.promise}
    </Typography>
  );
}
