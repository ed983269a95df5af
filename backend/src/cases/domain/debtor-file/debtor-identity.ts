import { courtKey, normaliseCourtName } from '../../notice-parser/court.js';
import { formerNames, formerProceedings, formerRegisters } from '../../notice-parser/former-references.js';
import { foldedTokens, foldGerman } from '../../../platform/text/german-search.js';
import type { CaseNotice } from '../case-notice.js';
import { canonicalLegalForm, findLegalForm, nameCore } from '../search-query/legal-forms.js';
import { registerKey, registerParts } from '../search-query/register-key.js';

/**
 * What the debtor-file rules compare of a case (issue #32, "Akte des Schuldners"), read once from a notice with the
 * search's normalisation (register key, legal forms: `domain/search-query/`). Plain JSON: the debtor-files read
 * model stores it per case.
 */
export interface DebtorIdentity {
  readonly caseId: number;
  readonly court: string;
  readonly caseNumber: string;
  readonly debtorName: string;
  /** `registerKey`: register court + type + number ("koeln|HRB|12345"), or null. */
  readonly registerKey: string | null;
  /** How a reason names the register entry ("HRB 12345, AG Köln"), or null. */
  readonly registerLabel: string | null;
  /** Folded name words without the legal form, with the canonical legal form ("muller bau|GmbH"); "" if none. */
  readonly nameKey: string;
  /** Folded seat or residence ("koln"), or null. */
  readonly seatKey: string | null;
  /** Folded street and postal code ("hauptstr 1|50667"), or null when either is unknown. */
  readonly addressKey: string | null;
  /** Names the notices say the debtor carried before. */
  readonly formerNames: readonly { readonly nameKey: string; readonly seatKey: string | null; readonly name: string }[];
  /**
   * Proceedings the notices say this one was referred or handed over from, or (`direction: 'to'`, the referring
   * court's notice) to.
   */
  readonly references: readonly {
    readonly key: string;
    readonly court: string;
    readonly caseNumber: string;
    readonly direction?: 'to';
  }[];
  /**
   * Register entries the notices say the debtor had before its register court changed ("davor eingetragen beim
   * Amtsgericht Schweinfurt (HRB 7302)"): `registerKey` and label. Absent in identities stored before.
   */
  readonly formerRegisters?: readonly { readonly key: string; readonly label: string }[];
}

/** "Amtsgericht Bonn" → "AG Bonn", as reasons name courts. */
export function shortCourt(court: string): string {
  return court.replace(/^Amtsgericht\s+/, 'AG ');
}

/** A proceeding's key: court + Aktenzeichen, as a notice referring to it names them. */
export function proceedingKey(court: string, caseNumber: string): string {
  return `${courtKey((normaliseCourtName(court) ?? court).replace(/^Amtsgericht\s+/, ''))}|${caseNumber.replace(/\s+/g, '')}`;
}

/**
 * Name key: the name's words without its legal form, and the legal form (a GmbH and an AG of one name are two
 * firms). A person's words are sorted: the portal lists "NACHNAME, VORNAME", texts say "Vorname Nachname".
 */
export function nameKeyOf(name: string, legalForm: string | null, person: boolean): string {
  const tokens = foldedTokens(name);
  const core = nameCore(tokens);
  const inName = core.length < tokens.length ? (findLegalForm(tokens.slice(core.length))?.form ?? null) : null;
  const form = (legalForm ? canonicalLegalForm(legalForm) : null) ?? inName;
  const words = person ? [...core].sort() : core;
  return words.length === 0 ? '' : `${words.join(' ')}${form ? `|${form}` : ''}`;
}

const seatKeyOf = (city: string | null | undefined) => (city && foldGerman(city)) || null;

function addressKeyOf(street: string | null, postalCode: string | null): string | null {
  if (!street || !postalCode) return null;
  const folded = foldGerman(street)
    .replace(/strasse\b/g, 'str')
    .replace(/\s+(?=\d)/g, ' ');
  return folded ? `${folded}|${postalCode.trim()}` : null;
}

