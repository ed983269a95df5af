/**
 * The reactors whose checkpoints live in the read store (`ProjectionsHost.startReactor`): named here so that
 * `npm run replay -- --all` (projections, which may use ports only) can bring them within a restored log.
 */
export const NEW_CASE_FEED_REACTOR = 'new-case-feed';

export const REACTOR_NAMES: readonly string[] = [NEW_CASE_FEED_REACTOR];
