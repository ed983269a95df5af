/**
 * Leaving the SPA for another site (Stripe checkout and billing portal). An object, so tests can spy on
 * `assign`: jsdom neither navigates nor lets window.location be replaced.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
