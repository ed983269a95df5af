import { findPublicationType } from './publication-type.js';

const type = (text: string) => findPublicationType(text).type;

describe('publication type from the operative sentence', () => {
  it('recognises the operative sentences of each type', () => {
    expect(
      type('Über das Vermögen der X GmbH ist am 01.02.2020 um 10:00 Uhr das Insolvenzverfahren eröffnet worden.'),
    ).toBe('eroeffnung');
    expect(type('1. Das Insolvenzverfahren wird wegen Zahlungsunfähigkeit am 01.02.2020 um 10.00 Uhr eröffnet.')).toBe(
      'eroeffnung',
    );
    expect(type('Der Antrag auf Eröffnung des Insolvenzverfahrens wird mangels Masse abgewiesen.')).toBe(
      'abweisung_mangels_masse',
    );
    expect(type('Der Antrag wird abgewiesen, da keine die Kosten des Verfahrens deckende Masse vorhanden ist.')).toBe(
      'abweisung_mangels_masse',
    );
    expect(type('Zum vorläufigen Insolvenzverwalter wird Rechtsanwalt X bestellt.')).toBe('sicherungsmassnahmen');
    expect(type('Es wird die vorläufige Verwaltung angeordnet (§§ 21, 22 InsO).')).toBe('sicherungsmassnahmen');
    expect(type('Die Sicherungsmaßnahmen vom 01.02.2020 werden aufgehoben, da der Antrag zurückgenommen wurde.')).toBe(
      'aufhebung_sicherungsmassnahmen',
    );
    expect(type('Das Insolvenzverfahren wird mangels Masse gemäß § 207 InsO eingestellt.')).toBe('einstellung');
    expect(type('Das Insolvenzverfahren wird nach Vollzug der Schlussverteilung aufgehoben (§ 200 InsO).')).toBe(
      'aufhebung',
    );
    expect(type('Dem Schuldner wird die Restschuldbefreiung erteilt.')).toBe('restschuldbefreiung');
    expect(
      type('Das Verzeichnis der bei der Schlussverteilung zu berücksichtigenden Forderungen ist niedergelegt.'),
    ).toBe('verteilungsverzeichnis');
    expect(type('Der Insolvenzplan wurde rechtskräftig bestätigt. Die Erfüllung wird überwacht.')).toBe(
      'insolvenzplan',
    );
    expect(type('Eine Gläubigerversammlung wird einberufen auf den 01.03.2021, 10:00 Uhr.')).toBe('termin');
    expect(type('Der Verfahrenspfleger wird bestellt.')).toBe('sonstiges');
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
    expect(type('In dem Insolvenzverfahren wird der Prüfungstermin vom 01.03.2021 aufgehoben.')).toBe('termin');
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
});
