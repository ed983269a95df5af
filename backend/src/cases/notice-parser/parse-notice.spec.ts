import { parseNotice } from './parse-notice.js';

// Invented notices written in the Länder's templates (names, numbers and addresses are made up).

const NRW_OPENING = `Amtsgericht Essen, Aktenzeichen: 163 IN 45/21 Über das Vermögen der im Handelsregister des Amtsgerichts
Gelsenkirchen unter HRB 12345 eingetragenen Rhein-Ruhr Fensterbau GmbH, Kanalstraße 12, 45881 Gelsenkirchen,
gesetzlich vertreten durch den Geschäftsführer Herrn Rechtsanwalt Peter Beispiel, Lindenweg 3, 45897 Gelsenkirchen
wird wegen Zahlungsunfähigkeit heute, am 03.05.2021, um 11:15 Uhr das Insolvenzverfahren eröffnet. Die Eröffnung
erfolgt aufgrund des am 12.03.2021 bei Gericht eingegangenen Antrags der Schuldnerin. Zum Insolvenzverwalter wird
ernannt Rechtsanwalt Dr. Max Muster, Huyssenallee 5, 45128 Essen, Telefon: 0201/123456, E-Mail:
muster@kanzlei-beispiel.de. Forderungen der Insolvenzgläubiger sind bis zum 15.06.2021 unter Beachtung des § 174
InsO beim Insolvenzverwalter anzumelden. Termin zur Gläubigerversammlung (Berichtstermin) und Termin zur Prüfung der
angemeldeten Forderungen ist am Mittwoch, 14.07.2021, 10:00 Uhr, im Gebäude des Amtsgerichts Essen, Zweigertstraße
52, 45130 Essen. Der Termin dient zugleich unter Umständen zur Anhörung über eine Verfahrenseinstellung mangels
Masse (§ 207 InsO). Die Veröffentlichungen werden spätestens sechs Monate nach der Aufhebung oder der Rechtskraft der
Einstellung des Insolvenzverfahrens gelöscht. 163 IN 45/21 Amtsgericht Essen, 04.05.2021`;

const HAMBURG_PRELIMINARY = `Amtsgericht Hamburg, Aktenzeichen: 67c IN 210/21 In dem Insolvenzeröffnungsverfahren über das
Vermögen der im Handelsregister des Amtsgerichts Hamburg unter HRA 123456 eingetragenen Elbkai Transporte GmbH & Co. KG,
ehemals: Hafenstraße 7, 20459 Hamburg, gesetzlich vertreten durch die persönlich haftende Gesellschafterin, die im
Handelsregister des Amtsgerichts Hamburg unter HRB 654321 eingetragene Elbkai Verwaltungs GmbH, Große Elbstraße 99,
22767 Hamburg, diese vertreten durch den Geschäftsführer Herrn Ole Probe ist am 02.08.2021, um 14:20 Uhr angeordnet
worden (§§ 21, 22 InsO): Zum vorläufigen Insolvenzverwalter wird Rechtsanwalt Jan Beispiel, Neuer Wall 10, 20354
Hamburg bestellt. Verfügungen der Schuldnerin über Gegenstände ihres Vermögens sind nur noch mit Zustimmung des
vorläufigen Insolvenzverwalters wirksam (§ 21 Abs. 2 Nr. 2 2. Alt. InsO). Maßnahmen der Zwangsvollstreckung gegen die
Schuldnerin werden untersagt, soweit nicht unbewegliche Gegenstände betroffen sind; bereits begonnene Maßnahmen werden
einstweilen eingestellt (§ 21 Abs. 2 Nr. 3 InsO). 67c IN 210/21 Amtsgericht Hamburg, 02.08.2021`;

