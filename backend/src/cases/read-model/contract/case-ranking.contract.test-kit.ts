import type { CaseNotice } from '../../domain/case-notice.js';
import type { CaseFilter, CaseQueries } from '../case-queries.port.js';
import type { CasesReadSideHarness } from './cases-read-side.harness.test-kit.js';
import { caseImported } from './case-events.test-kit.js';

/**
 * Relevance of the case search (issue #29), the examples of the issue on look-alike Aktenzeichen, register
 * numbers and names, for every `CaseQueries` adapter. Call from an adapter's spec with its harness.
 */
const RANKING = [
  {
    id: 301,
    notice: {
      debtorName: 'Alpha Handel GmbH',
      caseNumber: '15 IN 503/26',
      register: { court: 'Amtsgericht Bonn', type: 'HRB', number: '123' },
      publicationDate: '2026-08-20',
    },
  },
  {
    id: 302,
    notice: {
      debtorName: 'Beta Handel GmbH',
      caseNumber: '6 IN 123/26',
      register: null,
      publicationDate: '2026-08-01',
    },
  },
  {
    id: 303,
    notice: {
      debtorName: 'Gamma Handel GmbH',
      caseNumber: 'IN 1238/26',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '6263' },
      publicationDate: '2026-08-19',
    },
  },
  {
    id: 304,
    notice: {
      debtorName: 'Delta Handel GmbH',
      caseNumber: '7 IN 123/2026',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '62' },
      publicationDate: '2026-08-02',
    },
  },
  {
    id: 305,
    notice: {
      debtorName: 'Epsilon Handel AG',
      legalForm: 'AG',
      caseNumber: '45 IK 180/26',
      register: null,
      publicationDate: '2026-08-18',
    },
  },
  {
    // Register numbers of some courts carry the court's letter ("HRB 1042 B", Charlottenburg): stored with it.
    id: 320,
    notice: {
      debtorName: 'Zeta Backwaren GmbH',
      caseNumber: '36g IN 4488/23',
      register: { court: 'Amtsgericht Charlottenburg (Berlin)', type: 'HRB', number: '1042 B' },
      publicationDate: '2026-08-03',
    },
  },
  {
    id: 306,
    notice: {
      debtorName: 'Müller, Agnieszka',
      debtorKind: 'person' as const,
      legalForm: null,
      caseNumber: '45 IK 181/26',
      register: null,
      publicationDate: '2026-08-21',
    },
  },
  {
    id: 307,
    notice: {
      debtorName: 'Müller GmbH',
      legalForm: 'GmbH',
      caseNumber: '8 IN 307/26',
      register: null,
      publicationDate: '2026-08-03',
    },
  },
  {
    id: 308,
    notice: {
      debtorName: 'Spedition Nord GmbH',
      legalForm: 'GmbH',
      caseNumber: '8 IN 308/26',
      register: null,
      publicationDate: '2026-08-04',
    },
  },
  {
    id: 309,
    notice: {
      debtorName: 'Müller Spedition AG',
      legalForm: 'AG',
      caseNumber: '8 IN 309/26',
      register: null,
      publicationDate: '2026-08-05',
    },
  },
  // A typo with every other word whole ranks above a typo with a word only begun, though the latter is newer.
  {
    id: 310,
    notice: {
      debtorName: 'Kranich Logistik GmbH',
      caseNumber: '8 IN 310/26',
      register: null,
      publicationDate: '2026-08-06',
    },
  },
  {
    id: 311,
    notice: {
      debtorName: 'Kranichfeld Logistik GmbH',
      caseNumber: '8 IN 311/26',
      register: null,
      publicationDate: '2026-08-07',
    },
  },
  {
    id: 312,
    notice: {
      debtorName: 'Kranich Logistik AG',
      legalForm: 'AG',
      caseNumber: '8 IN 312/26',
      register: null,
      publicationDate: '2026-08-08',
    },
  },
  // A typo in one word ranks above typos in two, though the latter is newer ("Franke Bachwaren").
  {
    id: 313,
    notice: {
      debtorName: 'Franke Backwaren GmbH',
      caseNumber: '9 IN 313/26',
      register: null,
      publicationDate: '2026-07-01',
    },
  },
  {
    id: 314,
    notice: {
      debtorName: 'Frank Backwaren GmbH',
      caseNumber: '9 IN 314/26',
      register: null,
      publicationDate: '2026-07-02',
    },
  },
  // A typo beside a pair folded as an umlaut: "Projekuentwicklung" folds to "projekuntwicklung", two edits away.
  {
    id: 315,
    notice: {
      debtorName: 'Lange Projektentwicklung GmbH',
      caseNumber: '9 IN 315/26',
      register: null,
      publicationDate: '2026-07-03',
    },
  },
  // The exact name up to a typo ranks above the other typo matches, though they are newer ("Hahn Transportye").
  {
    id: 316,
    notice: {
      debtorName: 'Hahn Transporte GbR',
      caseNumber: '9 IN 316/26',
      register: null,
      publicationDate: '2026-07-04',
    },
  },
  {
    id: 317,
    notice: {
      debtorName: 'Hahn & Fischer Transporte GbR',
      caseNumber: '9 IN 317/26',
      register: null,
      publicationDate: '2026-07-05',
    },
  },
].map(({ id, notice }) => ({
  id,
  notice: { court: 'Amtsgericht Köln', state: 'NW', debtorKind: 'company', ...notice } as Partial<CaseNotice>,
}));

