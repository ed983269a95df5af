import Paper from '@mui/material/Paper';
import type { SearchResult } from '../api/search-api';
import { SearchResultRow } from './search-result-row';

/** The results as one bordered list of compact rows: 50 results stay a page to scroll, not a wall of cards. */
export function SearchResultList({ results }: { results: SearchResult[] }) {
  return (
    <Paper
      variant="outlined"
      component="ol"
      aria-label="Suchergebnisse"
      sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {results.map((result) => (
        <li key={result.id}>
          <SearchResultRow result={result} />
        </li>
      ))}
    </Paper>
  );
}
