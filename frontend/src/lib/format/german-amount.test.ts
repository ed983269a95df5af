import { formatEuro, parseGermanAmount } from './german-amount';

describe('German amounts', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234', 123400],
    ['0,5', 50],
    [' 99,90 € ', 9990],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseGermanAmount(text)).toEqual({ cents });
  });

  it.each([
    ['', 'format'],
    ['12.5', 'format'],
    ['1,234.56', 'format'],
    ['1,234', 'decimals'],
    ['0,00', 'zero'],
    ['1.000.000.000', 'too_large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseGermanAmount(text)).toEqual({ problem });
  });

  it('writes euros the German way', () => {
    expect(formatEuro(1262017)).toBe('12.620,17\u00a0€');
  });
});
