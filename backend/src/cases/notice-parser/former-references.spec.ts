import { formerNames, formerProceedings } from './former-references.js';

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

  it('does not take former addresses or a bare legal form for a name', () => {
    expect(formerNames('der DEUGA GmbH, früher: Otto-Meßmer-Straße 1, 60314 Frankfurt am Main')).toEqual([]);
    expect(formerNames('Erfolgt die Bekanntmachung neben der Zustellung, ist das frühere Ereignis maßgebend.')).toEqual(
      [],
    );
    expect(formerNames('vormals GmbH')).toEqual([]);
  });
});
