/** SPEC §9: dashboards refresh every 30 s; pause while the tab is not focused (DESIGN §11). */
export const POLLING_INTERVAL_MS = 30_000;

export const pollingOptions = { pollingInterval: POLLING_INTERVAL_MS, skipPollingIfUnfocused: true } as const;
