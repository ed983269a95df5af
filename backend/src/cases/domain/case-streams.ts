import { keyedHash } from '../../platform/text/keyed-hash.js';

/** Case stream names: `case-` and 32 hex digits. Anything else starting with `case-` is an old, readable name. */
export const CASE_STREAM = /^case-[0-9a-f]{32}$/;

/**
 * Names the stream of a case (docs/DESIGN.md §6). A stream's name outlives the case's erasure (the tombstone that keeps
 * an erased case from being imported again), so it must not say which proceeding it was: it is a keyed hash
 * (HMAC-SHA256 with the installation's `STREAM_NAME_KEY`, 128 bits) of the case key (court + Aktenzeichen).
 * Lookups by court + Aktenzeichen compute the same name; without the key a guessed case cannot be tested.
 */
export class CaseStreams {
  constructor(private readonly streamNameKey: string) {}

  /** The stream of the case with this case key (`caseKey(court, caseNumber)`). */
  of(caseKey: string): string {
    return `case-${keyedHash(this.streamNameKey, 'insolvenzmonitor:cases:stream-name:v1', caseKey).slice(0, 32)}`;
  }

  /**
   * The stream name an old installation gave the case (`case-<caseKey>`, court and Aktenzeichen readable) mapped
   * to its hashed name; null for any other stream (hashed already, or not a case's).
   */
  renamed(streamName: string): string | null {
    if (!streamName.startsWith('case-') || CASE_STREAM.test(streamName)) return null;
    const oldKey = streamName.slice('case-'.length);
    return oldKey.includes('~') ? this.of(oldKey) : null;
  }

  /**
   * The hash of a case key that decides the case's id (`import-case/case-id-scheme.ts`), kept in its `caseid-<n>`
   * reservation: keyed like the names, so neither the reservation nor the id lets anyone without the key test a
   * guessed court + Aktenzeichen.
   */
  idKeyHash(caseKey: string): string {
    return keyedHash(this.streamNameKey, 'insolvenzmonitor:cases:case-id:v1', caseKey);
  }

  /** A check value of the key (not the key): processes of one installation compare it to find a different key. */
  fingerprint(): string {
    return keyedHash(this.streamNameKey, 'insolvenzmonitor:cases:stream-name-key-fingerprint:v1', '').slice(0, 16);
  }
}
