import {
  dateErrors,
  EMPTY_CRITERIA,
  INVALID_DATE,
  parseSearchUrl,
  toSearchRequest,
  toSearchUrl,
} from './search-params';

describe('search params', () => {
  it('opens with up to 50 results on page 1 when the URL holds no search', () => {
    expect(parseSearchUrl(new URLSearchParams())).toEqual({
      criteria: EMPTY_CRITERIA,
      page: 1,
      limit: 50,
      submitted: false,
    });
  });

  it('reads a submitted search with the default page size of 20', () => {
    const view = parseSearchUrl(new URLSearchParams('q=M%C3%BCller&state=BY&procedureType=regel&page=3'));
    expect(view).toEqual({
      criteria: { ...EMPTY_CRITERIA, q: 'Müller', state: 'BY', procedureType: 'regel' },
      page: 3,
      limit: 20,
      submitted: true,
    });
  });

  it('ignores values the API would refuse', () => {
    const view = parseSearchUrl(
      new URLSearchParams('state=XX&procedureType=egal&dateFrom=gestern&dateTo=2026-11-01&page=-2&limit=1000'),
    );
    expect(view.criteria).toEqual({ ...EMPTY_CRITERIA, dateTo: '2026-11-01' });
    expect(view.page).toBe(1);
    expect(view.limit).toBe(20);
  });

  it('drops empty filters from the request (SPEC §5)', () => {
    expect(toSearchRequest({ criteria: { ...EMPTY_CRITERIA, q: '  ', state: 'NW' }, page: 1, limit: 20 })).toEqual({
      state: 'NW',
      page: 1,
      limit: 20,
    });
  });

  it('writes filters and page to the URL, the limit only when it is not the default', () => {
    const criteria = { ...EMPTY_CRITERIA, q: ' Bau ', dateFrom: '2026-11-01' };
    expect(toSearchUrl({ criteria, page: 1, limit: 20 }).toString()).toBe('q=Bau&dateFrom=2026-11-01&page=1');
    expect(toSearchUrl({ criteria: EMPTY_CRITERIA, page: 2, limit: 50 }).toString()).toBe('page=2&limit=50');
  });

  it('names the date field that cannot be searched with, in German', () => {
    const criteria = (dateFrom: string, dateTo: string) => ({ ...EMPTY_CRITERIA, dateFrom, dateTo });
    expect(dateErrors(criteria('2026-11-01', '2026-11-20'))).toEqual({});
    expect(dateErrors(criteria('2026-11-20', '2026-11-20'))).toEqual({});
    expect(dateErrors(criteria('2026-11-20', '2026-11-01'))).toEqual({
      dateTo: 'Das Von-Datum darf nicht nach dem Bis-Datum liegen',
    });
    expect(dateErrors(criteria(INVALID_DATE, '2026-11-01'))).toEqual({
      dateFrom: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben',
    });
    expect(dateErrors(criteria('', INVALID_DATE))).toEqual({
      dateTo: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben',
    });
  });
});
