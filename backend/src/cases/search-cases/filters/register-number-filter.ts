/**
 * A register number as users type it: "HRB 12345", "HRB12345", "hrb nr. 12345", or the number alone ("12345",
 * then in any register). The suffix some courts add ("HRB 27802 P") is not stored and therefore not asked for.
 */
export const REGISTER_NUMBER_INPUT = /^\s*(?:(HRA|HRB|GnR|GenR|VR|PR|PartR)\s*(?:Nr\.?\s*)?)?(\d{1,7})\s*$/i;

/** Spellings of the register types, as the notice parser records them (notice-parser/register.ts). */
const TYPES: Readonly<Record<string, string>> = {
  hra: 'HRA',
  hrb: 'HRB',
  gnr: 'GnR',
  genr: 'GnR',
  vr: 'VR',
  pr: 'PR',
  partr: 'PR',
};

export interface RegisterNumberFilter {
  readonly type: string | null;
  readonly number: string;
}

/** The register type (if given) and number, or null when the text is not a register number. */
export function parseRegisterNumber(text: string): RegisterNumberFilter | null {
  const match = REGISTER_NUMBER_INPUT.exec(text);
  if (!match) return null;
  return { type: match[1] ? TYPES[match[1].toLowerCase()] : null, number: match[2] };
}
