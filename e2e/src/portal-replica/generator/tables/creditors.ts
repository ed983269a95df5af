/** Institutions that file creditor petitions (Gläubigeranträge): social insurers and tax offices. */
import type { StateCode } from '../notice.js';

export interface Institution {
  readonly name: string;
  /** "vertreten durch d. Vorstand" etc.; '' when the notice names no representative. */
  readonly representedBy: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** Feminine institutions are "antragstellende Gläubigerin", the Finanzamt is "Gläubiger". */
  readonly feminine: boolean;
}

const inst = (name: string, representedBy: string, address: string, feminine = true): Institution => {
  const match = /^(.*), (\d{5}) (.*)$/.exec(address);
  if (!match) throw new Error(`bad address ${address}`);
  return {
    name,
    representedBy,
    street: match[1] as string,
    postalCode: match[2] as string,
    city: match[3] as string,
    feminine,
  };
};

export const NATIONAL_INSURERS: readonly Institution[] = [
  inst('Techniker Krankenkasse', 'vertreten durch d. Vorstand', 'Bramfelder Straße 140, 22305 Hamburg'),
  inst('BARMER', 'vertreten durch d. Vorstand', 'Lichtscheider Straße 89, 42285 Wuppertal'),
  inst('DAK-Gesundheit', 'vertreten durch d. Vorstand', 'Nagelsweg 27-31, 20097 Hamburg'),
  inst('KKH Kaufmännische Krankenkasse', 'vertreten durch d. Vorstand', 'Karl-Wiechert-Allee 61, 30625 Hannover'),
  inst('IKK classic', 'vertreten durch d. Vorstand', 'Tannenstraße 4b, 01099 Dresden'),
  inst(
    'Deutsche Rentenversicherung Knappschaft-Bahn-See, Minijob-Zentrale',
    'vertreten durch d. Geschäftsführung',
    'Hollestraße 7b, 45127 Essen',
  ),
  inst(
    'Berufsgenossenschaft der Bauwirtschaft',
    'vertreten durch d. Hauptgeschäftsführer',
    'Hildegardstraße 29/30, 10715 Berlin',
  ),
];

const AOK_OF_STATE: Record<StateCode, Institution> = {
  BE: inst(
    'AOK Nordost - Die Gesundheitskasse',
    'vertreten durch d. Vorstand',
    'Brandenburger Straße 72, 14467 Potsdam',
  ),
  BB: inst(
    'AOK Nordost - Die Gesundheitskasse',
    'vertreten durch d. Vorstand',
    'Brandenburger Straße 72, 14467 Potsdam',
  ),
  MV: inst(
    'AOK Nordost - Die Gesundheitskasse',
    'vertreten durch d. Vorstand',
    'Brandenburger Straße 72, 14467 Potsdam',
  ),
  SN: inst(
    'AOK PLUS - Die Gesundheitskasse für Sachsen und Thüringen',
    'vertreten durch d. Vorstand',
    'Sternplatz 7, 01067 Dresden',
  ),
  TH: inst(
    'AOK PLUS - Die Gesundheitskasse für Sachsen und Thüringen',
    'vertreten durch d. Vorstand',
    'Sternplatz 7, 01067 Dresden',
  ),
  BY: inst('AOK Bayern - Die Gesundheitskasse', 'vertreten durch d. Vorstand', 'Carl-Wery-Straße 28, 81739 München'),
  BW: inst('AOK Baden-Württemberg', 'vertreten durch d. Vorstand', 'Presselstraße 19, 70191 Stuttgart'),
  NI: inst('AOK Niedersachsen', 'vertreten durch d. Vorstand', 'Hildesheimer Straße 273, 30519 Hannover'),
  HH: inst('AOK Rheinland/Hamburg', 'vertreten durch d. Vorstand', 'Kasernenstraße 61, 40213 Düsseldorf'),
  NW: inst('AOK NordWest', 'vertreten durch d. Vorstand', 'Kopenhagener Straße 1, 44269 Dortmund'),
  SH: inst('AOK NordWest', 'vertreten durch d. Vorstand', 'Kopenhagener Straße 1, 44269 Dortmund'),
  HE: inst('AOK Hessen', 'vertreten durch d. Vorstand', 'Basler Straße 2, 61352 Bad Homburg v. d. Höhe'),
  RP: inst('AOK Rheinland-Pfalz/Saarland', 'vertreten durch d. Vorstand', 'Virchowstraße 30, 67304 Eisenberg (Pfalz)'),
  SL: inst('AOK Rheinland-Pfalz/Saarland', 'vertreten durch d. Vorstand', 'Virchowstraße 30, 67304 Eisenberg (Pfalz)'),
  ST: inst('AOK Sachsen-Anhalt', 'vertreten durch d. Vorstand', 'Lüneburger Straße 4, 39106 Magdeburg'),
  HB: inst('AOK Bremen/Bremerhaven', 'vertreten durch d. Vorstand', 'Bürgermeister-Smidt-Straße 95, 28195 Bremen'),
};

export function regionalInsurer(state: StateCode): Institution {
  return AOK_OF_STATE[state];
}

/** The local tax office: name and town of the court, street made up by the caller. */
export function taxOffice(city: string, street: string, postalCode: string): Institution {
  return { name: `Finanzamt ${city}`, representedBy: '', street, postalCode, city, feminine: false };
}
