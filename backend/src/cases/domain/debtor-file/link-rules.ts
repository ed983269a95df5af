import { proceedingKey, shortCourt, type DebtorIdentity } from './debtor-identity.js';

/** Why two proceedings are one debtor's file (issue #32). */
export type LinkRule = 'register' | 'referral' | 'former-name' | 'name-address';

export interface DebtorLink {
  readonly rule: LinkRule;
  /** The reason in German, as the case page shows it. */
  readonly reason: string;
}

/**
 * Whether two proceedings are one debtor's, and why; null when they are not. The rules, strongest first:
 * (a) the same register entry (register court + type + number, the register court normalised: a renamed or moved
 *     firm keeps its entry), or one a notice names as the debtor's former entry ("davor eingetragen beim …"); (b) a notice of one names the other's court and Aktenzeichen as the proceeding it was
 *     referred or handed over from; (c) a former name of one ("vormals …") is the other's name, at the other's
 *     seat (the seat named with the former name, else the same seat); (d) the same name at the same street and
 *     postal code, unless another debtor of that name lives elsewhere (`namesakes`: the other cases known under
 *     the name). Two different register entries are two firms: only an explicit referral links them then.
 * Pure and symmetric in its verdict; the reason is told from `a`'s side where it names a direction.
 */
export function linkBetween(
  a: DebtorIdentity,
  b: DebtorIdentity,
  namesakes: readonly DebtorIdentity[] = [],
): DebtorLink | null {
  if (a.caseId === b.caseId) return null;
  const referral = referred(a, b) ?? referred(b, a);
  if (referral) return referral;
  const moved = formerEntry(a, b) ?? formerEntry(b, a);
  if (moved) return moved;
  if (a.registerKey && b.registerKey) {
    return a.registerKey === b.registerKey
      ? { rule: 'register', reason: `gleiche Registernummer ${a.registerLabel ?? b.registerLabel}` }
      : null;
  }
  const former = renamed(a, b) ?? renamed(b, a);
  if (former) return former;
  if (sameNameAndAddress(a, b, namesakes))
    return { rule: 'name-address', reason: 'gleicher Name und gleiche Anschrift' };
  return null;
}

/**
 * (b): `naming`'s notices name `named`'s court and Aktenzeichen as the proceeding it came from, or (the referring
 * court's notice, `direction: 'to'`) the one it went to.
 */
function referred(naming: DebtorIdentity, named: DebtorIdentity): DebtorLink | null {
  const key = proceedingKeyOf(named);
  const ref = naming.references.find((r) => r.key === key);
  if (!ref) return null;
  const where = `${shortCourt(ref.court)}, ${ref.caseNumber}`;
  return { rule: 'referral', reason: ref.direction === 'to' ? `verwiesen an ${where}` : `verwiesen von ${where}` };
}

/** (a) across a change of register court: `moved`'s notices name `other`'s register entry as its former one. */
function formerEntry(moved: DebtorIdentity, other: DebtorIdentity): DebtorLink | null {
  if (!other.registerKey) return null;
  const former = (moved.formerRegisters ?? []).find((f) => f.key === other.registerKey);
  return former ? { rule: 'register', reason: `frühere Registernummer ${former.label}` } : null;
}

const proceedingKeyOf = (identity: DebtorIdentity) => proceedingKey(identity.court, identity.caseNumber);

/** (c): a former name of `renamedCase` is `other`'s name, at `other`'s seat. */
function renamed(renamedCase: DebtorIdentity, other: DebtorIdentity): DebtorLink | null {
  if (!other.nameKey) return null;
  const former = renamedCase.formerNames.find(
    (f) =>
      f.nameKey === other.nameKey &&
      other.seatKey !== null &&
      (f.seatKey ? f.seatKey === other.seatKey : renamedCase.seatKey === other.seatKey),
  );
  return former ? { rule: 'former-name', reason: `früherer Name ${former.name}` } : null;
}

/** (d): same name and address, and no debtor of that name at another address. */
function sameNameAndAddress(a: DebtorIdentity, b: DebtorIdentity, namesakes: readonly DebtorIdentity[]): boolean {
  if (!a.nameKey || a.nameKey !== b.nameKey || !a.addressKey || a.addressKey !== b.addressKey) return false;
  return namesakes.every((n) => n.nameKey !== a.nameKey || n.addressKey === null || n.addressKey === a.addressKey);
}
