/**
 * Seeds `total` expired cases in the importer's shape into `dir/events.sqlite` (with the installation's
 * `stream-name-key` beside it); returns the number of events written. Types for the e2e tests that seed with it.
 */
export function seedExpiredCases(dir: string, total: number): number;