const SACHSEN_OPENING =
  'Amtsgericht Leipzig, Aktenzeichen: 401 IN 1234/21 In dem Insolvenzverfahren über das Vermögen der Elster Logistik UG ' +
  '(haftungsbeschränkt), Karl-Heine-Straße 10, 04229 Leipzig, Amtsgericht Leipzig , HRB 98765 vertreten durch den ' +
  'Geschäftsführer Tim Probe ergeht am 02.06.2021 nachfolgende Entscheidung: 1. Über das Vermögen der Schuldnerin ' +
  '(Geschäftszweig: Kurierdienste) wird am 02.06.2021 um 10:00 Uhr das Insolvenzverfahren eröffnet. 2. Zum ' +
  'Insolvenzverwalter wird Rechtsanwältin Anna Beispiel Dittrichring 7 04109 Leipzig Telefon geschäftlich: 0341 112233 ' +
  'Telefax: 0341 112234 Email geschäftlich: info@beispiel-insolvenz.de bestellt. 3. Die Insolvenzgläubiger werden ' +
  'aufgefordert, Insolvenzforderungen (§ 38 InsO) bei der Insolvenzverwalterin schriftlich zweifach bis zum 20.07.2021 ' +
  'anzumelden. 4. Widersprüche sind bis zum 15.09.2021 beim Amtsgericht Leipzig, Bernhard-Göring-Straße 64, 04275 ' +
  'Leipzig schriftlich einzureichen. 401 IN 1234/21 Amtsgericht Leipzig, Abteilung für Insolvenzsachen, 03.06.2021';

const BERLIN_REJECTION =
  'Amtsgericht Charlottenburg, Aktenzeichen: 36k IN 987/21 36k IN 987/21 In dem Verfahren über den Antrag der AOK ' +
  'Nordost, vertreten durch d. Vorstand, Brandenburger Straße 72, 14467 Potsdam, Gz.: 1234-5678 - antragstellende ' +
  'Gläubigerin - auf Eröffnung des Insolvenzverfahrens über das Vermögen der Spree Bistro GmbH, Oranienstraße 12, ' +
  '10999 Berlin, vertreten durch Mehmet Probe, geboren am 01.01.1970, Wiener Straße 3, 10999 Berlin Register-Nr.: ' +
  'HRB 201234 - Schuldnerin - - Geschäftszweig: Gastronomie - Beschluss: Der Antrag der antragstellenden Gläubigerin auf ' +
  'Eröffnung des Insolvenzverfahrens über das Vermögen der Schuldnerin wird mangels Masse abgewiesen. 36k IN 987/21 ' +
  'Amtsgericht Charlottenburg, 09.09.2021';

const SHORT_STYLE_PRELIMINARY =
  '12 IN 34/21: In demInsolvenzantragsverfahren über das Vermögen der Weser Holzbau GmbH, Deichstraße 4, 27568 ' +
  'Bremerhaven (AG Bremen, HRB 4567 HB), vertr. d.: Jan Probe, Hafenweg 2, 27572 Bremerhaven, (Geschäftsführer), ist ' +
  'am 05.07.2021 um 09:15 Uhr die vorläufige Verwaltung des Vermögens der Schuldnerin angeordnet worden. Verfügungen ' +
  'der Schuldnerin sind nur mit Zustimmung des vorläufigen Insolvenzverwalters wirksam. Zum vorläufigen ' +
  'Insolvenzverwalter ist Rechtsanwalt Klaus Beispiel, Am Wall 100, 28195 Bremen, Tel.: 0421/998877, E-Mail: ' +
  'kb@beispiel-recht.de bestellt worden. Amtsgericht Bremerhaven, 05.07.2021';

