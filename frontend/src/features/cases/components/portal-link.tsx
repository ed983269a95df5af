import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PortalLink as PortalLinkData } from '../api/case-api';

/** The way to the authoritative publication: the portal's search (it has no link per notice) and what to enter. */
export function PortalLink({ portal }: { portal: PortalLinkData }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-portal-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="case-portal-heading" variant="h6" component="h2" gutterBottom>
        Amtliche Veröffentlichung
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {portal.note}
      </Typography>
      <Button
        component="a"
        href={portal.searchUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        endIcon={<OpenInNewIcon aria-hidden />}
        aria-label="Im amtlichen Portal suchen (öffnet in neuem Tab)"
      >
        Im amtlichen Portal suchen
      </Button>
    </Paper>
  );
}
