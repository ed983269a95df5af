/** The 16 Länder by their portal codes, in the portal's order. */
export const LAND_CODES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;

export type LandCode = (typeof LAND_CODES)[number];
