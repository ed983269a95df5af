import { formatCount } from '../../../lib/format/numbers';
import { useGetAboutFiguresQuery } from '../api/about-figures-api';
import { CAPTURE_FIGURE, type Figure, LANDS_FIGURE, MONITORING_FIGURE } from './about-content';

export const DAILY_LABEL = 'neue Verfahren täglich (Ø der letzten 7 Tage)';
const UNAVAILABLE = '–';

/** 12.4 → "12", 0.3 → "unter 1": an average of whole proceedings. */
export function formatDailyAverage(average: number): string {
  if (average > 0 && average < 1) return 'unter 1';
  return formatCount(Math.round(average));
}

/** The four figures of SPEC §1, the daily number of new proceedings as measured instead of a fixed "300+". */
export function useAboutFigures(): Figure[] {
  const { data, isError } = useGetAboutFiguresQuery();
  const daily = isError ? UNAVAILABLE : data && formatDailyAverage(data.dailyAverage);
  return [LANDS_FIGURE, { value: daily, label: DAILY_LABEL }, CAPTURE_FIGURE, MONITORING_FIGURE];
}
