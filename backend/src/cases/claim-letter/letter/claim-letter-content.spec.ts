import { claimLetterContent, debtorPhrase, LEGAL_NOTE } from './claim-letter-content.js';
import { LETTER_CASE, LETTER_FORM } from './claim-letter.test-kit.js';
import { letterProblems } from './letter-problems.js';

describe('claim letter content', () => {
  const content = claimLetterContent(LETTER_CASE, LETTER_FORM, '2026-11-28');

  it('addresses the administrator and names the proceeding in the subject', () => {
    expect(content.recipient).toEqual([
      'Muster & Partner Rechtsanwälte',
      'Insolvenzverwalter',
      'Rechtsanwalt Dr. Hans Jürgen Muster',
      'Lahnstraße 1',
      '35398 Gießen',
    ]);
    expect(content.subject).toBe(
      'Forderungsanmeldung im Insolvenzverfahren über das Vermögen der Müller & Söhne Straßenbau GmbH, AG Gießen, Az. 6 IN 149/26',
    );
    expect(content.senderLine).toBe('Baustoffe Süd GmbH · Lindenstraße 5 · 50667 Köln');
    expect(content.info).toEqual([
      ['Ihr Zeichen', '6 IN 149/26'],
      ['Unser Zeichen', 'KD-4711/ü'],
      ['Datum', '28.11.2026'],
    ]);
    expect(content.fileName).toBe('Forderungsanmeldung-6-IN-149-26.pdf');
  });

  it('sums the claims exactly in German format and names the deadline', () => {
    expect(content.rows.map((row) => [row.number, row.kind, row.amount, row.evidence])).toEqual([
      ['1', 'Hauptforderung', '12.345,67\u00a0€', 'Rechnung, Lieferschein'],
      ['2', 'Zinsen', '234,50\u00a0€', 'Zinsberechnung'],
      ['3', 'Kosten', '40,00\u00a0€', '–'],
    ]);
    expect(content.total).toBe('12.620,17\u00a0€');
    expect(content.deadline).toBe('Die Anmeldefrist endet laut öffentlicher Bekanntmachung am 15.01.2027.');
    expect(content.introduction).toContain('melden wir gemäß § 174 InsO');
    expect(content.legalNote).toBe(LEGAL_NOTE);
    expect(content.enclosures).toBe('Belege in Kopie anbei.');
  });

  it('says so when no deadline is known, and writes for a private creditor in the first person', () => {
    const letter = claimLetterContent(
      {
        ...LETTER_CASE,
        claimsDeadline: null,
        administrator: { ...LETTER_CASE.administrator, firm: null, role: 'treuhaender' },
      },
      { ...LETTER_FORM, creditor: { ...LETTER_FORM.creditor, company: '', phone: '', email: '' }, reference: ' ' },
      '2026-11-28',
    );
    expect(letter.deadline).toBe('Eine Anmeldefrist ist in den öffentlichen Bekanntmachungen nicht genannt.');
    expect(letter.introduction).toContain('melde ich gemäß § 174 InsO');
    expect(letter.recipient[0]).toBe('Treuhänder');
    expect(letter.senderBlock).toEqual(['Erika Gläubiger', 'Lindenstraße 5', '50667 Köln']);
    expect(letter.info.map(([label]) => label)).toEqual(['Ihr Zeichen', 'Datum']);
  });

  it('names the debtor as the proceeding does', () => {
    expect(debtorPhrase('company', 'Muster GmbH')).toBe('über das Vermögen der Muster GmbH');
    expect(debtorPhrase('person', 'Max Muster')).toBe('über das Vermögen von Max Muster');
    expect(debtorPhrase('estate', 'des Max Muster')).toBe('über den Nachlass des Max Muster');
  });
});

describe('what a letter needs', () => {
  it('accepts a complete form', () => {
    expect(letterProblems(LETTER_FORM)).toEqual([]);
  });

  it('asks for the creditor, at least one claim, and reason and amount of each, in German', () => {
    const empty = { name: '', company: '', street: ' ', postalCode: '', city: '', email: '', phone: '' };
    expect(letterProblems({ creditor: empty, claims: [], reference: '' })).toEqual([
      { field: 'creditor.name', messages: ['Bitte geben Sie Ihren Namen ein.'] },
      { field: 'creditor.street', messages: ['Bitte geben Sie Straße und Hausnummer ein.'] },
      { field: 'creditor.postalCode', messages: ['Bitte geben Sie die Postleitzahl ein.'] },
      { field: 'creditor.city', messages: ['Bitte geben Sie den Ort ein.'] },
      { field: 'claims', messages: ['Bitte geben Sie mindestens eine Forderung an.'] },
    ]);
    const claims = [{ kind: 'zinsen' as const, reason: '', amount: '', evidence: '' }];
    expect(letterProblems({ ...LETTER_FORM, claims })).toEqual([
      { field: 'claims.0.reason', messages: ['Bitte geben Sie den Grund der Forderung an.'] },
      { field: 'claims.0.amount', messages: ['Bitte geben Sie den Betrag ein.'] },
    ]);
  });
});
