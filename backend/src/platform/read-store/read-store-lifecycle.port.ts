/** Start and end of the read store's own upkeep (the embedded profile's WAL checkpoint thread), and its closing. */
export const READ_STORE_LIFECYCLE = Symbol('READ_STORE_LIFECYCLE');

export interface ReadStoreLifecycle {
  /** Starts background upkeep; called once the application has started. */
  start(): void;
  /** Stops the upkeep and closes the store; called after the projections and the event store stopped. */
  close(): Promise<void>;
}
