import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportStatusViewModel } from './import-status-view';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 1, bgcolor: '#eef3f9' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.5rem' } }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** SPEC §2: active cases, imported this week, import rate, next session. */
export function ImportTiles({ tiles }: { tiles: ImportStatusViewModel['tiles'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Tile label="Aktive Fälle" value={tiles.activeCases} />
      <Tile label="Diese Woche importiert" value={tiles.weeklyImports} />
      <Tile label="Importrate" value={tiles.importRate} />
      <Tile label="Nächste Session" value={`${tiles.nextSessionTime} Uhr`} note={tiles.nextSessionName} />
    </Box>
  );
}
