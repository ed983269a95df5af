/** Query understanding and relevance of the case search (issue #29): one reading for every store and use. */
export {
  understandQuery,
  hasText,
  relaxable,
  MAX_QUERY_WORDS,
  type SearchQuery,
  type TypoTolerance,
} from './understand-query.js';
export {
  findIdentifiers,
  caseNumberMatches,
  registerMatches,
  courtMatches,
  caseNumberPhrases,
  parseCaseNumber,
  type IdentifierQuery,
  type CaseNumberQuery,
  type RegisterQuery,
} from './identifiers.js';
export { findLegalForm, nameCore, canonicalLegalForm } from './legal-forms.js';
export {
  registerType,
  registerCourtKey,
  registerNumberDigits,
  registerParts,
  readRegister,
  registerKey,
  registerNumberKey,
  type RegisterParts,
} from './register-key.js';
export {
  isTypoOf,
  typoBases,
  oneEditApart,
  oneEditVariants,
  typoTolerant,
  TYPO_MAX_LENGTH,
  TYPO_MIN_LENGTH,
  RELAXED_TYPO_MIN_LENGTH,
} from './one-edit.js';
export {
  MatchLevel,
  caseTokens,
  identifierMatches,
  identifierLevel,
  wordsLevel,
  isExactName,
  type SearchableCase,
} from './match-level.js';
export { exactNameKey, isExactNameUpToTypo, queryNameKey, typoNameKeys } from './exact-name-key.js';
export {
  SEARCH_SORTS,
  effectiveSort,
  fallbackQuery,
  levelOf,
  rankCandidates,
  type SearchSort,
  type Candidate,
} from './rank-cases.js';
export { highlightCase, type Highlight, type HighlightField } from './highlights.js';
