import { cityFromAddress } from './city-from-address';

describe('cityFromAddress', () => {
  it.each([
    ['Hauptstraße 1, 80331 München', 'München'],
    ['Am Markt 5, 06108 Halle (Saale)', 'Halle (Saale)'],
    ['Industriestr. 7, 60313 Frankfurt am Main', 'Frankfurt am Main'],
    ['80331 München, Deutschland', 'München'],
    ['Gartenweg 2 01067 Dresden', 'Dresden'],
  ])('takes the text after the postal code: %s', (address, city) => {
    expect(cityFromAddress(address)).toBe(city);
  });

  it('takes the last word when there is no five-digit postal code', () => {
    expect(cityFromAddress('Marktplatz 3 Erfurt')).toBe('Erfurt');
    expect(cityFromAddress('Postfach 1234, Kiel.')).toBe('Kiel');
    expect(cityFromAddress('Rostock')).toBe('Rostock');
  });

  it('gives nothing for an empty address', () => {
    expect(cityFromAddress(null)).toBeUndefined();
    expect(cityFromAddress(undefined)).toBeUndefined();
    expect(cityFromAddress('   ')).toBeUndefined();
  });
});
