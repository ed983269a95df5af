import type { PublicationType } from '@insolvenz/backend/cases/domain/events.js';
import { caseStatus, CLOSED_STATUSES, isActiveStatus, statusTimeline } from './case-status.js';

const timeline = (...entries: ([PublicationType, string] | [PublicationType, string, string])[]) =>
  entries.map(([publicationType, publicationDate, decisionDate], index) => ({
    publicationType,
    publicationDate,
    decisionDate: decisionDate ?? null,
    fingerprint: `${publicationType}-${publicationDate}`,
    seq: index + 1,
  }));
const current = (...entries: Parameters<typeof timeline>) => [...statusTimeline(timeline(...entries)).values()].pop();

describe('case status', () => {
  it('names each stage with the label users know', () => {
    expect(caseStatus('sicherungsmassnahmen', null)).toBe('Antrag gestellt');
    expect(caseStatus('schutzschirmverfahren', 'Antrag gestellt')).toBe('Schutzschirmverfahren angeordnet');
    expect(caseStatus('eigenverwaltung', 'Antrag gestellt')).toBe('Verfahren in Eigenverwaltung eröffnet');
    expect(caseStatus('masseunzulaenglichkeit', 'Verfahren eröffnet')).toBe('Masseunzulänglichkeit angezeigt');
    expect(caseStatus('schlussverteilung', 'Verfahren eröffnet')).toBe('Schlussverteilung eingeleitet');
    expect(caseStatus('aufhebung', 'Schlussverteilung eingeleitet')).toBe('Verfahren aufgehoben');
    expect(caseStatus('einstellung', 'Masseunzulänglichkeit angezeigt')).toBe('Verfahren eingestellt');
    expect(caseStatus('versagung_restschuldbefreiung', 'Verfahren aufgehoben')).toBe('Restschuldbefreiung versagt');
    expect(caseStatus('ueberwachung_insolvenzplan', 'Insolvenzplan')).toBe('Planüberwachung angeordnet');
  });

  it('keeps the stage for notices that do not change it, and implies the opening when nothing else is known', () => {
    for (const type of [
      'termin',
      'pruefungstermin',
      'freigabe_selbstaendige_taetigkeit',
      'verguetungsfestsetzung',
      'verwalterwechsel',
      'sonstiges',
    ] as const) {
      expect(caseStatus(type, 'Masseunzulänglichkeit angezeigt')).toBe('Masseunzulänglichkeit angezeigt');
    }
    expect(caseStatus('pruefungstermin', null)).toBe('Verfahren eröffnet');
    expect(caseStatus('sonstiges', null)).toBe('Sonstige Bekanntmachung');
  });

  it('follows the latest stage-changing notice by publication date, also when notices arrive late', () => {
    expect(current(['eroeffnung', '2026-01-10'], ['termin', '2026-03-01'])).toBe('Verfahren eröffnet');
    // The Aufhebung of 1 March arrives after a Vergütung notice of 5 March: the case is aufgehoben.
    expect(
      current(['eroeffnung', '2026-01-10'], ['verguetungsfestsetzung', '2026-03-05'], ['aufhebung', '2026-03-01']),
    ).toBe('Verfahren aufgehoben');
    // An older stage arriving late does not override a newer one.
    expect(current(['aufhebung', '2026-03-01'], ['eroeffnung', '2026-01-10'])).toBe('Verfahren aufgehoben');
    const statuses = statusTimeline(
      timeline(['eroeffnung', '2026-01-10'], ['termin', '2026-03-05'], ['masseunzulaenglichkeit', '2026-02-01']),
    );
    expect([...statuses.entries()]).toEqual([
      [1, 'Verfahren eröffnet'],
      [3, 'Masseunzulänglichkeit angezeigt'],
      [2, 'Masseunzulänglichkeit angezeigt'],
    ]);
  });

  it('still projects the types recorded before the finer vocabulary with their old labels', () => {
    expect(current(['eroeffnung', '2026-01-10'], ['restschuldbefreiung', '2026-02-01'])).toBe('Restschuldbefreiung');
    expect(current(['insolvenzplan', '2026-01-10'])).toBe('Insolvenzplan');
    expect(current(['verteilungsverzeichnis', '2026-01-10'])).toBe('Verteilungsverzeichnis');
  });

  it('orders notices of one day by decision date, then stage, never by the order the import recorded them in', () => {
    // The importer fetches a day's notices concurrently: a restart records them in another order.
    const sameDay: Parameters<typeof timeline> = [
      ['restschuldbefreiung', '2026-11-25'],
      ['nachtragsverteilung', '2026-11-25'],
    ];
    expect(current(...sameDay)).toBe(current(...[...sameDay].reverse()));
    expect(current(['aufhebung', '2026-11-25'], ['eroeffnung', '2026-11-25'])).toBe('Verfahren aufgehoben');
    // The court's decision dates say which came later, whatever the stage.
    expect(
      current(['einstellung', '2026-11-25', '2026-11-20'], ['masseunzulaenglichkeit', '2026-11-25', '2026-11-21']),
    ).toBe('Masseunzulänglichkeit angezeigt');
  });

  it('calls a case active until a notice ends its proceedings, and again when a later one reopens them', () => {
    expect([...CLOSED_STATUSES].sort()).toEqual([
      'Abgewiesen mangels Masse',
      'Planüberwachung aufgehoben',
      'Restschuldbefreiung',
      'Restschuldbefreiung versagt',
      'Sicherungsmaßnahmen aufgehoben',
      'Verfahren aufgehoben',
      'Verfahren eingestellt',
    ]);
    const active = (...entries: Parameters<typeof timeline>) => isActiveStatus(current(...entries) as string);
    expect(active(['sicherungsmassnahmen', '2026-01-05'])).toBe(true);
    expect(active(['eroeffnung', '2026-01-10'], ['masseunzulaenglichkeit', '2026-02-01'])).toBe(true);
    expect(active(['eroeffnung', '2026-01-10'], ['aufhebung', '2026-03-01'])).toBe(false);
    // A hearing announced after the lifting does not reopen the proceedings; a Nachtragsverteilung does.
    expect(active(['aufhebung', '2026-03-01'], ['termin', '2026-03-05'])).toBe(false);
    expect(active(['aufhebung', '2026-03-01'], ['nachtragsverteilung', '2026-06-01'])).toBe(true);
    expect(active(['sicherungsmassnahmen', '2026-01-05'], ['abweisung_mangels_masse', '2026-02-01'])).toBe(false);
    expect(active(['sonstiges', '2026-01-05'])).toBe(true);
  });
});
