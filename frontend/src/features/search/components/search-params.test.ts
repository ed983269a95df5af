import {
  chosenSort,
  dateErrors,
  effectiveSort,
  EMPTY_CRITERIA,
  filterErrors,
  INVALID_DATE,
  parseSearchUrl,
  toSearchRequest,
  toSearchUrl,
  withPlace,
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

  it('reads the debtor kind, place and register number from a bookmarked search, ignoring refused values', () => {
    const view = parseSearchUrl(new URLSearchParams('debtorKind=company&postalCode=80&registerNumber=HRB%2012345'));
    expect(view.criteria).toEqual({
      ...EMPTY_CRITERIA,
      debtorKind: 'company',
      postalCode: '80',
      registerNumber: 'HRB 12345',
    });
    expect(parseSearchUrl(new URLSearchParams('city=M%C3%BCnch')).criteria.city).toBe('Münch');
    const refused = parseSearchUrl(
      new URLSearchParams('debtorKind=verbraucher&postalCode=803311&city=80x&registerNumber=XY'),
    );
    expect(refused.criteria).toEqual(EMPTY_CRITERIA);
  });

  it('round-trips the new filters through the URL and sends them to the API', () => {
    const criteria = { ...EMPTY_CRITERIA, debtorKind: 'company', city: ' Münch ', registerNumber: 'HRB 1' };
    const url = toSearchUrl({ criteria, page: 1, limit: 20 });
    expect(url.toString()).toBe('debtorKind=company&city=M%C3%BCnch&registerNumber=HRB+1&page=1');
    expect(parseSearchUrl(url).criteria).toEqual({ ...criteria, city: 'Münch' });
    expect(toSearchRequest({ criteria, page: 1, limit: 20 })).toEqual({
      debtorKind: 'company',
      city: 'Münch',
      registerNumber: 'HRB 1',
      page: 1,
      limit: 20,
    });
  });

  it('takes digits in "PLZ oder Ort" as a postal code and anything else as a city', () => {
    expect(withPlace(EMPTY_CRITERIA, '80')).toMatchObject({ postalCode: '80', city: '' });
    expect(withPlace({ ...EMPTY_CRITERIA, postalCode: '80' }, 'Münch')).toMatchObject({
      postalCode: '',
      city: 'Münch',
    });
    expect(withPlace({ ...EMPTY_CRITERIA, city: 'M' }, '')).toMatchObject({ postalCode: '', city: '' });
  });

  it('names a place or register number that cannot be searched with, in German', () => {
    expect(filterErrors({ ...EMPTY_CRITERIA, postalCode: '80331', registerNumber: 'hrb 4711' })).toEqual({});
    expect(filterErrors({ ...EMPTY_CRITERIA, postalCode: '803311' })).toEqual({
      place: 'Bitte 1 bis 5 Ziffern der Postleitzahl eingeben (z. B. 80)',
    });
    expect(filterErrors({ ...EMPTY_CRITERIA, city: '80 München' })).toEqual({
      place: 'Bitte den Anfang eines Ortsnamens (nur Buchstaben) oder einer Postleitzahl eingeben',
    });
    expect(filterErrors({ ...EMPTY_CRITERIA, registerNumber: 'Amtsgericht' })).toEqual({
      registerNumber: 'Bitte eine Registernummer wie HRB 12345 oder 12345 eingeben',
    });
  });

  it('names a query of punctuation only, and takes one of spaces only as none', () => {
    for (const q of ['-', ' – ', '§§', '…'])
      expect(filterErrors({ ...EMPTY_CRITERIA, q })).toEqual({
        q: 'Bitte mindestens einen Buchstaben oder eine Ziffer eingeben',
      });
    for (const q of ['', '   ', '-7', 'Müller-', '§ 35']) expect(filterErrors({ ...EMPTY_CRITERIA, q })).toEqual({});
  });

  describe('Sortierung (issue #29)', () => {
    it('ranks by relevance with a query and by date without one, unless the URL says otherwise', () => {
      expect(effectiveSort({ q: 'Bau', sort: '' })).toBe('relevance');
      expect(effectiveSort({ q: 'Bau', sort: 'newest' })).toBe('newest');
      expect(effectiveSort({ q: ' ', sort: '' })).toBe('newest');
      // Without a query there is nothing to rank by: the server answers newest first (the contract).
      expect(effectiveSort({ q: '', sort: 'relevance' })).toBe('newest');
    });

    it('keeps only a sort that differs from the default in URL and request', () => {
      const newest = { ...EMPTY_CRITERIA, q: 'IN 123/26', sort: 'newest' };
      const url = toSearchUrl({ criteria: newest, page: 1, limit: 20 });
      expect(url.toString()).toBe('q=IN+123%2F26&sort=newest&page=1');
      expect(parseSearchUrl(url).criteria).toEqual(newest);
      expect(toSearchRequest({ criteria: newest, page: 1, limit: 20 })).toEqual({
        q: 'IN 123/26',
        sort: 'newest',
        page: 1,
        limit: 20,
      });

      const relevance = { ...EMPTY_CRITERIA, q: 'Bau', sort: 'relevance' };
      expect(toSearchUrl({ criteria: relevance, page: 1, limit: 20 }).toString()).toBe('q=Bau&page=1');
      expect(toSearchRequest({ criteria: relevance, page: 1, limit: 20 })).toEqual({ q: 'Bau', page: 1, limit: 20 });
      expect(chosenSort({ q: '', sort: 'newest' })).toBeUndefined();
      expect(toSearchUrl({ criteria: { ...EMPTY_CRITERIA, sort: 'newest' }, page: 1, limit: 20 }).toString()).toBe(
        'page=1',
      );
    });

    it('reads relevance and newest from the URL and ignores any other sort', () => {
      expect(parseSearchUrl(new URLSearchParams('q=Bau&sort=relevance')).criteria.sort).toBe('relevance');
      expect(parseSearchUrl(new URLSearchParams('q=Bau&sort=newest')).criteria.sort).toBe('newest');
      expect(parseSearchUrl(new URLSearchParams('q=Bau&sort=oldest')).criteria.sort).toBe('');
    });
  });
});
