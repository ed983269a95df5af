/**
 * Case ids are nine digits, 100,000,000–999,999,999, derived from the case key: a hash of the key picks the
 * first id, a taken id is probed linearly (see reserveCaseId). Ids are therefore spread over the whole range,
 * whatever the number of cases: nothing may be sized by the id range. The hash is `CaseStreams.idKeyHash`, keyed
 * with the installation's `STREAM_NAME_KEY`; ids of cases recorded before were derived from an unkeyed SHA-256
 * and keep their ids (see `case-stream-names/ensure-case-id-reservations.ts`).
 */
export const CASE_ID_BASE = 100_000_000;
export const CASE_ID_SPACE = 900_000_000;

/** The id tried at `probe` (0, 1, …) for a case key hash. */
export function caseIdCandidate(keyHash: string, probe: number): number {
  const start = parseInt(keyHash.slice(0, 12), 16) % CASE_ID_SPACE;
  return CASE_ID_BASE + ((start + probe) % CASE_ID_SPACE);
}