const BW_PRELIMINARY =
  '3 IN 56/21 | In dem Verfahren über den Antrag Schwarzwald Metall GmbH, Talstraße 8, 78112 St. Georgen, vertreten ' +
  'durch den Geschäftsführer Lukas Probe, geboren am 01.01.1970, Bergweg 2, 78112 St. Georgen - Schuldnerin - auf ' +
  'Eröffnung des Insolvenzverfahrens über das eigene Vermögen | Beschluss: Zur Verhinderung nachteiliger Veränderungen ' +
  'in der Vermögenslage der Schuldnerin bis zur Entscheidung über den Antrag wird am 10.08.2021 um 14:00 Uhr angeordnet ' +
  '(§§ 21, 22 InsO): 1. Maßnahmen der Zwangsvollstreckung gegen die Schuldnerin werden untersagt; bereits begonnene ' +
  'Maßnahmen werden einstweilen eingestellt (§ 21 Abs. 2 Nr. 3 InsO). 2. Zum vorläufigen Insolvenzverwalter wird ' +
  'Rechtsanwalt Dr. Jens Beispiel Bahnhofstraße 1, 78050 Villingen-Schwenningen Telefon: 07721 123456 bestellt. ' +
  'Hinweis: Im Falle der Eröffnung erfolgt eine Löschung spätestens sechs Monate nach der Aufhebung; falls nicht ' +
  'eröffnet wird, erfolgt eine Löschung spätestens sechs Monate nach Aufhebung der Sicherungsmaßnahme. ' +
  'Rechtsbehelfsbelehrung: Die Beschwerde ist binnen einer Notfrist von zwei Wochen bei dem Amtsgericht ' +
  'Villingen-Schwenningen Niedere Straße 94 78050 Villingen-Schwenningen einzulegen. | Amtsgericht ' +
  'Villingen-Schwenningen - Insolvenzgericht - 10.08.2021';

