import { pdfText } from '../../../test/pdf-text.js';
import { claimLetterContent } from '../letter/claim-letter-content.js';
import { LETTER_CASE, LETTER_FORM } from '../letter/claim-letter.test-kit.js';
import { claimLetterPdf } from './claim-letter-pdf.js';

/** The letter read back out of the PDF (PDF.js), as its recipient would copy it. */
async function letterText(content = claimLetterContent(LETTER_CASE, LETTER_FORM, '2026-11-28')) {
  const pdf = await claimLetterPdf(content, 'Forderungsanmeldung 6 IN 149/26');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

describe('claim letter PDF', () => {
  it('holds court, Aktenzeichen, debtor, administrator, deadline, every claim, the sum and the § 174 note', async () => {
    const pages = await letterText();
    expect(pages).toHaveLength(1);
    const text = pages[0]!.replace(/\s+/g, ' ');
    for (const expected of [
      'Forderungsanmeldung im Insolvenzverfahren über das Vermögen der Müller & Söhne Straßenbau GmbH, AG Gießen, Az. 6 IN 149/26',
      'Muster & Partner Rechtsanwälte',
      'Rechtsanwalt Dr. Hans Jürgen Muster',
      'Lahnstraße 1',
      '35398 Gießen',
      'Baustoffe Süd GmbH · Lindenstraße 5 · 50667 Köln',
      'Unser Zeichen',
      'KD-4711/ü',
      '28.11.2026',
      'Die Anmeldefrist endet laut öffentlicher Bekanntmachung am 15.01.2027.',
      'Hauptforderung',
      'Rechnung Nr. 4711 vom 02.09.2026 (Lieferung von Baustoffen)',
      '12.345,67 €',
      'Zinsen',
      '234,50 €',
      'Kosten',
      'Mahnkosten',
      '40,00 €',
      'Summe',
      '12.620,17 €',
      'Belege in Kopie anbei.',
      'die Vorlage ist keine Rechtsberatung',
      'Es gilt § 174 InsO',
      'Mit freundlichen Grüßen',
      'Erika Gläubiger (Baustoffe Süd GmbH)',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
  });

  it('prints names beyond Latin-1 (embedded font) and runs over to a second page with page numbers', async () => {
    const claims = Array.from({ length: 20 }, (_, i) => ({
      kind: 'hauptforderung' as const,
      reason: `Rechnung Nr. ${1000 + i} an Łódź Wrocław Przedsiębiorstwo, Lieferung und Montage von Fenstern und Türen`,
      amount: '1.000,00',
      evidence: 'Rechnung, Lieferschein, Abnahmeprotokoll',
    }));
    const pages = await letterText(
      claimLetterContent(
        { ...LETTER_CASE, companyName: 'Łódź Handel sp. z o.o.' },
        { ...LETTER_FORM, claims },
        '2026-11-28',
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('über das Vermögen der Łódź Handel sp. z o.o.');
    expect(text).toContain('20.000,00 €');
    expect(pages[0]).toContain(`Seite 1 von ${pages.length}`);
    expect(pages.at(-1)).toContain('§ 174 InsO');
  });
});
