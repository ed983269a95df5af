/** SPEC §8 billing texts, word for word. */
export const BILLING_MESSAGES = {
  loginRequired: 'Bitte melden Sie sich an, um ein Upgrade durchzuführen',
  loginAgain: 'Bitte melden Sie sich erneut an',
  upgradeFailed: 'Fehler beim Upgrade. Bitte versuchen Sie es erneut.',
  checkoutMissingUrl: 'Fehler beim Erstellen der Checkout-Sitzung',
  portalFailed: 'Fehler beim Öffnen des Billing-Portals',
} as const;
