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

/**
 * Which step of the ladder a pair reached: the rule, whether it is certain, and which reason it gets. Constant
 * objects, so that judging a pair allocates nothing: the portfolio engine judges millions of pairs and keeps only
 * the strength of the few that have evidence; the reason is written only for the rows' final candidates.
 */
export interface Assessment {
  readonly rule: MatchRule;
  readonly certain: boolean;
  readonly why: Why;
}

type Why =
  | 'registerSame'
  | 'registerButNameAndPlace'
  | 'registerOneCourt'
  | 'registerOneCourtWeak'
  | 'sameNameConflict'
  | 'sameNamePostalCode'
  | 'sameNameCity'
  | 'sameNameElsewhere'
  | 'similarForm'
  | 'similarAtPlace'
  | 'similarElsewhere';

const step = (rule: MatchRule, certain: boolean, why: Why): Assessment => Object.freeze({ rule, certain, why });
const REGISTER_SAME = step('register', true, 'registerSame');
const REGISTER_BUT_NAME_AND_PLACE = step('register', false, 'registerButNameAndPlace');
const REGISTER_ONE_COURT = step('register', true, 'registerOneCourt');
const REGISTER_ONE_COURT_WEAK = step('register', false, 'registerOneCourtWeak');
const SAME_NAME_CONFLICT_PLZ = step('namePostalCode', false, 'sameNameConflict');
const SAME_NAME_CONFLICT_CITY = step('nameCity', false, 'sameNameConflict');
const SAME_NAME_CONFLICT_ELSEWHERE = step('similarName', false, 'sameNameConflict');
const SAME_NAME_POSTAL_CODE = step('namePostalCode', true, 'sameNamePostalCode');
const SAME_NAME_CITY = step('nameCity', true, 'sameNameCity');
const SAME_NAME_ELSEWHERE = step('similarName', false, 'sameNameElsewhere');
const SIMILAR_FORM = step('similarName', false, 'similarForm');
const SIMILAR_CERTAIN = step('similarName', true, 'similarAtPlace');
const SIMILAR_AT_PLACE = step('similarName', false, 'similarAtPlace');
const SIMILAR_ELSEWHERE = step('similarName', false, 'similarElsewhere');

/** How alike the names of a row and a case are: 1 for the same name, else `nameSimilarity` of their words. */
export function nameScore(row: MatchIdentity, ofCase: MatchIdentity): number {
  return ofCase.nameKey === row.nameKey && row.nameKey !== '' ? 1 : nameSimilarity(row.nameWords, ofCase.nameWords);
}

/**
 * The ladder for one pair, given the names' `score` (`nameScore`): the step it reached, or null when the case has
 * nothing to do with the row. Allocates nothing (the engine's hot loop).
 */
export function assess(row: MatchIdentity, ofCase: MatchIdentity, score: number): Assessment | null {
  const samePostalCode = !!row.postalCode && row.postalCode === ofCase.postalCode;
  const r = row.register;
  const k = ofCase.register;
  const sameNumber = !!r && !!k && r.type === k.type && r.number === k.number;
  const courtsKnown = !!r?.court && !!k?.court;
  // Type and number agree and only one side names the court: strong, but not certain alone.
  const sameNumberOneCourt = sameNumber && !courtsKnown;
  // Cheap exit first: most pairs share a word but not the name, and no register number.
  if (score < REVIEW_SIMILARITY && !sameNumber) return null;

  // Rule 1: the register entry names one company; a changed name (renamed firm) keeps it. With another name it
  // must keep its postal code too: a mistyped number at a big court is another company of the same city.
  if (sameNumber && courtsKnown && r.court === k.court) {
    return score >= REGISTER_NAME_SIMILARITY || samePostalCode ? REGISTER_SAME : REGISTER_BUT_NAME_AND_PLACE;
  }
  // Two register entries that differ are two companies, whatever their names.
  const registerConflict = !!r && !!k && (!sameNumber || (courtsKnown && r.court !== k.court));
  const sameTown = sameCity(row.city, ofCase.city);
  const place = samePostalCode || sameTown;
  const formConflict = !!row.legalForm && !!ofCase.legalForm && row.legalForm !== ofCase.legalForm;

  if (sameNumberOneCourt && score >= REVIEW_SIMILARITY && place && !formConflict) return REGISTER_ONE_COURT;

  if (score === 1) {
    if (formConflict || registerConflict) {
      return place ? (samePostalCode ? SAME_NAME_CONFLICT_PLZ : SAME_NAME_CONFLICT_CITY) : SAME_NAME_CONFLICT_ELSEWHERE;
    }
    if (samePostalCode) return SAME_NAME_POSTAL_CODE;
    if (sameTown) return SAME_NAME_CITY;
    return SAME_NAME_ELSEWHERE;
  }

  if (score < REVIEW_SIMILARITY) return sameNumberOneCourt ? REGISTER_ONE_COURT_WEAK : null;
  // A similar name with another register entry is another company (a near-namesake).
  if (registerConflict) return null;
  if (formConflict) return SIMILAR_FORM;
  if (score >= CERTAIN_SIMILARITY && place) return SIMILAR_CERTAIN;
  return place ? SIMILAR_AT_PLACE : SIMILAR_ELSEWHERE;
}

