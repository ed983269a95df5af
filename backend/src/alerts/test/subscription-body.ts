/** A valid subscription body; tests override single fields. */
export function subscriptionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'kreditmanagement@example.de',
    companyName: 'Müller Bau GmbH',
    keywords: ['Köln'],
    active: true,
    ...overrides,
  };
}
