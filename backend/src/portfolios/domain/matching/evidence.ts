import { nameSimilarity } from '../../../platform/text/name-similarity.js';
import { registerKey } from '../../../cases/domain/search-query/index.js';
import { sameCity, type CandidateCase, type MatchIdentity } from './identity.js';

/**
 * The rungs of the matching ladder (issue #31), most certain first:
 * 1. `register`: register court + type + number (court names normalised, Land register courts known);
 * 2. `namePostalCode`: the same name (without legal form, umlauts folded) and postal code;
 * 3. `nameCity`: the same name and city;
 * 4. `similarName`: a similar name (word similarity, `nameSimilarity`) with a score.
 * `decision` is a candidate the user confirmed: it beats the ladder.
 */
export type MatchRule = 'register' | 'namePostalCode' | 'nameCity' | 'similarName' | 'decision';

export const RULE_RANK: Readonly<Record<MatchRule, number>> = {
  decision: 0,
  register: 1,
  namePostalCode: 2,
  nameCity: 3,
  similarName: 4,
};

/** German names of the rules, as the portfolio screen and the mails show them. */
export const RULE_LABELS: Readonly<Record<MatchRule, string>> = {
  decision: 'Von Ihnen bestätigt',
  register: 'Registereintrag',
  namePostalCode: 'Name und PLZ',
  nameCity: 'Name und Ort',
  similarName: 'Ähnlicher Name',
};

/**
 * Thresholds of rule 4. A similar name is a certain hit only from CERTAIN_SIMILARITY on and at the same postal
 * code or city: near-namesakes ("Müller Bau" / "Müller Bauunternehmung") score far below, one typo in a
 * two-word name scores about 0.9 and goes to review. From REVIEW_SIMILARITY on a candidate is offered for review.
 */
export const CERTAIN_SIMILARITY = 0.93;
export const REVIEW_SIMILARITY = 0.75;
/** A register hit whose name scores below this and whose postal code differs goes to review (renamed and moved?). */
export const REGISTER_NAME_SIMILARITY = 0.5;

/** What one candidate case has in common with a row: the rule, whether it is certain, a score and the reason. */
export interface Evidence {
  readonly caseId: number;
  readonly rule: MatchRule;
  /** Certain evidence makes a "Treffer"; the rest is offered for review. */
  readonly certain: boolean;
  /** 0..1: how alike the names are (1 for the same name; for a register hit the name's similarity). */
  readonly score: number;
  /** Why, in German, naming the facts that agree and those that differ. */
  readonly reason: string;
  /** The candidate's register key with its court, when known: two different keys are two companies. */
  readonly registerKey: string | null;
  /** The candidate's name and legal form: without register keys, two different ones are two companies. */
  readonly nameKey: string;
}

const percent = (score: number) => `${Math.round(score * 100)} %`;