/** The identity one notice shows of its case. */
export function debtorIdentity(caseId: number, notice: CaseNotice): DebtorIdentity {
  const parts = notice.register ? registerParts(notice.register) : null;
  const key = registerKey(parts);
  const registerCourt = notice.register?.court ? normaliseCourtName(notice.register.court) : null;
  const former = formerRegisters(notice.text).flatMap((entry) => {
    const formerParts = registerParts(entry);
    const formerKey = registerKey(formerParts);
    if (!formerKey || !formerParts || formerKey === key) return [];
    return [{ key: formerKey, label: `${formerParts.type} ${formerParts.number}, ${shortCourt(entry.court)}` }];
  });
  return {
    caseId,
    court: notice.court,
    caseNumber: notice.caseNumber,
    debtorName: notice.debtorName,
    registerKey: key,
    registerLabel:
      key && parts ? `${parts.type} ${parts.number}${registerCourt ? `, ${shortCourt(registerCourt)}` : ''}` : null,
    nameKey: nameKeyOf(notice.debtorName, notice.legalForm, notice.debtorKind === 'person'),
    seatKey: seatKeyOf(notice.city),
    addressKey: addressKeyOf(notice.street, notice.postalCode),
    formerNames: formerNames(notice.text)
      .map((former) => ({
        name: former.name,
        nameKey: nameKeyOf(former.name, null, false),
        seatKey: seatKeyOf(former.seat),
      }))
      .filter((former) => former.nameKey !== ''),
    references: formerProceedings(notice.text, notice).map((ref) => ({
      key: proceedingKey(ref.court, ref.caseNumber),
      court: ref.court,
      caseNumber: ref.caseNumber,
      ...(ref.direction ? { direction: ref.direction } : {}),
    })),
    formerRegisters: former,
  };
}

/**
 * A case's identity after a further notice: the newest notice's name, seat and address, the register entry once
 * known, and every former name and reference any notice named.
 */
export function mergeIdentity(known: DebtorIdentity, next: DebtorIdentity): DebtorIdentity {
  const union = <T>(a: readonly T[], b: readonly T[], key: (t: T) => string) => [
    ...new Map([...a, ...b].map((item) => [key(item), item])).values(),
  ];
  return {
    ...next,
    registerKey: next.registerKey ?? known.registerKey,
    registerLabel: next.registerKey ? next.registerLabel : known.registerLabel,
    formerNames: union(known.formerNames, next.formerNames, (f) => `${f.nameKey}|${f.seatKey}`),
    references: union(known.references, next.references, (r) => r.key),
    formerRegisters: union(known.formerRegisters ?? [], next.formerRegisters ?? [], (r) => r.key),
  };
}

/**
 * The keys under which the read model finds a case's identity: its register, name, own proceeding, the proceedings
 * it names and the names it says it had. `counterparts` says which keys of other cases each key meets.
 */
export function identityKeys(identity: DebtorIdentity): string[] {
  const keys = new Set<string>([`az:${proceedingKey(identity.court, identity.caseNumber)}`]);
  if (identity.registerKey) keys.add(`reg:${identity.registerKey}`);
  if (identity.nameKey) keys.add(`name:${identity.nameKey}`);
  for (const ref of identity.references) keys.add(`ref:${ref.key}`);
  for (const former of identity.formerNames) keys.add(`was:${former.nameKey}`);
  // A former register entry finds the case entered under it (rule (a) across a change of register court).
  for (const former of identity.formerRegisters ?? []) keys.add(`reg:${former.key}`);
  return [...keys].sort();
}

/** The keys of other cases a key of this case may link to. */
export function counterparts(key: string): string[] {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  switch (kind) {
    case 'reg':
      return [key];
    case 'az':
      return [`ref:${value}`];
    case 'ref':
      return [`az:${value}`];
    case 'name':
      return [key, `was:${value}`];
    case 'was':
      return [`name:${value}`];
    default:
      return [];
  }
}
