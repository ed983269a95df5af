import { formerRegisters } from '../../notice-parser/former-references.js';
import { corpusNotices, fixturesMissing } from '../../notice-parser/real-notices.test-kit.js';
import { testNotice } from '../../test/notice-factory.js';
import { debtorIdentity, identityKeys } from './debtor-identity.js';
import { linkBetween } from './link-rules.js';

/**
 * Rule (a) across register changes (issue #32 item 3) on a real notice: EXCKON-Air moved from Zossen (AG Potsdam)
 * to Schönau (AG Schweinfurt) to Fulda; the Fulda notice names both former entries.
 */
const exckon = () => corpusNotices()?.find((n) => n.text.includes('EXCKON-Air'));

describe('former register entries read from a real notice', () => {
  it('reads "davor eingetragen beim Amtsgericht …(HRB …)" and links the proceedings under the former entries', () => {
    const real = exckon();
    if (!real) {
      expect(fixturesMissing()).toBe(true);
      return;
    }
    expect(formerRegisters(real.text)).toEqual([
      { court: 'Amtsgericht Schweinfurt', type: 'HRB', number: '7302' },
      { court: 'Amtsgericht Potsdam', type: 'HRB', number: '31588 P' },
    ]);
    const fulda = debtorIdentity(
      1,
      testNotice({
        court: 'Amtsgericht Fulda',
        caseNumber: '91 IN 82/19',
        debtorName: "EXCKON-Air EU OP's GmbH",
        register: { court: 'Amtsgericht Fulda', type: 'HRB', number: '7488' },
        city: 'Fulda',
        text: real.text,
      }),
    );
    expect(identityKeys(fulda)).toEqual(expect.arrayContaining([expect.stringMatching(/^reg:.*\|HRB\|7302$/)]));
    // An earlier proceeding at the former seat, under the former entry and another name.
    const zossen = debtorIdentity(
      2,
      testNotice({
        court: 'Amtsgericht Potsdam',
        caseNumber: '35 IN 100/18',
        debtorName: 'Kallinchen Air GmbH',
        register: { court: 'Amtsgericht Potsdam', type: 'HRB', number: '31588 P' },
        city: 'Zossen',
        text: 'Über das Vermögen der Kallinchen Air GmbH …',
      }),
    );
    expect(linkBetween(fulda, zossen)).toEqual({
      rule: 'register',
      reason: 'frühere Registernummer HRB 31588, AG Potsdam',
    });
    expect(linkBetween(zossen, fulda)?.rule).toBe('register');
    // Another firm under the same number at a third register court stays apart.
    const namesake = debtorIdentity(
      3,
      testNotice({
        court: 'Amtsgericht Köln',
        caseNumber: '71 IN 5/19',
        debtorName: "EXCKON-Air EU OP's GmbH",
        register: { court: 'Amtsgericht Köln', type: 'HRB', number: '7302' },
        city: 'Köln',
      }),
    );
    expect(linkBetween(fulda, namesake)).toBeNull();
  });

  it('takes no entry without the marker, nor the current one named after the clause', () => {
    expect(formerRegisters('Über das Vermögen der X GmbH (Amtsgericht Köln, HRB 123) wird …')).toEqual([]);
    expect(
      formerRegisters(
        'X GmbH, vormals eingetragen im Handelsregister des Amtsgerichts Bonn unter HRB 55; jetzt Amtsgericht Köln (HRB 66)',
      ),
    ).toEqual([{ court: 'Amtsgericht Bonn', type: 'HRB', number: '55' }]);
  });
});
