import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../../components/a11y/visually-hidden';
import { CaseStatusBadge } from '../../../components/insolvency/case-status-badge';
import { formatDate } from '../../../lib/format/dates';
import type { InsolvencyCase } from '../../../lib/insolvency/insolvency-case';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';

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
}

function factsOf(result: InsolvencyCase): Fact[] {
  return [
    { label: 'Gericht', labelVisible: false, value: result.court },
    { label: 'Az', labelVisible: true, value: result.caseNumber },
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
            {fact.value}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}

/**
 * SPEC §2 search result, as a compact row of the result list: company and Details link, status badge and
 * publication date, address, court · Az · procedure type, Verwalter, and the start of the description (the case
 * page has all of it).
 */
export function SearchResultRow({ result }: { result: InsolvencyCase }) {
  const headingId = `result-${result.id}`;
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
            {result.companyName}
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
            <VisuallyHidden>Veröffentlicht: </VisuallyHidden>
            {formatDate(result.publicationDate)}
          </Typography>
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
