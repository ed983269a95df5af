import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CaseStatusBadge } from '../../../components/insolvency/case-status-badge';
import { formatDate } from '../../../lib/format/dates';
import type { CaseNotice } from '../api/case-api';
import { NoticeText } from './notice-text';
import { publicationTypeLabel } from './publication-types';

/** The status is shown where a notice changed it, so the same stage is not repeated on every entry. */
function changedStatus(notices: readonly CaseNotice[], index: number): string | null {
  const status = notices[index].status;
  return status && status !== notices[index + 1]?.status ? status : null;
}

/**
 * Every notice published for the case, newest first, as a file reads: date and type once, the decisive sentence,
 * and the full text on demand. The newest notice's full text is the description above, so it is not repeated.
 */
export function CaseNoticeTimeline({
  notices,
  descriptionId,
  title = 'Bekanntmachungen',
}: {
  notices: readonly CaseNotice[];
  /** Id of the description that holds the newest notice's full text, when the page shows it. */
  descriptionId?: string;
  /** Heading (the debtor's file: "Bekanntmachungen aller Verfahren"). */
  title?: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-timeline-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="case-timeline-heading" variant="h6" component="h2" gutterBottom>
        {title} ({notices.length})
      </Typography>
      {notices.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Keine Bekanntmachungen vorhanden.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notices.map((notice, index) => {
            const status = changedStatus(notices, index);
            const fullTextAbove = index === 0 && descriptionId !== undefined;
            return (
              <Box
                component="li"
                key={`${notice.publicationDate}-${index}`}
                sx={{ position: 'relative', pl: 3, pb: index === notices.length - 1 ? 0 : 3 }}
              >
                {/* The timeline rail and dot are decoration only. */}
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 6,
                    top: 6,
                    bottom: 0,
                    borderLeft: index === notices.length - 1 ? 0 : 2,
                    borderColor: 'divider',
                  }}
                />
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 0,
                    top: 4,
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  }}
                />
                <Stack spacing={0.5}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography variant="subtitle2" component="h3">
                      {formatDate(notice.publicationDate)} · {publicationTypeLabel(notice.publicationType)}
                    </Typography>
                    {status && <CaseStatusBadge status={status} />}
                  </Stack>
                  {/* In the debtor's file, each notice names its proceeding. */}
                  {notice.court && notice.caseNumber && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {notice.court}, {notice.caseNumber}
                    </Typography>
                  )}
                  {fullTextAbove ? (
                    <>
                      {notice.preview && <Typography variant="body2">{notice.preview}</Typography>}
                      <Link href={`#${descriptionId}`} variant="body2" sx={{ alignSelf: 'flex-start' }}>
                        Volltext unter „Beschreibung“
                      </Link>
                    </>
                  ) : (
                    notice.text && <NoticeText text={notice.text} preview={notice.preview ?? undefined} />
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
