import type { CaseNotice } from '../case-notice.js';
import { testNotice } from '../../test/notice-factory.js';
import { counterparts, debtorIdentity, identityKeys, mergeIdentity } from './debtor-identity.js';
import { linkBetween } from './link-rules.js';

const identity = (caseId: number, notice: Partial<CaseNotice>) => debtorIdentity(caseId, testNotice(notice));

const koeln = { court: 'Amtsgericht Köln', caseNumber: '71 IN 100/26', city: 'Köln', postalCode: '50667' };
const bonn = { court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26', city: 'Bonn', postalCode: '53111' };
const muenchen = { court: 'Amtsgericht München', caseNumber: '1502 IN 9/26', city: 'München', postalCode: '80331' };
const noRegister = { register: null };

describe('debtor-file link rules', () => {
  it('(a) links the same register entry across courts, renames and spellings of the register court', () => {
    const before = identity(1, {
      ...bonn,
      debtorName: 'Müller Bau GmbH',
      register: { court: 'AG Köln', type: 'HRB', number: '012345' },
    });
    const after = identity(2, {
      ...koeln,
      debtorName: 'Rhein Bau GmbH',
      register: { court: 'Amtsgericht Köln', type: 'HR B', number: '12345' },
    });
    expect(linkBetween(after, before)).toEqual({
      rule: 'register',
      reason: 'gleiche Registernummer HRB 12345, AG Köln',
    });
    // Berlin's registers are kept in Charlottenburg: "AG Berlin-Mitte" names the same register court.
    const berlinA = identity(3, {
      debtorName: 'Spree GmbH',
      register: { court: 'Amtsgericht Charlottenburg', type: 'HRB', number: '777 B' },
    });
    const berlinB = identity(4, {
      ...muenchen,
      debtorName: 'Isar GmbH',
      register: { court: 'Berlin (Charlottenburg)', type: 'HRB', number: '777' },
    });
    expect(linkBetween(berlinA, berlinB)?.rule).toBe('register');
  });

  it('(a) keeps two register entries of one name apart: two firms', () => {
    const a = identity(1, {
      ...koeln,
      debtorName: 'Müller Bau GmbH',
      register: { court: 'AG Köln', type: 'HRB', number: '1' },
    });
    const b = identity(2, {
      ...koeln,
      caseNumber: '71 IN 7/26',
      debtorName: 'Müller Bau GmbH',
      register: { court: 'AG Köln', type: 'HRB', number: '2' },
    });
    expect(linkBetween(a, b)).toBeNull();
  });

  it('(b) links a notice that names the other court’s Aktenzeichen as the proceeding it was referred from', () => {
    const origin = identity(1, { ...bonn, debtorName: 'Alpha GmbH', ...noRegister });
    const referred = identity(2, {
      ...koeln,
      debtorName: 'Alpha GmbH',
      ...noRegister,
      street: 'Neue Straße 9',
      text: 'Das Verfahren ist durch Beschluss des Amtsgerichts Bonn (12 IN 3/26) an das Amtsgericht Köln verwiesen worden.',
    });
    expect(linkBetween(referred, origin)).toEqual({ rule: 'referral', reason: 'verwiesen von AG Bonn, 12 IN 3/26' });
    expect(linkBetween(origin, referred)).toEqual({ rule: 'referral', reason: 'verwiesen von AG Bonn, 12 IN 3/26' });
    // The same Aktenzeichen at another court is another proceeding.
    expect(
      linkBetween(
        referred,
        identity(3, { ...bonn, court: 'Amtsgericht Siegburg', debtorName: 'X GmbH', ...noRegister }),
      ),
    ).toBeNull();
  });

  it('(c) links a former name to the case of that name at its seat', () => {
    const old = identity(1, { ...bonn, debtorName: 'Müller Bau GmbH', ...noRegister });
    const renamed = identity(2, {
      ...bonn,
      caseNumber: '12 IN 40/26',
      debtorName: 'Rhein Bau GmbH',
      ...noRegister,
      text: 'über das Vermögen der Rhein Bau GmbH (vormals Müller Bau GmbH, Bonn), Hauptstraße 1, 53111 Bonn',
    });
    expect(linkBetween(renamed, old)).toEqual({ rule: 'former-name', reason: 'früherer Name Müller Bau GmbH' });
    // The namesake in München is not the renamed firm of Bonn.
    const elsewhere = identity(3, { ...muenchen, debtorName: 'Müller Bau GmbH', ...noRegister });
    expect(linkBetween(renamed, elsewhere)).toBeNull();
  });

  it('(d) links the same name at the same address, unless a namesake lives elsewhere', () => {
    const first = identity(1, { ...koeln, debtorName: 'Müller Bau GmbH', street: 'Hauptstraße 1', ...noRegister });
    const second = identity(2, {
      ...koeln,
      court: 'Amtsgericht Bonn',
      debtorName: 'MÜLLER BAU GmbH',
      street: 'Hauptstr. 1',
      ...noRegister,
    });
    expect(linkBetween(first, second, [first, second])).toEqual({
      rule: 'name-address',
      reason: 'gleicher Name und gleiche Anschrift',
    });
    const namesake = identity(3, {
      ...muenchen,
      debtorName: 'Müller Bau GmbH',
      street: 'Leopoldstraße 5',
      ...noRegister,
    });
    expect(linkBetween(first, second, [first, second, namesake])).toBeNull();
    // A person listed as "NACHNAME, VORNAME" and named "Vorname Nachname" is the same name.
    const listed = identity(4, {
      ...koeln,
      debtorName: 'SCHMIDT, Anna',
      debtorKind: 'person',
      legalForm: null,
      ...noRegister,
    });
    const named = identity(5, {
      ...koeln,
      caseNumber: '71 IK 5/26',
      debtorName: 'Anna Schmidt',
      debtorKind: 'person',
      legalForm: null,
      ...noRegister,
    });
    expect(linkBetween(listed, named, [listed, named])?.rule).toBe('name-address');
  });

  it('never links near-namesakes', () => {
    // Same name, Köln and München, no register entry, no former name: two firms.
    const koelnerFirma = identity(1, { ...koeln, debtorName: 'Müller Bau GmbH', ...noRegister });
    const muenchnerFirma = identity(2, {
      ...muenchen,
      debtorName: 'Müller Bau GmbH',
      street: 'Leopoldstraße 5',
      ...noRegister,
    });
    expect(linkBetween(koelnerFirma, muenchnerFirma, [koelnerFirma, muenchnerFirma])).toBeNull();
    // A longer name at the same address is another firm.
    const bauunternehmung = identity(3, {
      ...koeln,
      caseNumber: '71 IN 8/26',
      debtorName: 'Müller Bauunternehmung GmbH',
      ...noRegister,
    });
    expect(linkBetween(koelnerFirma, bauunternehmung, [koelnerFirma, bauunternehmung])).toBeNull();
    // Another legal form is another firm.
    const ag = identity(4, {
      ...koeln,
      caseNumber: '71 IN 9/26',
      debtorName: 'Müller Bau AG',
      legalForm: 'AG',
      ...noRegister,
    });
    expect(linkBetween(koelnerFirma, ag, [koelnerFirma, ag])).toBeNull();
  });

  it('keeps what every notice of a case said, and finds counterparts by key', () => {
    const first = identity(1, {
      ...koeln,
      debtorName: 'Rhein Bau GmbH',
      text: 'der Rhein Bau GmbH (vormals Müller Bau GmbH, Köln)',
    });
    const later = identity(1, {
      ...koeln,
      debtorName: 'Rhein Bau GmbH',
      register: null,
      text: 'Das Verfahren wurde bisher geführt unter 70 IN 55/25.',
    });
    const merged = mergeIdentity(first, later);
    expect(merged.registerKey).toBe(first.registerKey);
    expect(identityKeys(merged)).toEqual([
      'az:koeln|71IN100/26',
      'name:rhein bau|GmbH',
      'ref:koeln|70IN55/25',
      'reg:koeln|HRB|12345',
      'was:muller bau|GmbH',
    ]);
    expect(counterparts('name:rhein bau|GmbH')).toEqual(['name:rhein bau|GmbH', 'was:rhein bau|GmbH']);
    expect(counterparts('ref:koeln|70IN55/25')).toEqual(['az:koeln|70IN55/25']);
  });
});
