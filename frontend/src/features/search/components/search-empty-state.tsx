import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const TEXTS = {
  ready: {
    Icon: ManageSearchIcon,
    title: 'Bereit für Ihre Suche',
    detail: 'Geben Sie einen Firmennamen, eine Handelsregisternummer oder ein Aktenzeichen ein.',
  },
  nothingFound: {
    Icon: SearchOffIcon,
    title: 'Keine Ergebnisse gefunden',
    detail: 'Versuchen Sie einen anderen Suchbegriff oder weniger Filter.',
  },
  // Another search term would not help: the store is still empty.
  noData: {
    Icon: HourglassEmptyIcon,
    title: 'Noch keine Daten importiert',
    detail:
      'Es wurden noch keine Bekanntmachungen aus dem Portal importiert. Sobald der erste Import abgeschlossen ist, ' +
      'können Sie hier suchen; den Stand zeigt das Dashboard.',
  },
} as const;

/** SPEC §2 empty states: nothing searched yet, nothing found for a search, or nothing imported yet. */
export function SearchEmptyState({ submitted, noData = false }: { submitted: boolean; noData?: boolean }) {
  const { Icon, title, detail } = TEXTS[noData ? 'noData' : submitted ? 'nothingFound' : 'ready'];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{detail}</Typography>
    </Paper>
  );
}
