/** Matching portfolio rows against cases (issue #31): pure rules, no storage. */
export {
  rowIdentity,
  caseIdentity,
  postalCodeKey,
  cityKey,
  sameCity,
  nameParts,
  type MatchIdentity,
  type CandidateCase,
} from './identity.js';
export {
  evidenceFor,
  assess,
  nameScore,
  RULE_LABELS,
  RULE_RANK,
  CERTAIN_SIMILARITY,
  REVIEW_SIMILARITY,
  REGISTER_NAME_SIMILARITY,
  type MatchRule,
  type Evidence,
} from './evidence.js';
export { matchRow, MAX_REVIEW_CANDIDATES, type RowMatch, type MatchCandidate, type Verdict } from './match-row.js';
export { blockingKeys } from './blocking-keys.js';
export {
  PortfolioEngine,
  evaluateRow,
  reevaluateRow,
  MAX_KEY_ROWS,
  MAX_ROW_CASES,
  type EvaluatedRow,
  type PortfolioEngineRow,
} from './portfolio-engine.js';
export { caseLookupKeys, isCompanyKey, lookupKeys, noticeLookupKeys, storedRowKeys } from './case-keys.js';