describe('parseNotice: Länder templates', () => {
  it('reads an NRW opening notice (register phrase before the name, managing director with an address)', () => {
    const notice = parseNotice(NRW_OPENING);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Essen',
      state: 'NW',
      caseNumber: '163 IN 45/21',
      publicationType: 'eroeffnung',
      decisionDate: '2021-05-03',
      debtorName: 'Rhein-Ruhr Fensterbau GmbH',
      debtorKind: 'company',
      legalForm: 'GmbH',
      street: 'Kanalstraße 12',
      postalCode: '45881',
      city: 'Gelsenkirchen',
      register: { court: 'Amtsgericht Gelsenkirchen', type: 'HRB', number: '12345' },
      claimsDeadline: '2021-06-15',
    });
    expect(notice.administrator).toEqual({
      role: 'insolvenzverwalter',
      name: 'Rechtsanwalt Dr. Max Muster',
      firm: null,
      street: 'Huyssenallee 5',
      postalCode: '45128',
      city: 'Essen',
      phone: '0201/123456',
      email: 'muster@kanzlei-beispiel.de',
    });
  });

  it('takes the managing director for no one: a "Rechtsanwalt" director is not the administrator', () => {
    expect(parseNotice(NRW_OPENING).administrator?.name).toBe('Rechtsanwalt Dr. Max Muster');
  });

  it('gives the same result with the portal line breaks and with the text squeezed to one line', () => {
    const squeezed = NRW_OPENING.replace(/\s+/g, ' ');
    const hyphenated = NRW_OPENING.replace('Insolvenzverfahren eröffnet', 'Insolvenz-\nverfahren eröffnet');
    const { warnings: _a, ...withBreaks } = parseNotice(NRW_OPENING);
    const { warnings: _b, ...oneLine } = parseNotice(squeezed);
    const { warnings: _c, ...rejoined } = parseNotice(hyphenated);
    expect(oneLine).toEqual(withBreaks);
    expect(rejoined).toEqual(withBreaks);
  });

  it('reads a Hamburg preliminary-measures notice with an "ehemals" address and a general partner', () => {
    const notice = parseNotice(HAMBURG_PRELIMINARY);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Hamburg',
      state: 'HH',
      caseNumber: '67c IN 210/21',
      publicationType: 'sicherungsmassnahmen',
      decisionDate: '2021-08-02',
      debtorName: 'Elbkai Transporte GmbH & Co. KG',
      legalForm: 'GmbH & Co. KG',
      street: 'Hafenstraße 7',
      postalCode: '20459',
      city: 'Hamburg',
      register: { court: 'Amtsgericht Hamburg', type: 'HRA', number: '123456' },
      claimsDeadline: null,
    });
    expect(notice.administrator).toMatchObject({
      role: 'vorlaeufiger_insolvenzverwalter',
      name: 'Rechtsanwalt Jan Beispiel',
      street: 'Neuer Wall 10',
    });
    expect(notice.warnings).toContain('debtor address is a former address (ehemals/früher)');
  });

  it('reads a Sachsen opening with an administrator block without commas', () => {
    const notice = parseNotice(SACHSEN_OPENING);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Leipzig',
      state: 'SN',
      caseNumber: '401 IN 1234/21',
      publicationType: 'eroeffnung',
      decisionDate: '2021-06-02',
      debtorName: 'Elster Logistik UG (haftungsbeschränkt)',
      legalForm: 'UG (haftungsbeschränkt)',
      street: 'Karl-Heine-Straße 10',
      postalCode: '04229',
      city: 'Leipzig',
      register: { court: 'Amtsgericht Leipzig', type: 'HRB', number: '98765' },
      claimsDeadline: '2021-07-20',
    });
    expect(notice.administrator).toEqual({
      role: 'insolvenzverwalter',
      name: 'Rechtsanwältin Anna Beispiel',
      firm: null,
      street: 'Dittrichring 7',
      postalCode: '04109',
      city: 'Leipzig',
      phone: '0341 112233',
      email: 'info@beispiel-insolvenz.de',
    });
  });

  it('reads a Berlin rejection: the filing creditor comes first, the date comes from the signature line', () => {
    const notice = parseNotice(BERLIN_REJECTION);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Charlottenburg',
      state: 'BE',
      caseNumber: '36k IN 987/21',
      publicationType: 'abweisung_mangels_masse',
      decisionDate: '2021-09-09',
      debtorName: 'Spree Bistro GmbH',
      street: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      register: { court: null, type: 'HRB', number: '201234' },
      administrator: null,
    });
  });

  it('reads the Niedersachsen/Hessen short style, also with the collector’s glued words', () => {
    const notice = parseNotice(SHORT_STYLE_PRELIMINARY);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Bremerhaven',
      state: 'HB',
      caseNumber: '12 IN 34/21',
      publicationType: 'sicherungsmassnahmen',
      decisionDate: '2021-07-05',
      debtorName: 'Weser Holzbau GmbH',
      street: 'Deichstraße 4',
      postalCode: '27568',
      city: 'Bremerhaven',
      register: { court: 'Amtsgericht Bremen', type: 'HRB', number: '4567' },
    });
    expect(notice.administrator).toMatchObject({
      role: 'vorlaeufiger_insolvenzverwalter',
      name: 'Rechtsanwalt Klaus Beispiel',
      street: 'Am Wall 100',
      postalCode: '28195',
      city: 'Bremen',
      phone: '0421/998877',
      email: 'kb@beispiel-recht.de',
    });
  });

  it('reads a Baden-Württemberg notice whose court is named only in the last line', () => {
    const notice = parseNotice(BW_PRELIMINARY);
    expect(notice).toMatchObject({
      court: 'Amtsgericht Villingen-Schwenningen',
      state: 'BW',
      caseNumber: '3 IN 56/21',
      publicationType: 'sicherungsmassnahmen',
      decisionDate: '2021-08-10',
      debtorName: 'Schwarzwald Metall GmbH',
      street: 'Talstraße 8',
      postalCode: '78112',
      city: 'St. Georgen',
      register: null,
    });
    expect(notice.administrator).toMatchObject({
      role: 'vorlaeufiger_insolvenzverwalter',
      name: 'Rechtsanwalt Dr. Jens Beispiel',
      street: 'Bahnhofstraße 1',
      city: 'Villingen-Schwenningen',
      phone: '07721 123456',
    });
  });

  it('keeps a case apart by court: the same Aktenzeichen at two courts', () => {
    const goeppingen = parseNotice(
      BW_PRELIMINARY.replace(/Villingen-Schwenningen - Insolvenzgericht/, 'Göppingen - Insolvenzgericht'),
    );
    const mainz = parseNotice(
      '3 IN 56/21: In dem Insolvenzantragsverfahren über das Vermögen der Rheinblick Catering GmbH, Rheinstraße 1, ' +
        '55116 Mainz (AG Mainz, HRB 11111), vertr. d.: Eva Probe, (Geschäftsführerin), ist der Antrag auf Eröffnung des ' +
        'Insolvenzverfahrens am 01.09.2021 mangels Masse abgewiesen worden, § 26 Abs. 1 InsO. Amtsgericht Mainz, 01.09.2021',
    );
    expect(goeppingen.caseNumber).toBe(mainz.caseNumber);
    expect(goeppingen.court).toBe('Amtsgericht Göppingen');
    expect(mainz.court).toBe('Amtsgericht Mainz');
    expect(mainz.state).toBe('RP');
  });
});

