import { normaliseCourtName } from './court.js';

export type RegisterType = 'HRA' | 'HRB' | 'GnR' | 'PR' | 'VR';

export interface RegisterEntry {
  readonly court: string | null;
  readonly type: RegisterType;
  readonly number: string;
}

// "HRB 8710", "HRB17626", "HRB 27802 P", "HRA 26503 HB", "GnR 123", "VR 456", "PR 12", "Nr. HRB 1234".
const REGISTER_NUMBER =
  /(?<![\wäöüß])(HRA|HRB|GnR|GenR|VR|PR|PartR)\s?(?:Nr\.?\s?)?(\d{1,7})(?:\s?[A-Z]{1,2}\b(?![\wäöüß-]))?/g;

const TYPES: Readonly<Record<string, RegisterType>> = {
  HRA: 'HRA',
  HRB: 'HRB',
  GnR: 'GnR',
  GenR: 'GnR',
  VR: 'VR',
  PR: 'PR',
  PartR: 'PR',
};

// The register court in front of the number: "des Amtsgerichts X unter", "(AG X, ", "Amtsgericht X ,",
// "Registergericht: Amtsgericht X Handelsregister Register-Nr.:", "Register-Nr.: Amtsgericht X", "Registergericht X".
const COURT_BEFORE =
  /(?:Amts-?\s?gerichts?|AG|Registergerichts?)\s*:?\s+(?:Amts-?\s?gericht\s+)?([A-ZÄÖÜ][\wäöüßÄÖÜ.'()/-]*(?:\s+(?!Handelsregister|Register|Registergericht|HR[AB]|unter\b|Nr\b)[\wäöüßÄÖÜ.'()/-]+){0,4}?)\s*(?:,|\(|Handelsregister\w*|Register-?\s?Nr\.?:?|Registergericht|unter|Abteilung\s+B|B\b)?\s*(?:Register-?\s?Nr\.?:?\s*)?(?:Nr\.?\s*)?$/;

/** The register court named right before a register number (within the same register phrase), or null. */
function courtBefore(text: string, index: number): string | null {
  const window = text.slice(Math.max(0, index - 110), index);
  // The pattern is anchored at the number, so only the court phrase directly in front of it can match.
  const match = COURT_BEFORE.exec(window.slice(window.lastIndexOf(';') + 1));
  if (!match) return null;
  const place = match[1].replace(/\s*[,(]+$/, '').trim();
  if (/^(?:Handelsregister|Register|Amtsgericht|HR[AB])/.test(place)) return null;
  return normaliseCourtName(place);
}

export interface RegisterFinding {
  readonly register: RegisterEntry | null;
  readonly index: number;
}

/** The first register entry in `text` between `from` and `to` (the debtor's part of the notice). */
export function findRegister(text: string, from = 0, to = text.length): RegisterFinding {
  const slice = text.slice(from, to);
  for (const match of slice.matchAll(REGISTER_NUMBER)) {
    const type = TYPES[match[1]];
    if (!type) continue;
    const index = from + (match.index ?? 0);
    return { register: { court: courtBefore(text, index), type, number: match[2] }, index };
  }
  return { register: null, index: -1 };
}
