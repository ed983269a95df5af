import { stripeMockBinary } from '@insolvenz/backend/test/stripe-mock.js';
import { buyingProJourneys } from './account-areas/buying-pro.js';
import { contactAndAdminJourneys } from './account-areas/contact-and-admin.js';
import { historicalStatsJourneys } from './account-areas/historical-stats.js';
import { notificationsJourneys } from './account-areas/notifications.js';
import { useJourneys } from './support/journey-fixture.js';

/*
 * The areas behind the login on one app: e-mail alerts, historical statistics, buying and cancelling Pro, the
 * contact inbox and the admin's cleanup. Each was a file of its own with an app of its own; on the distributed
 * profile every app is a stack of five processes on a KurrentDB test server of its own, whose start and stop cost
 * 35–45 s per file in CI (issue #33: CI's 25 minutes). None of them needs an app the others have not touched:
 * they use the demo accounts or accounts of their own, and the admin's cleanup (which erases what retention says)
 * runs last. Buying Pro needs stripe-mock (STRIPE_MOCK_BIN or .ci/bin/stripe-mock): without it, outside CI, the
 * app starts without billing and that journey is skipped.
 */
const billing = stripeMockBinary() !== null || !!process.env.CI;
if (!billing) console.warn('stripe-mock not found (STRIPE_MOCK_BIN): the journey buying Pro is skipped');

describe('journeys: the areas behind the login on one app', () => {
  const journeys = useJourneys({ billing });

  notificationsJourneys(journeys);
  historicalStatsJourneys(journeys);
  buyingProJourneys(journeys, billing);
  contactAndAdminJourneys(journeys);
});