/** The evidence of one candidate case for a row, or null when it has nothing to do with it. */
/** `c` is the case as the read model has it (for ids and display), `ofCase` its identity (`caseIdentity(c)`). */
export function evidenceFor(row: MatchIdentity, c: CandidateCase, ofCase: MatchIdentity): Evidence | null {
  const base = {
    caseId: c.caseId,
    registerKey: registerKey(ofCase.register),
    nameKey: `${ofCase.nameKey}|${ofCase.legalForm ?? ''}`,
  };
  const score =
    ofCase.nameKey === row.nameKey && row.nameKey !== '' ? 1 : nameSimilarity(row.nameWords, ofCase.nameWords);
  const samePostalCode = !!row.postalCode && row.postalCode === ofCase.postalCode;
  const sameTown = sameCity(row.city, ofCase.city);
  const place = samePostalCode ? `PLZ ${ofCase.postalCode}` : sameTown ? `Ort ${c.city}` : null;
  const formConflict = !!row.legalForm && !!ofCase.legalForm && row.legalForm !== ofCase.legalForm;
  const formText = `Rechtsform abweichend (${row.legalForm} / ${ofCase.legalForm})`;

  const r = row.register;
  const k = ofCase.register;
  const sameNumber = !!r && !!k && r.type === k.type && r.number === k.number;
  const courtsKnown = !!r?.court && !!k?.court;
  // Type and number agree and only one side names the court: strong, but not certain alone.
  const sameNumberOneCourt = sameNumber && !courtsKnown;
  const registerText = k ? `${k.type} ${k.number}${c.registerCourt ? `, ${c.registerCourt}` : ''}` : '';

  // Rule 1: the register entry names one company; a changed name (renamed firm) keeps it. With another name it
  // must keep its postal code too: a mistyped number at a big court is another company of the same city.
  if (sameNumber && courtsKnown && r.court === k.court) {
    if (score >= REGISTER_NAME_SIMILARITY || samePostalCode) {
      const renamed = score < 0.9 ? ` – Name abweichend (${percent(score)} ähnlich, umfirmiert?)` : '';
      return {
        ...base,
        rule: 'register',
        certain: true,
        score,
        reason: `Registereintrag ${registerText} stimmt überein${renamed}`,
      };
    }
    return {
      ...base,
      rule: 'register',
      certain: false,
      score,
      reason: `Registereintrag ${registerText} stimmt überein, aber Name (${percent(score)} ähnlich) und PLZ weichen ab`,
    };
  }
  // Two register entries that differ are two companies, whatever their names.
  const registerConflict = !!r && !!k && (!sameNumber || (courtsKnown && r.court !== k.court));
  const registerConflictText = `Registereintrag abweichend (Liste: ${r?.type} ${r?.number}, Fall: ${registerText})`;

  if (sameNumberOneCourt && score >= REVIEW_SIMILARITY && place && !formConflict) {
    return {
      ...base,
      rule: 'register',
      certain: true,
      score,
      reason: `${registerText} gleich (Registergericht nur einseitig angegeben), Name ${score === 1 ? 'gleich' : `${percent(score)} ähnlich`}, ${place} gleich`,
    };
  }

  if (score === 1) {
    if (formConflict || registerConflict) {
      const why = formConflict ? formText : registerConflictText;
      return {
        ...base,
        rule: place ? (samePostalCode ? 'namePostalCode' : 'nameCity') : 'similarName',
        certain: false,
        score,
        reason: `Name gleich, aber ${why}`,
      };
    }
    if (samePostalCode)
      return {
        ...base,
        rule: 'namePostalCode',
        certain: true,
        score,
        reason: `Name und PLZ ${ofCase.postalCode} stimmen überein`,
      };
    if (sameTown)
      return { ...base, rule: 'nameCity', certain: true, score, reason: `Name und Ort ${c.city} stimmen überein` };
    return {
      ...base,
      rule: 'similarName',
      certain: false,
      score,
      reason: `Name gleich, aber ${placeDiffers(row, ofCase, c)}`,
    };
  }

  if (score < REVIEW_SIMILARITY) {
    return sameNumberOneCourt
      ? {
          ...base,
          rule: 'register',
          certain: false,
          score,
          reason: `${registerText} gleich (Registergericht nur einseitig angegeben), aber Name nur ${percent(score)} ähnlich`,
        }
      : null;
  }
  // A similar name with another register entry is another company (a near-namesake).
  if (registerConflict) return null;
  const similar = `Name ${percent(score)} ähnlich`;
  if (formConflict) return { ...base, rule: 'similarName', certain: false, score, reason: `${similar}, ${formText}` };
  if (score >= CERTAIN_SIMILARITY && place)
    return { ...base, rule: 'similarName', certain: true, score, reason: `${similar}, ${place} gleich` };
  return {
    ...base,
    rule: 'similarName',
    certain: false,
    score,
    reason: place ? `${similar}, ${place} gleich` : `${similar}, ${placeDiffers(row, ofCase, c)}`,
  };
}

function placeDiffers(row: MatchIdentity, ofCase: MatchIdentity, c: CandidateCase): string {
  if (!row.postalCode && !row.city) return 'Liste ohne PLZ und Ort';
  if (!ofCase.postalCode && !ofCase.city) return 'Fall ohne PLZ und Ort';
  return `Ort abweichend (Fall: ${[c.postalCode, c.city].filter(Boolean).join(' ')})`;
}
