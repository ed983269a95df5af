import { formerNames, formerProceedings, formerRegisters } from './former-references.js';

const own = { court: 'Amtsgericht Köln', caseNumber: '71 IN 100/26' };

describe('former proceedings a notice names', () => {
  it('reads the court and Aktenzeichen of a referral or hand-over', () => {
    expect(
      formerProceedings(
        'Das Verfahren wurde durch Beschluss des Amtsgerichts Bonn vom 02.03.2026 (12 IN 3/26) an das Amtsgericht Köln verwiesen.',
        own,
      ),
    ).toEqual([{ court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' }]);
    expect(
      formerProceedings(
        'Das Insolvenzverfahren ist vom AG Bonn - 12 IN 3/26 - an das hiesige Gericht abgegeben worden.',
        own,
      ),
    ).toEqual([{ court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' }]);
    expect(formerProceedings('Nach Verweisung durch das Amtsgericht Siegburg, Az. 5 IN 7/26, wird …', own)).toEqual([
      { court: 'Amtsgericht Siegburg', caseNumber: '5 IN 7/26' },
    ]);
  });

  // Wordings of the portal replica's referrals (`npm run bench -- files --replica`) the rules missed before.
  it('reads "übernommen", "früheres Aktenzeichen" and a referral told over two sentences', () => {
    expect(
      formerProceedings(
        'Das Verfahren wurde vom Amtsgericht Hannover (früheres Aktenzeichen: 904 IN 1875/26) übernommen.',
        own,
      ),
    ).toEqual([{ court: 'Amtsgericht Hannover', caseNumber: '904 IN 1875/26' }]);
    expect(formerProceedings('Früheres Aktenzeichen: Amtsgericht Landau in der Pfalz, 3 IN 413/26.', own)).toEqual([
      { court: 'Amtsgericht Landau in der Pfalz', caseNumber: '3 IN 413/26' },
    ]);
    const bonn = { court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' };
    expect(
      formerProceedings(
        'Das Gericht hat sich durch Beschluss vom 12.11.2026 für örtlich unzuständig erklärt und das Verfahren an das zuständige Amtsgericht Köln verwiesen. Dort wird es unter dem Aktenzeichen 71 IN 100/26 geführt.',
        bonn,
      ),
    ).toEqual([{ court: 'Amtsgericht Köln', caseNumber: '71 IN 100/26', direction: 'to' }]);
  });

  it('tells the referring court’s notice (the proceeding it went to) from the receiving court’s', () => {
    const bonn = { court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' };
    expect(
      formerProceedings(
        'Das Verfahren wird mit Beschluss vom 12.11.2026 an das Amtsgericht Köln verwiesen, Az. dort: 71 IN 100/26.',
        bonn,
      ),
    ).toEqual([{ court: 'Amtsgericht Köln', caseNumber: '71 IN 100/26', direction: 'to' }]);
    expect(
      formerProceedings(
        'Das Amtsgericht Bonn hat sich mit Beschluss vom 10.11.2026 für örtlich unzuständig erklärt und das Verfahren 12 IN 3/26 auf Antrag der Schuldnerin an das Amtsgericht Köln verwiesen.',
        own,
      ),
    ).toEqual([{ court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' }]);
    // "dort" without a referral before it is no referral.
    expect(formerProceedings('Die Akten liegen aus. Dort ist auch 12 IN 3/26 einzusehen.', own)).toEqual([]);
  });

  it('takes the notice’s own court for a hand-over within the court', () => {
    expect(formerProceedings('Das Verfahren wurde bisher geführt unter 70 IN 55/25.', own)).toEqual([
      { court: 'Amtsgericht Köln', caseNumber: '70 IN 55/25' },
    ]);
  });

  it('ignores the legal-remedy boilerplate, the own Aktenzeichen and Aktenzeichen outside a referral', () => {
    expect(formerProceedings('Wegen der sicheren Übermittlungswege wird auf § 130a ZPO verwiesen.', own)).toEqual([]);
    expect(formerProceedings('71 IN 100/26: Das Verfahren wird an das Amtsgericht Bonn abgegeben.', own)).toEqual([]);
    expect(formerProceedings('Das Verfahren 12 IN 3/26 des Amtsgerichts Bonn bleibt unberührt.', own)).toEqual([]);
  });
});

describe('former names a notice names', () => {
  it('reads a name after vormals, früher, ehemals and vorher that ends in a legal form, with its seat', () => {
    expect(formerNames('über das Vermögen der Rhein Bau GmbH (vormals Müller Bau GmbH, Köln), Hauptstraße 1')).toEqual([
      { name: 'Müller Bau GmbH', seat: 'Köln' },
    ]);
    expect(formerNames('der Nova Logistik GmbH, früher firmierend als Alpha Transporte GmbH & Co. KG, Bonn')).toEqual([
      { name: 'Alpha Transporte GmbH & Co. KG', seat: 'Bonn' },
    ]);
    expect(formerNames('der Beta AG (ehemals: „Gamma Handels AG“)')).toEqual([
      { name: 'Gamma Handels AG', seat: null },
    ]);
    expect(
      formerNames('der Delta UG (haftungsbeschränkt), vorher Epsilon GmbH, mit Sitz in Frankfurt am Main'),
    ).toEqual([{ name: 'Epsilon GmbH', seat: 'Frankfurt am Main' }]);
  });

  it('reads "bis zum … firmierend als", "bisherige Firma" and a seat after "mit Sitz in" (replica wordings)', () => {
    expect(
      formerNames(
        'der Nova GmbH, bis zum 03.06.2026 firmierend als Alpha Transporte GmbH mit Sitz in Bonn, Hauptstraße 1',
      ),
    ).toEqual([{ name: 'Alpha Transporte GmbH', seat: 'Bonn' }]);
    expect(
      formerNames('der Nova GmbH (umfirmiert am 03.06.2026; bisherige Firma: Alpha Transporte GmbH), Köln'),
    ).toEqual([{ name: 'Alpha Transporte GmbH', seat: null }]);
    expect(formerNames('der Beta AG (vormals: Gamma Handels AG mit Sitz in Köln)')).toEqual([
      { name: 'Gamma Handels AG', seat: 'Köln' },
    ]);
  });

  it('does not take former addresses or a bare legal form for a name', () => {
    expect(formerNames('der DEUGA GmbH, früher: Otto-Meßmer-Straße 1, 60314 Frankfurt am Main')).toEqual([]);
    expect(formerNames('Erfolgt die Bekanntmachung neben der Zustellung, ist das frühere Ereignis maßgebend.')).toEqual(
      [],
    );
    expect(formerNames('vormals GmbH')).toEqual([]);
  });
});

describe('former register entries a notice names', () => {
  it('reads the entry after "zuvor:" and "bis zur Sitzverlegung … eingetragen" (replica wordings)', () => {
    expect(
      formerRegisters('Registergericht: Amtsgericht Mannheim Register-Nr.: PR 16587, zuvor: AG Aachen, PR 322'),
    ).toEqual([{ court: 'Amtsgericht Aachen', type: 'PR', number: '322' }]);
    expect(
      formerRegisters(
        'Register-Nr.: HRB 12168 (bis zur Sitzverlegung nach Herbolzheim eingetragen im Handelsregister des Amtsgerichts Osnabrück unter HRB 110553)',
      ),
    ).toEqual([{ court: 'Amtsgericht Osnabrück', type: 'HRB', number: '110553' }]);
  });

  it('does not take the current entry after a former address', () => {
    // The real DEUGA and FORNY notices: "früher:"/"vormals:" name a former address; the register after it is current.
    expect(
      formerRegisters(
        'der DEUGA GmbH, früher: Otto-Meßmer-Straße 1, 60314 Frankfurt am Main (AG Frankfurt am Main, HRB 106152)',
      ),
    ).toEqual([]);
    expect(
      formerRegisters('der FORNY Group GmbH, vormals: Stephanitorsbollwerk 1, 28217 Bremen (AG Bremen, HRB 32056 HB)'),
    ).toEqual([]);
  });
});
