import { findAddresses, findPostalPlaces, splitLeadAndStreet } from './address.js';

describe('addresses', () => {
  it('reads postal code and place, with qualifiers and without trailing words', () => {
    const places = (text: string) => findPostalPlaces(text).map((p) => `${p.postalCode} ${p.city}`);
    expect(places('Hofstraße 9-11, 36341 Lauterbach (Hessen) (AG Gießen , HRB 8710)')).toEqual([
      '36341 Lauterbach (Hessen)',
    ]);
    expect(places('Schäfergasse 17, 60313 Frankfurt am Main, Tel.: 069 123')).toEqual(['60313 Frankfurt am Main']);
    expect(places('Straße 5, 14469 Potsdam Forderungen der Gläubiger')).toEqual(['14469 Potsdam']);
    expect(places('Dittrichring 7 04109 Leipzig Telefon: 0341 112233')).toEqual(['04109 Leipzig']);
    expect(places('Gewerbepark 9, 02692 Großpostwitz/O.L., Amtsgericht Dresden')).toEqual(['02692 Großpostwitz/O.L.']);
    expect(places('Limburger Str. 74, 65555 Limburg a.d. Lahn (AG')).toEqual(['65555 Limburg a.d. Lahn']);
    expect(places('Agnes-Str. 2-4, D 36041 Fulda, Tel.: 0661 / 29 28 95-0, HRB 12345 eingetragenen')).toEqual([
      '36041 Fulda',
    ]);
  });

  it('splits a name or firm from a street when no comma separates them', () => {
    expect(splitLeadAndStreet('Rechtsanwalt Dr. Peter Muster Dresdner Straße 86')).toEqual({
      lead: 'Rechtsanwalt Dr. Peter Muster',
      street: 'Dresdner Straße 86',
    });
    expect(splitLeadAndStreet('Beispiel Industrie GmbH Kreuz 32a')).toEqual({
      lead: 'Beispiel Industrie GmbH',
      street: 'Kreuz 32a',
    });
    expect(splitLeadAndStreet('Rechtsanwalt Prof. Dr. Tim Probe Am Campus 1-11')).toEqual({
      lead: 'Rechtsanwalt Prof. Dr. Tim Probe',
      street: 'Am Campus 1-11',
    });
    expect(splitLeadAndStreet('Rechtsanwalt Claus-Peter Langer Herzog-Wilhelm-Str. 17/IV').street).toBe(
      'Herzog-Wilhelm-Str. 17/IV',
    );
    expect(splitLeadAndStreet('Neuer Wall 25 / Schleusenbrücke 1')).toEqual({
      lead: '',
      street: 'Neuer Wall 25 / Schleusenbrücke 1',
    });
    expect(splitLeadAndStreet('Rechtsanwalt Max Probe O 3, 11 + 12')).toEqual({
      lead: 'Rechtsanwalt Max Probe',
      street: 'O 3, 11 + 12',
    });
  });

  it('marks former addresses and cleans register and "c/o" prefixes from the street', () => {
    const [former, current] = findAddresses(
      'X GmbH, ehemals geschäftsansässig Alte Straße 5-7, 10179 Berlin, aktuell geschäftsansässig Neue Straße 92, 10969 Berlin',
    );
    expect(former).toMatchObject({ street: 'Alte Straße 5-7', former: true });
    expect(current).toMatchObject({ street: 'Neue Straße 92', former: false });
    expect(findAddresses('Register-Nr.: HRB 104838 Nobelweg 36 - 44, 12057 Berlin')[0].street).toBe('Nobelweg 36 - 44');
    expect(findAddresses('X GmbH, c/o Probe UG (haftungsbeschränkt) Parkstraße 33, 01139 Dresden')[0].street).toBe(
      'Parkstraße 33',
    );
  });
});
