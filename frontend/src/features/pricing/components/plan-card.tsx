import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { PlanOffer } from './plans';

interface PlanCardProps {
  offer: PlanOffer;
  current: boolean;
  action: ReactNode;
}

export function PlanCard({ offer, current, action }: PlanCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {offer.name}
        </Typography>
        {offer.highlight && <Chip label={offer.highlight} color="secondary" size="small" />}
      </Stack>
      <Typography component="p">
        <Box component="span" sx={{ typography: 'h4', fontWeight: 700 }}>
          {offer.price}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {offer.period}
        </Box>
      </Typography>
      <List dense disablePadding sx={{ flexGrow: 1 }}>
        {offer.features.map((feature) => (
          <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              <CheckIcon fontSize="small" color="success" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
      {action}
    </Paper>
  );
}
