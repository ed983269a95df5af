import { parseNotice } from '../parse-notice.js';
import { findDeadlines } from './find-deadlines.js';

/* Hand-written sentences for the kinds and wordings the real notices lack (see the real-notices spec for the rest). */

const kinds = (text: string, publicationDate: string | null = null) =>
  findDeadlines(text, publicationDate)
    .filter((d) => d.kind !== 'wirksamkeit')
    .map((d) => [d.kind, d.date, d.time, d.place]);

describe('findDeadlines', () => {
  it('reads an Erörterungs- und Abstimmungstermin with a time written "10.30 Uhr" and its place', () => {
    const text =
      'Erörterungs- und Abstimmungstermin über den Insolvenzplan ist am 12. März 2026 um 10.30 Uhr, Saal 2.11, ' +
      'Amtsgericht Köln, Luxemburger Straße 101, 50939 Köln.';
    expect(kinds(text)).toEqual([
      [
        'eroerterungs_abstimmungstermin',
        '2026-03-12',
        '10:30',
        'Saal 2.11, Amtsgericht Köln, Luxemburger Straße 101, 50939 Köln',
      ],
    ]);
  });

  it('reads a Gläubigerversammlung with a short date ("12.3.26")', () => {
    const text = 'Eine Gläubigerversammlung findet statt am 12.3.26 um 09:00 Uhr, Sitzungssaal 5, Amtsgericht Bonn.';
    expect(kinds(text)).toEqual([['glaeubigerversammlung', '2026-03-12', '09:00', 'Sitzungssaal 5, Amtsgericht Bonn']]);
  });

  it('reads "Gelegenheit, bis zum … im schriftlichen Verfahren Stellung zu nehmen" as the Stichtag', () => {
    const text =
      'Die Gläubiger erhalten Gelegenheit, bis zum 12.03.2026 im schriftlichen Verfahren Stellung zu nehmen.';
    expect(kinds(text)).toEqual([['stichtag_schriftliches_verfahren', '2026-03-12', null, null]]);
    expect(findDeadlines(text)[0]?.sentence).toBe(text);
  });

  it('reads "Einwendungen … sind bis zum … vorzubringen" and a plan deadline as a sonstige Frist', () => {
    const text =
      'Einwendungen gegen die Anordnung des schriftlichen Verfahrens sind bis zum 2. April 2026 beim ' +
      'Insolvenzgericht vorzubringen. Der Schuldnerin wird zur Vorlage eines Insolvenzplans eine Frist bis zum ' +
      '20.05.2026 bestimmt.';
    expect(kinds(text)).toEqual([
      ['einwendungsfrist', '2026-04-02', null, null],
      ['sonstige_frist', '2026-05-20', null, null],
    ]);
  });

  it("counts a period from the publication's effect and moves a weekend end to the Monday", () => {
    // Published Thu 05.03.2026, effective Sat 07.03.2026; two weeks later is Sat 21.03.2026 → Mon 23.03.2026.
    const text =
      'Die Beschwerde ist binnen einer Notfrist von zwei Wochen einzulegen. Die Notfrist beginnt mit der ' +
      'öffentlichen Bekanntmachung.';
    expect(findDeadlines(text, '2026-03-05')).toEqual([
      expect.objectContaining({ kind: 'wirksamkeit', date: '2026-03-07' }),
      expect.objectContaining({
        kind: 'sonstige_frist',
        date: '2026-03-23',
        relative: { text: 'binnen einer Notfrist von zwei Wochen', from: 'publication' },
      }),
    ]);
  });

  it('lists a period whose start is not stated without a date', () => {
    const text = 'Die sofortige Beschwerde ist binnen zwei Wochen einzulegen.';
    expect(findDeadlines(text, '2026-03-05')[1]).toMatchObject({
      kind: 'sonstige_frist',
      date: null,
      relative: { text: 'binnen zwei Wochen', from: null },
    });
  });

  it('has no deadlines in a text without dates, and no effective date without a publication date', () => {
    expect(findDeadlines('Das Verfahren wird aufgehoben.')).toEqual([]);
  });
});

describe('the decision date', () => {
  it('is not taken from "Bereits mit Beschluss vom …" (an earlier decision)', () => {
    const text =
      'Amtsgericht Köln, 71 IN 12/26 In dem Insolvenzantragsverfahren über das Vermögen der Muster GmbH, ' +
      'Hauptstraße 1, 50667 Köln, Bereits mit Beschluss vom 02.01.2026 wurde die vorläufige Insolvenzverwaltung ' +
      'angeordnet. Zum vorläufigen Insolvenzverwalter wird Rechtsanwalt Y bestellt. Amtsgericht Köln, 10.02.2026';
    expect(parseNotice(text).decisionDate).toBe('2026-02-10');
  });
});