/** The evidence of one candidate case for a row, or null when it has nothing to do with it. */
/** `c` is the case as the read model has it (for ids and display), `ofCase` its identity (`caseIdentity(c)`). */
export function evidenceFor(row: MatchIdentity, c: CandidateCase, ofCase: MatchIdentity): Evidence | null {
  const score = nameScore(row, ofCase);
  const step = assess(row, ofCase, score);
  if (!step) return null;
  return {
    caseId: c.caseId,
    registerKey: registerKey(ofCase.register),
    nameKey: `${ofCase.nameKey}|${ofCase.legalForm ?? ''}`,
    rule: step.rule,
    certain: step.certain,
    score,
    reason: reasonOf(step.why, row, c, ofCase, score),
  };
}

/** The German reason of a step, naming the facts that agree and those that differ. */
function reasonOf(why: Why, row: MatchIdentity, c: CandidateCase, ofCase: MatchIdentity, score: number): string {
  const samePostalCode = !!row.postalCode && row.postalCode === ofCase.postalCode;
  const place = samePostalCode ? `PLZ ${ofCase.postalCode}` : sameCity(row.city, ofCase.city) ? `Ort ${c.city}` : null;
  const formConflict = !!row.legalForm && !!ofCase.legalForm && row.legalForm !== ofCase.legalForm;
  const formText = `Rechtsform abweichend (${row.legalForm} / ${ofCase.legalForm})`;
  const r = row.register;
  const k = ofCase.register;
  const registerText = k ? `${k.type} ${k.number}${c.registerCourt ? `, ${c.registerCourt}` : ''}` : '';
  const registerConflictText = `Registereintrag abweichend (Liste: ${r?.type} ${r?.number}, Fall: ${registerText})`;
  const similar = `Name ${percent(score)} ähnlich`;
  switch (why) {
    case 'registerSame': {
      const renamed = score < 0.9 ? ` – Name abweichend (${percent(score)} ähnlich, umfirmiert?)` : '';
      return `Registereintrag ${registerText} stimmt überein${renamed}`;
    }
    case 'registerButNameAndPlace':
      return `Registereintrag ${registerText} stimmt überein, aber Name (${percent(score)} ähnlich) und PLZ weichen ab`;
    case 'registerOneCourt':
      return `${registerText} gleich (Registergericht nur einseitig angegeben), Name ${score === 1 ? 'gleich' : `${percent(score)} ähnlich`}, ${place} gleich`;
    case 'registerOneCourtWeak':
      return `${registerText} gleich (Registergericht nur einseitig angegeben), aber Name nur ${percent(score)} ähnlich`;
    case 'sameNameConflict':
      return `Name gleich, aber ${formConflict ? formText : registerConflictText}`;
    case 'sameNamePostalCode':
      return `Name und PLZ ${ofCase.postalCode} stimmen überein`;
    case 'sameNameCity':
      return `Name und Ort ${c.city} stimmen überein`;
    case 'sameNameElsewhere':
      return `Name gleich, aber ${placeDiffers(row, ofCase, c)}`;
    case 'similarForm':
      return `${similar}, ${formText}`;
    case 'similarAtPlace':
      return `${similar}, ${place} gleich`;
    case 'similarElsewhere':
      return `${similar}, ${placeDiffers(row, ofCase, c)}`;
  }
}

function placeDiffers(row: MatchIdentity, ofCase: MatchIdentity, c: CandidateCase): string {
  if (!row.postalCode && !row.city) return 'Liste ohne PLZ und Ort';
  if (!ofCase.postalCode && !ofCase.city) return 'Fall ohne PLZ und Ort';
  return `Ort abweichend (Fall: ${[c.postalCode, c.city].filter(Boolean).join(' ')})`;
}
