/** Counters behind GET /__replica/stats. */
import { type Endpoint, ENDPOINTS } from '../replica-options.js';

const zero = (): Record<Endpoint, number> =>
  Object.fromEntries(ENDPOINTS.map((e) => [e, 0])) as Record<Endpoint, number>;

export class StatsCounters {
  requests = zero();
  http500 = zero();
  delayed = 0;
  emptyTexts = 0;
  sessionExpiries = 0;
  resultPages = 0;
  noHits = 0;
  tooManyHits = 0;
  expiredViews = 0;
  validationErrors = 0;
  details = 0;
  texts = 0;

  reset(): void {
    this.requests = zero();
    this.http500 = zero();
    this.delayed = 0;
    this.emptyTexts = 0;
    this.sessionExpiries = 0;
    this.resultPages = 0;
    this.noHits = 0;
    this.tooManyHits = 0;
    this.expiredViews = 0;
    this.validationErrors = 0;
    this.details = 0;
    this.texts = 0;
  }
}
