import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** SPEC §2 empty states: nothing found for a search, or nothing searched yet. */
export function SearchEmptyState({ submitted }: { submitted: boolean }) {
  const Icon = submitted ? SearchOffIcon : ManageSearchIcon;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {submitted ? 'Keine Ergebnisse gefunden' : 'Bereit für Ihre Suche'}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {submitted
          ? 'Versuchen Sie einen anderen Suchbegriff oder weniger Filter.'
          : 'Geben Sie einen Firmennamen, eine Handelsregisternummer oder ein Aktenzeichen ein.'}
      </Typography>
    </Paper>
  );
}
