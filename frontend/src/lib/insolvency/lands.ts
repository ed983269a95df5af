/** The 16 Länder by the codes the API uses (search filter `state`, case field `state`). */
export const LANDS = [
  { code: 'BW', name: 'Baden-Württemberg' },
  { code: 'BY', name: 'Bayern' },
  { code: 'BE', name: 'Berlin' },
  { code: 'BB', name: 'Brandenburg' },
  { code: 'HB', name: 'Bremen' },
  { code: 'HH', name: 'Hamburg' },
  { code: 'HE', name: 'Hessen' },
  { code: 'MV', name: 'Mecklenburg-Vorpommern' },
  { code: 'NI', name: 'Niedersachsen' },
  { code: 'NW', name: 'Nordrhein-Westfalen' },
  { code: 'RP', name: 'Rheinland-Pfalz' },
  { code: 'SL', name: 'Saarland' },
  { code: 'SN', name: 'Sachsen' },
  { code: 'ST', name: 'Sachsen-Anhalt' },
  { code: 'SH', name: 'Schleswig-Holstein' },
  { code: 'TH', name: 'Thüringen' },
] as const;

export type LandCode = (typeof LANDS)[number]['code'];

export function isLandCode(value: string): value is LandCode {
  return LANDS.some((land) => land.code === value);
}

/** The Land's name; an unknown code is shown as it came, nothing as undefined. */
export function landName(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  return LANDS.find((land) => land.code === code)?.name ?? code;
}
