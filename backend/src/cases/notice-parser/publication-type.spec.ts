import { findPublicationType } from './publication-type.js';
import { TEMPLATE_OPERATIVES } from './publication-type.test-kit.js';

const type = (text: string) => findPublicationType(text).type;

// Real notice heads with these operative parts, and real notices, are checked in publication-type.real-notices.spec.ts.
const HEAD =
  'In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH, Hauptstraße 1, 45127 Essen (AG Essen, HRB 1234):';

describe('publication type from the operative sentence', () => {
  it.each(TEMPLATE_OPERATIVES)('%s: %s', (expected, operative) => {
    expect(type(`${HEAD} ${operative}`)).toBe(expected);
  });

  it('lets a later decision win over the opening it refers back to', () => {
    expect(
      type(
        'Das am 01.02.2015 eröffnete Insolvenzverfahren wird nach Abhaltung des Schlusstermins aufgehoben (§ 200 InsO).',
      ),
    ).toBe('aufhebung');
    expect(
      type('In dem Insolvenzverfahren (eröffnet am 01.02.2015) wird dem Schuldner Restschuldbefreiung erteilt.'),
    ).toBe('restschuldbefreiung');
    expect(
      type('Das Insolvenzverfahren war am 01.02.2018 eröffnet worden. Es wird mangels Masse eingestellt (§ 207 InsO).'),
    ).toBe('einstellung');
    expect(
      type(
        'Die Vergütung des Treuhänders wird festgesetzt (§ 293 InsO). Das Verfahren wurde am 02.03.2023 eröffnet und ist inzwischen aufgehoben.',
      ),
    ).toBe('verguetungsfestsetzung');
  });

  it('is not fooled by boilerplate in opening and preliminary notices', () => {
    expect(
      type(
        'Das Insolvenzverfahren wird am 01.02.2020 eröffnet. Termin zur Anhörung über eine Verfahrenseinstellung ' +
          'mangels Masse (§ 207 InsO). Die Veröffentlichung wird nach der Aufhebung oder Rechtskraft der Einstellung gelöscht.',
      ),
    ).toBe('eroeffnung');
    expect(
      type(
        'Zur Sicherung wird am 01.02.2020 angeordnet (§§ 21, 22 InsO): Maßnahmen der Zwangsvollstreckung werden ' +
          'untersagt; bereits begonnene Maßnahmen werden einstweilen eingestellt. Im Falle der Eröffnung erfolgt eine ' +
          'Löschung; falls nicht eröffnet wird, erfolgt eine Löschung nach Aufhebung der Sicherungsmaßnahme.',
      ),
    ).toBe('sicherungsmassnahmen');
    expect(
      type(
        'Der Antrag wird mangels Masse abgewiesen. Die Anordnung der vorläufigen Verwaltung vom 01.12.2019 ist aufgehoben.',
      ),
    ).toBe('abweisung_mangels_masse');
    expect(
      type('Es ist beabsichtigt, die Eröffnung mangels einer die Verfahrenskosten deckenden Masse abzulehnen.'),
    ).toBe('sonstiges');
  });

  it('keeps an opening an opening when it also announces Masseunzulänglichkeit or lists agenda items', () => {
    expect(
      type(
        'Das Insolvenzverfahren wird am 01.02.2020 eröffnet. Der Insolvenzverwalter hat die Masseunzulänglichkeit ' +
          'angezeigt (§ 208 InsO). Berichts- und Prüfungstermin am 16.03.2020 zur Beschlussfassung über die ' +
          'Wirksamkeit der Erklärung über die Freigabe der selbständigen Tätigkeit (§ 35 Abs. 2 InsO).',
      ),
    ).toBe('eroeffnung');
    expect(
      type(
        'Eine Gläubigerversammlung wird einberufen auf den 01.03.2021. Tagesordnung: gegebenenfalls Zustimmung zur ' +
          'Schlussverteilung und Beschlussfassung über die Anzeige der Masseunzulänglichkeit.',
      ),
    ).toBe('termin');
  });

  it('tells a confirmed plan from the supervision ordered with the Aufhebung', () => {
    expect(
      type('Der Insolvenzplan wurde rechtskräftig bestätigt (§ 248 InsO). Die Erfüllung des Plans wird überwacht.'),
    ).toBe('insolvenzplan');
    expect(
      type(
        'Nachdem der Insolvenzplan rechtskräftig bestätigt ist, wird das Insolvenzverfahren aufgehoben (§ 258 InsO). ' +
          'Die Erfüllung des Insolvenzplans wird überwacht (§ 260 InsO).',
      ),
    ).toBe('ueberwachung_insolvenzplan');
    expect(
      type(
        'Nachdem der Insolvenzplan rechtskräftig bestätigt ist, wird das Insolvenzverfahren aufgehoben (§ 258 InsO).',
      ),
    ).toBe('aufhebung');
  });
});
