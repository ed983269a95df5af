import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../../components/a11y/visually-hidden';
import { CaseStatusBadge } from '../../../components/insolvency/case-status-badge';
import { publicationAndDetection } from '../../../lib/format/detection';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';
import type { HighlightField, SearchHighlight, SearchResult } from '../api/search-api';
import { HighlightedText } from './highlights/highlighted-text';
import { hasMarks, rangesOf, registerText } from './highlights/highlight-ranges';

/** The lines under the company name: a little smaller on phones, so each holds more before it wraps. */
const META = { fontSize: { xs: '0.8125rem', sm: '0.875rem' }, lineHeight: 1.4 } as const;

/** At most `lines` lines, cut with an ellipsis (the case page shows the whole text). */
const clampTo = (lines: number | { xs: number; sm: number }) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

interface Fact {
  /** Shown before the value, or only read out when the value speaks for itself ('Amtsgericht …', a date). */
  label: string;
  labelVisible: boolean;
  value: string | null | undefined;
  /** What the query matched in the value. */
  ranges?: SearchHighlight[];
}

/** Issue #29: the fields a query can match, in the row's order, with the names the row gives them. */
const MATCH_LABELS: readonly { field: HighlightField; label: string }[] = [
  { field: 'companyName', label: 'Name' },
  { field: 'caseNumber', label: 'Aktenzeichen' },
  { field: 'register', label: 'Register' },
];

/** The value of a field a highlight points into, as the row shows it. */
function matchedValue(result: SearchResult, field: HighlightField): string | null {
  if (field === 'register') return registerText(result.register);
  return field === 'companyName' ? result.companyName : result.caseNumber;
}

/** The names of the fields the query matched in this result ("Name", "Aktenzeichen", "Register"). */
function matchedFields(result: SearchResult): string[] {
  return MATCH_LABELS.filter(({ field }) =>
    hasMarks(matchedValue(result, field), rangesOf(result.highlights, field)),
  ).map(({ label }) => label);
}

function factsOf(result: SearchResult): Fact[] {
  const registerRanges = rangesOf(result.highlights, 'register');
  const register = registerText(result.register);
  return [
    { label: 'Gericht', labelVisible: false, value: result.court },
    { label: 'Az', labelVisible: true, value: result.caseNumber, ranges: rangesOf(result.highlights, 'caseNumber') },
    // The row names no register otherwise; when the query matched it, it shows why the result is there.
    ...(hasMarks(register, registerRanges)
      ? [{ label: 'Register', labelVisible: true, value: register, ranges: registerRanges }]
      : []),
    { label: 'Verfahrensart', labelVisible: false, value: procedureTypeLabel(result.procedureType) },
  ].filter((fact) => Boolean(fact.value));
}

function FactLabel({ fact }: { fact: Fact }): ReactNode {
  return fact.labelVisible ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {fact.label}:{' '}
    </Box>
  ) : (
    <VisuallyHidden>{fact.label}: </VisuallyHidden>
  );
}

/** Court, Az and procedure type on as few lines as the width allows, separated by middle dots. */
function FactLine({ facts }: { facts: Fact[] }) {
  return (
    <Typography variant="body2" lang="de" sx={{ ...META, hyphens: 'auto', overflowWrap: 'anywhere' }}>
      {facts.map((fact, index) => (
        <Fragment key={fact.label}>
          {index > 0 && (
            <Box component="span" aria-hidden sx={{ color: 'text.secondary', mx: 0.75 }}>
              ·
            </Box>
          )}
          {/* A fact moves to the next line whole ("Az: IK 9/23"); one longer than the line still wraps. */}
          <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
            <FactLabel fact={fact} />
            <HighlightedText text={fact.value ?? ''} ranges={fact.ranges ?? []} />
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}

/**
 * SPEC §2 search result, as a compact row of the result list: company and Details link, status badge and
 * publication date, address, court · Az · procedure type, Verwalter, and the start of the description (the case
 * page has all of it). Issue #29: what the query matched is marked in the name, the Az and the register (shown
 * only then), and "Treffer: …" names those fields.
 */
export function SearchResultRow({ result }: { result: SearchResult }) {
  const headingId = `result-${result.id}`;
  const matched = matchedFields(result);
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ px: { xs: 1.5, sm: 2 }, py: 1.25 }}>
      <Stack spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            lang="de"
            sx={{ fontWeight: 600, lineHeight: 1.35, hyphens: 'auto', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            <HighlightedText text={result.companyName} ranges={rangesOf(result.highlights, 'companyName')} />
          </Typography>
          <Button
            component={RouterLink}
            to={`/case/${result.id}`}
            size="small"
            endIcon={<ChevronRightIcon />}
            aria-label={`Details zu ${result.companyName}`}
            sx={{ flexShrink: 0, mt: -0.25, mr: -1 }}
          >
            Details
          </Button>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}>
          <CaseStatusBadge status={result.status} />
          <Typography variant="body2" sx={META}>
            {publicationAndDetection(result.publicationDate, result.detectedAt)}
          </Typography>
          {matched.length > 0 && (
            // Why the result is there, in words: the marks below show where, this says which field.
            <Typography variant="body2" sx={{ ...META, color: 'text.secondary' }}>
              Treffer: {matched.join(', ')}
            </Typography>
          )}
        </Stack>
        {result.address && (
          <Typography variant="body2" sx={{ ...META, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {result.address}
          </Typography>
        )}
        <FactLine facts={factsOf(result)} />
        {result.administrator && (
          <Typography variant="body2" sx={{ ...META, ...clampTo({ xs: 2, sm: 1 }), overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Verwalter:
            </Box>{' '}
            {result.administrator}
          </Typography>
        )}
        {result.description && (
          <Typography
            variant="body2"
            // One line on phones, two from tablets on: a start to recognise the notice by.
            sx={{ ...META, ...clampTo({ xs: 1, sm: 2 }), color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            {result.description}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
