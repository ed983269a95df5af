import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { fileDownload } from '../../../lib/browser/download-file';
import { useLazyGetHearingsCalendarQuery } from '../api/case-api';

export const CALENDAR_FAILED = 'Die Kalenderdatei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

/** Fetches the hearings as .ics (with the session's headers, so not a plain link) and saves the file. */
export function useCalendarDownload(caseId: number) {
  const [fetchCalendar, { isFetching }] = useLazyGetHearingsCalendarQuery();
  const { enqueueSnackbar } = useSnackbar();
  const download = useCallback(
    async (hearingId?: string) => {
      try {
        const text = await fetchCalendar({ caseId, hearingId }).unwrap();
        const name = hearingId ? `termin-${caseId}-${hearingId.replace(/[^\w-]/g, '-')}.ics` : `termine-${caseId}.ics`;
        fileDownload.save(new Blob([text], { type: 'text/calendar;charset=utf-8' }), name);
      } catch (error) {
        console.error('Kalenderdatei fehlgeschlagen', error);
        enqueueSnackbar(CALENDAR_FAILED, { variant: 'error' });
      }
    },
    [caseId, fetchCalendar, enqueueSnackbar],
  );
  return { download, busy: isFetching };
}
