import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportStatusViewModel } from './import-status-view';

/** What each figure counts (the labels follow SPEC §2; these lines define them). */
export const TILE_NOTES = {
  // The backend's definition of "aktiv" (cases read model, case-status.ts): no notice has ended the proceedings.
  activeCases:
    'ohne abgewiesene, eingestellte und aufgehobene Verfahren und ohne Fälle mit erteilter oder versagter ' +
    'Restschuldbefreiung',
  weeklyImports: 'in den letzten 7 Tagen erstmals erfasste Fälle, gleich wann veröffentlicht',
  importRate: 'neue Fälle je Stunde Importlaufzeit (letzte 7 Tage)',
} as const;

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

/**
 * SPEC §2: active cases, imported this week, import rate, next session. Each tile says exactly what it counts, so
 * that it cannot be read against the stat cards above (published in 7 days) or the admin's tables.
 */
export function ImportTiles({ tiles }: { tiles: ImportStatusViewModel['tiles'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Tile label="Aktive Verfahren" value={tiles.activeCases} note={TILE_NOTES.activeCases} />
      <Tile label="Diese Woche importiert" value={tiles.weeklyImports} note={TILE_NOTES.weeklyImports} />
      <Tile label="Importrate" value={tiles.importRate} note={TILE_NOTES.importRate} />
      <Tile label="Nächste Session" value={`${tiles.nextSessionTime} Uhr`} note={tiles.nextSessionName} />
    </Box>
  );
}
