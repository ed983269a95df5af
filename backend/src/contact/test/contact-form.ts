/** A valid contact-form body; tests override single fields. */
export function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Jürgen Müller',
    email: 'juergen.mueller@example.de',
    subject: 'Frage zur Größe der Ergebnisliste',
    inquiryType: 'support',
    message: 'Grüß Gott,\nwie kann ich mehr als fünf Ergebnisse sehen?',
    privacyAgreed: true,
    website: '',
    ...overrides,
  };
}

let next = 1;
/** A distinct documentation-range client address (RFC 5737), so that the per-IP limit does not mix tests. */
export function clientIp(): string {
  next += 1;
  return `198.51.100.${next}`;
}