describe('parseNotice: debtors', () => {
  it('reads a natural person with salutation and birth date', () => {
    const notice = parseNotice(
      'Amtsgericht Kassel, Aktenzeichen: 661 IK 123/21 In dem Insolvenzverfahren über das Vermögen des Herrn Thomas ' +
        'Beispiel, geboren am 01.01.1970, Gartenweg 5, 34117 Kassel, wird am 14.10.2021 um 09:00 Uhr das ' +
        'Insolvenzverfahren eröffnet. Zum Insolvenzverwalter wird bestellt: Rechtsanwältin Eva Muster, ' +
        'Wilhelmshöher Allee 20, 34119 Kassel. Amtsgericht Kassel, 14.10.2021',
    );
    expect(notice).toMatchObject({
      caseNumber: '661 IK 123/21',
      debtorName: 'Thomas Beispiel',
      debtorKind: 'person',
      legalForm: null,
      street: 'Gartenweg 5',
      city: 'Kassel',
      state: 'HE',
      decisionDate: '2021-10-14',
    });
  });

  it('reads a person written NACHNAME, VORNAME', () => {
    const notice = parseNotice(
      'Amtsgericht Erfurt, Aktenzeichen: 171 IK 77/21 Über das Vermögen des MUSTERMANN, MAX, geb. am 01.01.1970, ' +
        'wohnhaft Lindenstraße 3, 99084 Erfurt, ist am 05.11.2021 um 08:30 Uhr das Insolvenzverfahren eröffnet worden. ' +
        'Amtsgericht Erfurt, 05.11.2021',
    );
    expect(notice).toMatchObject({
      debtorName: 'MUSTERMANN, MAX',
      debtorKind: 'person',
      street: 'Lindenstraße 3',
      postalCode: '99084',
      city: 'Erfurt',
      state: 'TH',
    });
  });

  it('reads an estate ("Nachlass des … verstorbenen …")', () => {
    const notice = parseNotice(
      'Amtsgericht Regensburg, Aktenzeichen: 2 IN 500/21 In dem Nachlassinsolvenzverfahren über den Nachlass des am ' +
        '12.02.2021 verstorbenen Erwin Beispiel, zuletzt wohnhaft Kirchplatz 4, 93047 Regensburg, wird am 03.12.2021 ' +
        'um 10:00 Uhr das Insolvenzverfahren eröffnet. Amtsgericht Regensburg, 03.12.2021',
    );
    expect(notice).toMatchObject({
      debtorName: 'Erwin Beispiel',
      debtorKind: 'estate',
      street: 'Kirchplatz 4',
      city: 'Regensburg',
      decisionDate: '2021-12-03',
      publicationType: 'eroeffnung',
    });
  });

  it('takes the address given after the representative when the company has none of its own', () => {
    const notice = parseNotice(
      'IN 222/21 | In dem Verfahren über den Antrag d. Main Transporte GmbH & Co. KG, vertreten durch den ' +
        'Geschäftsführer Probe Karl, Mainstraße 10, 97421 Schweinfurt Registergericht: Amtsgericht Schweinfurt ' +
        'Register-Nr.: HRA 4321 - Schuldnerin - auf Eröffnung des Insolvenzverfahrens über das eigene Vermögen | 1. Das ' +
        'Insolvenzverfahren über das Vermögen der Schuldnerin wird wegen Zahlungsunfähigkeit am 20.01.2021 um 09.00 Uhr ' +
        'eröffnet. | Amtsgericht Schweinfurt - Insolvenzgericht - 20.01.2021',
    );
    expect(notice).toMatchObject({
      caseNumber: 'IN 222/21',
      debtorName: 'Main Transporte GmbH & Co. KG',
      street: 'Mainstraße 10',
      city: 'Schweinfurt',
      register: { court: 'Amtsgericht Schweinfurt', type: 'HRA', number: '4321' },
      court: 'Amtsgericht Schweinfurt',
      state: 'BY',
    });
    expect(notice.warnings).toContain(
      "debtor address taken from the representative's part (no address next to the name)",
    );
  });

  it('reads a debtor named after "gegen" (Rheinland-Pfalz) and joins a letter-spaced "g e g e n"', () => {
    const notice = parseNotice(
      'Amtsgericht Ludwigshafen/Rhein Insolvenzgericht Beschluss 3 a IN 99/21 In dem Insolvenzantragsverfahren BKK ' +
        'Beispiel, Musterstraße 1, 67059 Ludwigshafen am Rhein, - Antragstellerin - g e g e n Pfalz Pflaster GmbH, ' +
        'Industriestraße 2, 67069 Ludwigshafen am Rhein (AG Ludwigshafen am Rhein, HRB 60001), vertreten durch: Ivo Probe, ' +
        '(Geschäftsführer), - Schuldnerin - hat das Amtsgericht - Insolvenzgericht - Ludwigshafen am Rhein am 07.01.2021 ' +
        'beschlossen: Der Antrag wird mangels einer die Kosten des Verfahrens deckenden Masse abgewiesen. Richter am Amtsgericht',
    );
    expect(notice).toMatchObject({
      court: 'Amtsgericht Ludwigshafen am Rhein',
      state: 'RP',
      caseNumber: '3a IN 99/21',
      debtorName: 'Pfalz Pflaster GmbH',
      city: 'Ludwigshafen am Rhein',
      publicationType: 'abweisung_mangels_masse',
      decisionDate: '2021-01-07',
    });
  });
});

