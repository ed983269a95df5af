import { formatEuro, parseGermanAmount } from './german-amount.js';

describe('German amounts', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234', 123400],
    ['0,5', 50],
    ['0,01', 1],
    ['12.345.678', 1234567800],
    [' 99,90 € ', 9990],
    ['999.999.999,99', 99999999999],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseGermanAmount(text)).toEqual({ cents });
  });

  it.each([
    ['', 'format'],
    ['abc', 'format'],
    ['12.5', 'format'],
    ['1,234.56', 'format'],
    ['1.23,00', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['1,234', 'decimals'],
    ['0', 'zero'],
    ['0,00', 'zero'],
    ['1.000.000.000', 'too_large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseGermanAmount(text)).toEqual({ problem });
  });

  it('writes euros the German way', () => {
    expect(formatEuro(123456)).toBe('1.234,56\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(99999999999)).toBe('999.999.999,99\u00a0€');
  });
});