export function caseRankingContract(adapter: string, createHarness: () => Promise<CasesReadSideHarness>): void {
  describe(`CaseQueries ranking contract (issue #29): ${adapter}`, () => {
    let harness: CasesReadSideHarness;
    let cases: CaseQueries;

    beforeAll(async () => {
      harness = await createHarness();
      ({ cases } = await harness.given(
        RANKING.map((r) => caseImported(r.id, r.notice, `${r.notice.publicationDate}T08:00:00.000Z`)),
      ));
    });
    afterAll(() => harness.dispose());

    const found = async (filter: CaseFilter) => {
      const result = await cases.search(filter, { offset: 0, limit: 100 });
      return { total: result.total, ids: result.cases.map((c) => c.id) };
    };

    it('"IN 123/26": the cases with that Aktenzeichen at any department, never a longer number', async () => {
      expect(await found({ q: 'IN 123/26' })).toEqual({ total: 2, ids: [304, 302] });
      expect(await found({ q: '6 IN 123/2026' })).toEqual({ total: 1, ids: [302] });
      expect(await found({ q: '6IN123/26' })).toEqual({ total: 1, ids: [302] });
    });

    it('"45IK180/26", typed without spaces, finds its case', async () => {
      expect(await found({ q: '45IK180/26' })).toEqual({ total: 1, ids: [305] });
    });

    it('"HRB 62" in every spelling: the exact register number, not HRB 6263', async () => {
      for (const q of ['HRB 62', 'HRB62', 'HR B 62', 'HRB 62 B', 'Amtsgericht Köln HRB 62']) {
        expect({ q, ...(await found({ q })) }).toEqual({ q, total: 1, ids: [304] });
      }
      // The court's letter after the number is part of the register entry, not of the number.
      for (const q of ['HRB1042', 'HRB 1042', 'HRB 1042 B']) {
        expect({ q, ...(await found({ q })) }).toEqual({ q, total: 1, ids: [320] });
      }
      // A case has it, but not within the filters: nothing, rather than the words "HRB" and "62" (HRB 6263).
      expect(await found({ q: 'HRB 62', dateFrom: '2026-08-10' })).toEqual({ total: 0, ids: [] });
      // A number no case has is searched as words, as while typing.
      expect(await found({ q: 'HRB 6' })).toEqual({ total: 2, ids: [303, 304] });
    });

    it('"Müller GmbH": the exact company name first, then the other Müllers, its legal form first', async () => {
      expect(await found({ q: 'Müller GmbH' })).toEqual({ total: 3, ids: [307, 306, 309] });
      expect(await found({ q: 'Mueller Gesellschaft mit beschränkter Haftung' })).toEqual({
        total: 3,
        ids: [307, 306, 309],
      });
      expect(await found({ q: 'Müller GmbH', sort: 'newest' })).toEqual({ total: 3, ids: [306, 309, 307] });
      // A legal form alone lists the cases of that legal form, not every case.
      expect(await found({ q: 'Aktiengesellschaft' })).toEqual({ total: 3, ids: [305, 312, 309] });
    });

    it('a typo in a word of six letters and more finds the word, below the exact matches', async () => {
      expect(await found({ q: 'Spedtion' })).toEqual({ total: 2, ids: [309, 308] });
      expect(await found({ q: 'Spedition Nord' })).toEqual({ total: 1, ids: [308] });
    });

    it('a typo with every other word whole ranks above a typo beside a word only begun, each legal form first', async () => {
      // Newest first within a level: 312 (AG), 311, 310. "Kranich" is whole in 310 and 312, only begun in 311.
      expect(await found({ q: 'Kranich Logstik' })).toEqual({ total: 3, ids: [312, 310, 311] });
      expect(await found({ q: 'Kranich Logstik GmbH' })).toEqual({ total: 3, ids: [310, 312, 311] });
      expect(await found({ q: 'Kranich Logistik' })).toEqual({ total: 3, ids: [312, 310, 311] });
    });

    it('a typo in one word ranks above typos in two words, whatever their dates', async () => {
      expect(await found({ q: 'Franke Bachwaren' })).toEqual({ total: 2, ids: [313, 314] });
      expect(await found({ q: 'Franke Backwaren' })).toEqual({ total: 2, ids: [313, 314] });
      expect(await found({ q: 'Frank Backwaren' })).toEqual({ total: 2, ids: [314, 313] });
    });

    it('the exact name up to a typo first among the typo matches, whatever their dates', async () => {
      expect(await found({ q: 'Hahn Transportye' })).toEqual({ total: 2, ids: [316, 317] });
      expect(await found({ q: 'Hahn Transporte' })).toEqual({ total: 2, ids: [316, 317] });
      expect(await found({ q: 'Hahn Fischer Transportye' })).toEqual({ total: 1, ids: [317] });
      expect(await found({ q: 'Hahn Transportye', sort: 'newest' })).toEqual({ total: 2, ids: [317, 316] });
    });

    it('a typo next to a typed ae, oe or ue is one edit from the word as typed', async () => {
      // Folded, "Projekuentwicklung" is "projekuntwicklung": the typed "ue" was a typo, not an umlaut.
      expect(await found({ q: 'Lange Projekuentwicklung' })).toEqual({ total: 1, ids: [315] });
      expect(await found({ q: 'Projekuentwicklung GmbH' })).toEqual({ total: 1, ids: [315] });
      // An umlaut typed as a pair still folds: "Mueller" is Müller, and a typo beside it is one edit from that.
      expect(await found({ q: 'Mueller Spediton' })).toEqual({ total: 1, ids: [309] });
    });

    it('the relaxed reading also finds a typo in a word of three to five letters, never in a shorter one', async () => {
      expect(await found({ q: 'Beta Hndel' })).toEqual({ total: 0, ids: [] });
      expect(await found({ q: 'Beta Hndel', typos: 'relaxed' })).toEqual({ total: 1, ids: [302] });
      expect(await found({ q: 'Handl', typos: 'relaxed' })).toEqual({ total: 5, ids: [301, 303, 305, 304, 302] });
      expect(await found({ q: 'Handl', typos: 'relaxed', dateFrom: '2026-08-19' })).toEqual({
        total: 2,
        ids: [301, 303],
      });
      expect(await found({ q: 'Spedition Nrd' })).toEqual({ total: 0, ids: [] });
      expect(await found({ q: 'Spedition Nrd', typos: 'relaxed' })).toEqual({ total: 1, ids: [308] });
      expect(await found({ q: 'Spedition Nx', typos: 'relaxed' })).toEqual({ total: 0, ids: [] });
      // What the strict reading finds, the relaxed one ranks above the typos.
      expect(await found({ q: 'Zeta Backwaren', typos: 'relaxed' })).toEqual({ total: 1, ids: [320] });
    });

    it('keeps the filters', async () => {
      expect(await found({ q: 'Müller GmbH', debtorKind: 'company' })).toEqual({ total: 2, ids: [307, 309] });
      expect(await found({ q: 'IN 123/26', dateFrom: '2026-08-02' })).toEqual({ total: 1, ids: [304] });
    });
  });
}