describe('parseNotice: administrators', () => {
  it('reads a Sachwalter in self-administration', () => {
    const notice = parseNotice(
      'Amtsgericht Düsseldorf, Aktenzeichen: 504 IN 99/21 Über das Vermögen der im Register des Amtsgerichts ' +
        'Düsseldorf unter HRB 77777 eingetragenen Königsallee Mode GmbH, Königsallee 1, 40212 Düsseldorf, gesetzlich ' +
        'vertreten durch den Geschäftsführer Herrn Rechtsanwalt Paul Probe, Kaiserstraße 2, 40479 Düsseldorf wird heute, am ' +
        '01.03.2021, um 12:00 Uhr das Insolvenzverfahren eröffnet. Es wird Eigenverwaltung angeordnet. Die Schuldnerin ist ' +
        'berechtigt, unter der Aufsicht des Sachwalters die Insolvenzmasse zu verwalten. Zum Sachwalter wird ernannt ' +
        'Rechtsanwältin Dr. Lea Beispiel, Kanzlei Beispiel & Partner, Rheinufer 9, 40213 Düsseldorf. Forderungen der ' +
        'Insolvenzgläubiger sind bis zum 15.04.2021 beim Sachwalter anzumelden. Amtsgericht Düsseldorf, 01.03.2021',
    );
    expect(notice.administrator).toEqual({
      role: 'sachwalter',
      name: 'Rechtsanwältin Dr. Lea Beispiel',
      firm: 'Kanzlei Beispiel & Partner',
      street: 'Rheinufer 9',
      postalCode: '40213',
      city: 'Düsseldorf',
      phone: null,
      email: null,
    });
    expect(notice.claimsDeadline).toBe('2021-04-15');
  });

  it('reads a preliminary Sachwalter and a name given before the role', () => {
    const sachwalter = parseNotice(
      'Amtsgericht Köln, Aktenzeichen: 70a IN 5/21 In dem Insolvenzeröffnungsverfahren über das Vermögen der Domblick ' +
        'GmbH, Domstraße 1, 50668 Köln, ist am 02.02.2021, um 10:00 Uhr die vorläufige Eigenverwaltung angeordnet worden ' +
        '(§ 270a InsO): Zur vorläufigen Sachwalterin wird Rechtsanwältin Ina Probe, Ring 5, 50672 Köln bestellt. ' +
        'Amtsgericht Köln, 02.02.2021',
    );
    expect(sachwalter.administrator).toMatchObject({
      role: 'vorlaeufiger_sachwalter',
      name: 'Rechtsanwältin Ina Probe',
    });
    const before = parseNotice(
      'Amtsgericht Dresden, Aktenzeichen: 531 IN 9/21 In dem Insolvenzeröffnungsverfahren über das Vermögen der Elbe ' +
        'Bau GmbH, Elbweg 1, 01067 Dresden, Amtsgericht Dresden , HRB 11111 vertreten durch den Geschäftsführer Uwe Probe - ' +
        'wurde am 20.02.2021 um 16.00 Uhr Thomas Beispiel, Budapester Straße 9, 01069 Dresden, Telefon geschäftlich 0351 ' +
        '1234 56 zu dem vorläufigen Insolvenzverwalter bestellt. 531 IN 9/21 Amtsgericht Dresden, 21.02.2021',
    );
    expect(before.administrator).toMatchObject({
      role: 'vorlaeufiger_insolvenzverwalter',
      name: 'Thomas Beispiel',
      street: 'Budapester Straße 9',
      phone: '0351 1234 56',
    });
    expect(before.publicationType).toBe('sicherungsmassnahmen');
  });

  it('reads a Treuhänder and a glued firm name', () => {
    const notice = parseNotice(
      'Amtsgericht Chemnitz, Aktenzeichen: 115 IK 300/21 In dem Insolvenzverfahren über das Vermögen der Frau Erika ' +
        'Probe, Marktplatz 1, 09111 Chemnitz wird am 01.07.2021 um 11:00 Uhr das Insolvenzverfahren eröffnet. Zum ' +
        'Treuhänder wird Rechtsanwalt Paul Muster Beispiel & Kollegen Rechtsanwälte GmbH Brückenstraße 3, 09111 Chemnitz ' +
        'bestellt. Amtsgericht Chemnitz, 01.07.2021',
    );
    expect(notice.debtorName).toBe('Erika Probe');
    expect(notice.debtorKind).toBe('person');
    expect(notice.administrator).toMatchObject({
      role: 'treuhaender',
      name: 'Rechtsanwalt Paul Muster',
      firm: 'Beispiel & Kollegen Rechtsanwälte GmbH',
      street: 'Brückenstraße 3',
    });
  });
});

