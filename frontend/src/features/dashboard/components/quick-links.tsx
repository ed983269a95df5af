import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const LINKS: { to: string; title: string; text: string; icon: ReactNode }[] = [
  {
    to: '/search',
    title: 'Insolvenzen suchen',
    text: 'Nach Firmenname, Aktenzeichen oder Handelsregisternummer suchen.',
    icon: <SearchIcon color="primary" fontSize="large" aria-hidden />,
  },
  {
    to: '/notifications',
    title: 'Benachrichtigungen verwalten',
    text: 'Per E-Mail erfahren, wenn beobachtete Firmen betroffen sind.',
    icon: <NotificationsActiveIcon color="primary" fontSize="large" aria-hidden />,
  },
];

/** SPEC §2: two quick-link cards, search and notifications. */
export function QuickLinks() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {LINKS.map((link) => (
        <Card key={link.to} variant="outlined">
          <CardActionArea component={RouterLink} to={link.to} sx={{ p: 2.5, height: '100%' }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {link.icon}
              <Box>
                <Typography variant="h6" component="h2">
                  {link.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {link.text}
                </Typography>
              </Box>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
