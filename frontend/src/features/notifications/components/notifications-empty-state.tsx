import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function NotificationsEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <NotificationsNoneIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p">
        Noch keine Benachrichtigungen
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Legen Sie eine Benachrichtigung an, um per E-Mail über neue Insolvenzverfahren informiert zu werden.
      </Typography>
    </Paper>
  );
}
