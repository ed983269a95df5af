/**
 * Legal forms (Rechtsformen) in debtor names, written in their usual short form. Compound forms come first so
 * that "GmbH & Co. KG" is not read as "GmbH". A bare "UG" is the Unternehmergesellschaft (haftungsbeschränkt).
 */

interface LegalFormRule {
  readonly form: string;
  readonly pattern: RegExp;
}

const CO = String.raw`\s*&\s*Co\.?\s*`;
const UG = String.raw`UG\s*\(\s*haftungsbeschränkt\s*\)`;

const RULES: readonly LegalFormRule[] = [
  { form: 'GmbH & Co. KGaA', pattern: new RegExp(String.raw`GmbH${CO}KGaA\b`) },
  { form: 'AG & Co. KGaA', pattern: new RegExp(String.raw`\bAG${CO}KGaA\b`) },
  { form: 'SE & Co. KGaA', pattern: new RegExp(String.raw`\bSE${CO}KGaA\b`) },
  {
    form: 'UG (haftungsbeschränkt) & Co. KG',
    pattern: new RegExp(String.raw`(?:${UG}|\bUG)${CO}(?:[\wäöüß.-]+\s+){0,3}KG\b`),
  },
  { form: 'GmbH & Co. KG', pattern: new RegExp(String.raw`(?:GmbH|mbH)${CO}(?:[\wäöüß.-]+\s+){0,3}KG\b`) },
  { form: 'GmbH & Co. OHG', pattern: new RegExp(String.raw`GmbH${CO}OHG\b`, 'i') },
  { form: 'AG & Co. KG', pattern: new RegExp(String.raw`\bAG${CO}KG\b`) },
  { form: 'SE & Co. KG', pattern: new RegExp(String.raw`\bSE${CO}KG\b`) },
  { form: 'Ltd. & Co. KG', pattern: new RegExp(String.raw`\b(?:Ltd\.?|Limited)${CO}KG\b`) },
  { form: 'UG (haftungsbeschränkt)', pattern: new RegExp(String.raw`${UG}|\bUG\b(?!\s*&)`) },
  { form: 'gGmbH', pattern: /\bgGmbH\b/ },
  {
    form: 'GmbH',
    pattern:
      /\bGmbH\b|\bmbH\b|\bG\.m\.b\.H\.?|Gesellschaft mit beschränkter Haftung|GESELLSCHAFT MIT BESCHRÄNKTER HAFTUNG/i,
  },
  { form: 'KGaA', pattern: /\bKGaA\b|Kommanditgesellschaft auf Aktien/ },
  { form: 'AG', pattern: /\bAG\b|\bAktiengesellschaft\b/ },
  { form: 'SE', pattern: /\bSE\b|Societas Europaea/ },
  { form: 'KG', pattern: /\bKG\b|\bKommanditgesellschaft\b/ },
  { form: 'OHG', pattern: /\bO[Hh]G\b|\boHG\b|[Oo]ffene Handelsgesellschaft/ },
  { form: 'PartG mbB', pattern: /\bPartG\s?mbB\b/ },
  { form: 'PartG', pattern: /\bPartG\b|Partnerschaftsgesellschaft/ },
  { form: 'GbR', pattern: /\bGbR\b|Gesellschaft bürgerlichen Rechts/ },
  { form: 'eG', pattern: /\beG\b|eingetragene Genossenschaft/ },
  { form: 'e.V.', pattern: /\be\.\s?V\.?(?![\wäöüß])|eingetragener Verein/ },
  { form: 'e.K.', pattern: /\be\.\s?K(?:fm|fr)?\.?(?![\wäöüß])|eingetragener Kaufmann|eingetragene Kauffrau/ },
  { form: 'Ltd.', pattern: /\bLtd\.?(?![\wäöüß])|\bLimited\b/ },
  { form: 'S.à r.l.', pattern: /\bS\.?à\.?\s?r\.?\s?l\.?/i },
  { form: 'B.V.', pattern: /\bB\.\s?V\.?(?![\wäöüß])/ },
  { form: 'S.A.', pattern: /\bS\.\s?A\.?(?![\wäöüß])/ },
  { form: 'Inc.', pattern: /\bInc\.?(?![\wäöüß])/ },
  { form: 'LLC', pattern: /\bLLC\b/ },
  { form: 'Stiftung', pattern: /\bStiftung\b/ },
];

/** The legal form in a (company) name, in canonical spelling, or null. */
export function detectLegalForm(name: string | null): string | null {
  if (!name) return null;
  for (const rule of RULES) if (rule.pattern.test(name)) return rule.form;
  return null;
}

/** Position just after the last legal-form token in a text, or -1 ("… GmbH Huttenheimer Landstraße 2" → after GmbH). */
export function endOfLastLegalForm(text: string): number {
  const token =
    /(?:GmbH|mbH|gGmbH|UG\s*\(haftungsbeschränkt\)|UG|AG|KGaA|KG|OHG|oHG|SE|GbR|PartG(?:\s?mbB)?|eG|e\.\s?V\.|e\.\s?K\.|Ltd\.?|Limited|Gesellschaft mit beschränkter Haftung)(?![\wäöüß])/g;
  let end = -1;
  for (const match of text.matchAll(token)) {
    const before = text[(match.index ?? 0) - 1];
    if (before !== undefined && /[\wäöüß]/.test(before)) continue;
    end = (match.index ?? 0) + match[0].length;
  }
  return end;
}