describe('parseNotice: garbage and limits', () => {
  it('returns an empty result with warnings for empty or random text, never throwing', () => {
    for (const input of ['', '   ', 'lorem ipsum dolor sit amet', '§§§ 12345 ((( IN / ]]', '\u0000\u0001\uffff']) {
      const notice = parseNotice(input);
      expect(notice.court).toBeNull();
      expect(notice.caseNumber).toBeNull();
      expect(notice.debtorName).toBeNull();
      expect(notice.publicationType).toBe('sonstiges');
      expect(notice.warnings.length).toBeGreaterThan(0);
    }
  });

  it('does not throw on non-string input from untyped callers', () => {
    expect(() => parseNotice(undefined as unknown as string)).not.toThrow();
    expect(() => parseNotice(42 as unknown as string)).not.toThrow();
    expect(parseNotice(null as unknown as string).warnings).toContain('empty text');
  });

  it('handles 1 MB of text quickly and still reads what it can', () => {
    const filler = 'Die Beschwerde ist schriftlich einzulegen. '.repeat(25_000);
    const started = performance.now();
    const notice = parseNotice(`${NRW_OPENING} ${filler}`);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(notice.caseNumber).toBe('163 IN 45/21');
    expect(notice.debtorName).toBe('Rhein-Ruhr Fensterbau GmbH');
    expect(notice.warnings).toContain('text longer than expected for a notice; only its beginning and end were read');
  });

  it('survives a megabyte of one repeated character and of random tokens', () => {
    expect(parseNotice('a'.repeat(1_000_000)).warnings.length).toBeGreaterThan(0);
    let seed = 7;
    const words = [
      'IN',
      '12/20',
      'GmbH',
      'Amtsgericht',
      ',',
      '12345',
      'Berlin',
      'über',
      'das',
      'Vermögen',
      'der',
      'am',
    ];
    const tokens: string[] = [];
    for (let i = 0; i < 150_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      tokens.push(words[seed % words.length]);
    }
    expect(() => parseNotice(tokens.join(' '))).not.toThrow();
  });
});
