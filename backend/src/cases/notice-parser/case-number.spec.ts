import { findCaseNumber, findCaseNumbers, normaliseCaseNumber } from './case-number.js';

describe('Aktenzeichen', () => {
  it.each([
    ['6 IN 149/19', '6 IN 149/19'],
    ['43  IN  14 / 20', '43 IN 14/20'],
    ['36t IN 4738/20', '36t IN 4738/20'],
    ['36 T IN 4738/20', '36t IN 4738/20'],
    ['3 e IN 77/19', '3e IN 77/19'],
    ['IN 294/19', 'IN 294/19'],
    ['801 IK 1234/21', '801 IK 1234/21'],
    ['12 IE 5/21', '12 IE 5/21'],
    ['9 IIN 3/2021', '9 IIN 3/2021'],
    ['810 IN 1498/19 D', '810 IN 1498/19'],
    ['534/562 IN 1768/19', '534 IN 1768/19'],
  ])('normalises %s → %s', (raw, expected) => {
    expect(normaliseCaseNumber(raw)).toBe(expected);
  });

  it('does not read register or file numbers as an Aktenzeichen', () => {
    expect(normaliseCaseNumber('HRB 12345')).toBeNull();
    expect(normaliseCaseNumber('Gz.: 87190601/INSO/96465')).toBeNull();
  });

  it('separates glued numbers', () => {
    expect(findCaseNumbers('IN 62/20 IN 146/20 IN 147/20').map((c) => c.value)).toEqual([
      'IN 62/20',
      'IN 146/20',
      'IN 147/20',
    ]);
  });

  it('takes the labelled or leading number, not joined proceedings mentioned later', () => {
    const text =
      'Amtsgericht Charlottenburg, Aktenzeichen: 36t IN 4738/20 In dem Insolvenzverfahren … Die Verfahren 36t IN 4396/20 ' +
      'und 36t IN 5642/20 werden verbunden.';
    expect(findCaseNumber(text)).toBe('36t IN 4738/20');
    expect(findCaseNumber('Beschluss … mit den Aktenzeichen 3 e IN 77/09 … 3 e IN 77/19 Ft')).toBe('3e IN 77/09');
    expect(findCaseNumber('In dem Verfahren … viel Text … Amtsgericht Cottbus, 2. März 2020, Az.: 63 IN 332/19')).toBe(
      '63 IN 332/19',
    );
    expect(findCaseNumber('kein Aktenzeichen')).toBeNull();
  });
});
