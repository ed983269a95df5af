import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Zurück zur Übersicht': back to where the user came from (the search keeps its query and page), or to the
 * dashboard when the case was opened directly. A real link either way, so it works with keyboard and new tabs.
 */
export function BackToOverviewLink() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first entry of a session the key 'default': there is nothing in-app to go back to.
  const canGoBack = location.key !== 'default';

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <Button component={RouterLink} to="/" onClick={goBack} startIcon={<ArrowBackIcon />} sx={{ px: 0.5 }}>
      Zurück zur Übersicht
    </Button>
  );
}
