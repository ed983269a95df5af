import { foldedTokens } from '../../../platform/text/german-search.js';

/**
 * Legal forms as users type them and as the notice parser records them (notice-parser/legal-form.ts writes the
 * canonical short form into `legalForm`). Every spelling is a sequence of folded words ("Gesellschaft mit
 * beschränkter Haftung" → gesellschaft mit beschrankter haftung), so long and short forms are the same thing.
 */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'GmbH & Co. KGaA': ['gmbh co kgaa', 'gmbh und co kgaa', 'gmbh u co kgaa'],
  'AG & Co. KGaA': ['ag co kgaa'],
  'SE & Co. KGaA': ['se co kgaa'],
  'UG (haftungsbeschränkt) & Co. KG': [
    'ug haftungsbeschrankt co kg',
    'ug co kg',
    'unternehmergesellschaft haftungsbeschrankt co kg',
    'ug haftungsbeschrankt und co kg',
    'ug haftungsbeschrankt u co kg',
    'ug u co kg',
  ],
  'GmbH & Co. KG': [
    'gmbh co kg',
    'gmbh und co kg',
    // "GmbH u. Co. KG" and "GmbH & Cie. KG", as customer lists and older register entries spell it.
    'gmbh u co kg',
    'gmbh cie kg',
    'gmbh und cie kg',
    'mbh co kg',
    'gmbh co kommanditgesellschaft',
    'gesellschaft mit beschrankter haftung co kg',
    'gesellschaft mit beschrankter haftung und co kg',
  ],
  'GmbH & Co. OHG': ['gmbh co ohg'],
  'AG & Co. KG': ['ag co kg'],
  'SE & Co. KG': ['se co kg'],
  'Ltd. & Co. KG': ['ltd co kg', 'limited co kg'],
  'UG (haftungsbeschränkt)': [
    'ug',
    'ug haftungsbeschrankt',
    'unternehmergesellschaft',
    'unternehmergesellschaft haftungsbeschrankt',
  ],
  gGmbH: ['ggmbh', 'gemeinnutzige gmbh', 'gemeinnutzige gesellschaft mit beschrankter haftung'],
  GmbH: [
    'gmbh',
    'mbh',
    'g m b h',
    'gesellschaft mit beschrankter haftung',
    'gesellschaft mbh',
    // "Kosmetikgesellschaft mbH" spelled out: the compound keeps "gesellschaft", the rest is "mbH".
    'mit beschrankter haftung',
  ],
  KGaA: ['kgaa', 'kommanditgesellschaft auf aktien'],
  AG: ['ag', 'aktiengesellschaft'],
  SE: ['se', 'societas europaea'],
  KG: ['kg', 'kommanditgesellschaft'],
  OHG: ['ohg', 'offene handelsgesellschaft'],
  'PartG mbB': [
    'partg mbb',
    'partgmbb',
    'partnerschaftsgesellschaft mbb',
    'partnerschaftsgesellschaft mit beschrankter berufshaftung',
  ],
  PartG: ['partg', 'partnerschaftsgesellschaft'],
  GbR: ['gbr', 'gesellschaft burgerlichen rechts', 'gesellschaft burgerlichen rechtes'],
  eG: ['eg', 'eingetragene genossenschaft'],
  'e.V.': ['e v', 'ev', 'eingetragener verein'],
  'e.K.': ['e k', 'ek', 'e kfm', 'e kfr', 'eingetragener kaufmann', 'eingetragene kauffrau'],
  'Ltd.': ['ltd', 'limited'],
  'S.à r.l.': ['sarl', 's a r l'],
  'B.V.': ['bv', 'b v'],
  'S.A.': ['s a'],
  'Inc.': ['inc'],
  LLC: ['llc'],
};

interface Spelling {
  readonly form: string;
  readonly words: readonly string[];
}

/** Every spelling, longest first, so that "GmbH & Co. KG" is found before "GmbH" and "KG". */
const ALL_SPELLINGS: readonly Spelling[] = Object.entries(SPELLINGS)
  .flatMap(([form, spellings]) => spellings.map((s) => ({ form, words: foldedTokens(s) })))
  .sort((a, b) => b.words.length - a.words.length);

export interface LegalFormInQuery {
  /** Canonical short form, as `legalForm` of a case holds it ("GmbH"). */
  readonly form: string;
  /** Position of its first word among the tokens, and how many words it spans. */
  readonly at: number;
  readonly length: number;
}

/** The longest legal form spelled in the folded tokens (the last one when there are several), or null. */
export function findLegalForm(tokens: readonly string[]): LegalFormInQuery | null {
  let best: LegalFormInQuery | null = null;
  for (const spelling of ALL_SPELLINGS) {
    if (best && spelling.words.length < best.length) break;
    for (let at = tokens.length - spelling.words.length; at >= 0; at--) {
      if (spelling.words.every((word, i) => tokens[at + i] === word)) {
        if (!best || at > best.at) best = { form: spelling.form, at, length: spelling.words.length };
        break;
      }
    }
  }
  return best;
}

/**
 * The words of a name without the legal forms at its end ("Müller Bau GmbH & Co. KG" → muller bau): what two
 * names must share to be the same company name.
 */
export function nameCore(tokens: readonly string[]): string[] {
  let core = [...tokens];
  for (;;) {
    const found = ALL_SPELLINGS.find(
      (s) => s.words.length <= core.length && s.words.every((w, i) => core[core.length - s.words.length + i] === w),
    );
    if (found) core = core.slice(0, core.length - found.words.length);
    else if (core.length > 1 && ['und', 'u', 'co', 'cie'].includes(core[core.length - 1])) core.pop();
    else return core;
  }
}

/** The canonical legal form of a spelled-out or short form ("Aktiengesellschaft" → AG), or null. */
export function canonicalLegalForm(text: string): string | null {
  const tokens = foldedTokens(text);
  const found = findLegalForm(tokens);
  return found && found.length === tokens.length ? found.form : null;
}
