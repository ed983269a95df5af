import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';

/** Added to the company name, so the web search finds reports about the insolvency rather than the homepage. */
export const WEB_SEARCH_SUFFIX = ' Insolvenz';

export function webSearchUrl(companyName: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${companyName}${WEB_SEARCH_SUFFIX}`)}`;
}

/** Opens a web search for the company in a new tab, without giving that tab access to this one. */
export function WebSearchButton({ companyName }: { companyName: string }) {
  return (
    <Button
      component="a"
      href={webSearchUrl(companyName)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label={`Im Web suchen: „${companyName}${WEB_SEARCH_SUFFIX}“ (öffnet in neuem Tab)`}
    >
      Im Web suchen
    </Button>
  );
}
