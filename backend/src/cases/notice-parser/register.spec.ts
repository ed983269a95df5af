import { findRegister } from './register.js';

const register = (text: string) => findRegister(text).register;

describe('register entries', () => {
  it.each([
    [
      'im Handelsregister des Amtsgerichts Bad Oeynhausen unter HRB 6255 eingetragenen',
      'Amtsgericht Bad Oeynhausen',
      'HRB',
      '6255',
    ],
    ['(AG Gießen , HRB 8710)', 'Amtsgericht Gießen', 'HRB', '8710'],
    ['Amtsgericht Mönchengladbach unter HRB17626', 'Amtsgericht Mönchengladbach', 'HRB', '17626'],
    ['Registergericht: Amtsgericht Stendal HRB 26926', 'Amtsgericht Stendal', 'HRB', '26926'],
    ['Registergericht: Amtsgericht Ingolstadt Register-Nr.: HRA 8231', 'Amtsgericht Ingolstadt', 'HRA', '8231'],
    ['Register-Nr.: Amtsgericht Charlottenburg HRA 53234', 'Amtsgericht Charlottenburg', 'HRA', '53234'],
    ['(Registergericht: AG Potsdam HRB 20750 P)', 'Amtsgericht Potsdam', 'HRB', '20750'],
    ['(AG Bremen, HRA 26503 HB)', 'Amtsgericht Bremen', 'HRA', '26503'],
    [
      'Registergericht: Amtsgericht Berlin-Charlottenburg Register-Nr.: HRB 139261 B',
      'Amtsgericht Charlottenburg',
      'HRB',
      '139261',
    ],
    ['(Registergericht: Amtsgericht Frankfurt (Oder), HRB 10805 FF)', 'Amtsgericht Frankfurt (Oder)', 'HRB', '10805'],
    ['im Genossenschaftsregister des Amtsgerichts Jena unter GnR 123 eingetragenen', 'Amtsgericht Jena', 'GnR', '123'],
    ['im Vereinsregister des Amtsgerichts Bonn unter VR 4567 eingetragenen', 'Amtsgericht Bonn', 'VR', '4567'],
    ['Register-Nr.: HRB 193514 - Schuldnerin -', null, 'HRB', '193514'],
  ])('%s', (text, court, type, number) => {
    expect(register(text)).toEqual({ court, type, number });
  });

  it('reads nothing when there is no register number', () => {
    expect(register('Geschäftszweig: Handel')).toBeNull();
  });
});
