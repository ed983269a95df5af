/** Shared field rules; each form supplies its own German messages (SPEC §5 words them differently). */

// SPEC §5: "a simple e-mail pattern". Dots only between characters, as the server checks: "anna@example.de."
// reaches the same mailbox as "anna@example.de" and is refused there.
const EMAIL_PATTERN = /^[^\s@.]+(?:\.[^\s@.]+)*@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

/** The first message whose rule fails, in order. */
export function firstFailing(rules: ReadonlyArray<readonly [failed: boolean, message: string]>): string | undefined {
  return rules.find(([failed]) => failed)?.[1];
}
