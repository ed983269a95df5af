import { CLAIM_KIND_LABELS, type ClaimLetterForm } from './claim-letter-form.js';
import { formatEuro, parseGermanAmount } from './german-amount.js';

/** What the letter needs of the case (from the case read model). */
export interface LetterCase {
  readonly companyName: string;
  readonly debtorKind: string;
  readonly court: string;
  readonly caseNumber: string;
  /** Anmeldefrist (YYYY-MM-DD), null when no notice names one. */
  readonly claimsDeadline: string | null;
  readonly administrator: {
    readonly role: string | null;
    readonly name: string | null;
    readonly firm: string | null;
    readonly street: string | null;
    readonly postalCode: string | null;
    readonly city: string | null;
  };
}

export interface LetterRow {
  readonly number: string;
  readonly kind: string;
  readonly reason: string;
  readonly evidence: string;
  readonly amount: string;
}

/** The letter's texts, in reading order; the PDF only lays them out (DIN 5008). */
export interface ClaimLetterContent {
  /** Letterhead: the creditor, name first. */
  readonly senderBlock: readonly string[];
  /** Rücksendeangabe above the address: one short line. */
  readonly senderLine: string;
  /** Anschriftzone: the administrator. */
  readonly recipient: readonly string[];
  /** Informationsblock: label and value. */
  readonly info: readonly (readonly [string, string])[];
  readonly subject: string;
  readonly salutation: string;
  readonly introduction: string;
  readonly deadline: string;
  readonly rows: readonly LetterRow[];
  readonly total: string;
  readonly enclosures: string;
  readonly closing: string;
  readonly signatureName: string;
  /** The note of the template (no legal advice, § 174 InsO), set apart at the end. */
  readonly legalNote: string;
  /** For the download: "Forderungsanmeldung-73-IN-123-26.pdf". */
  readonly fileName: string;
}

const ROLE_TITLES: Readonly<Record<string, string>> = {
  insolvenzverwalter: 'Insolvenzverwalter',
  vorlaeufiger_insolvenzverwalter: 'Vorläufiger Insolvenzverwalter',
  sachwalter: 'Sachwalter',
  vorlaeufiger_sachwalter: 'Vorläufiger Sachwalter',
  treuhaender: 'Treuhänder',
  sachverstaendiger: 'Sachverständiger',
};

export const LEGAL_NOTE =
  'Hinweis: Dieses Schreiben ist mit einer Vorlage des Insolvenzmonitors erstellt; die Vorlage ist keine ' +
  'Rechtsberatung. Es gilt § 174 InsO: Forderungen sind schriftlich beim Insolvenzverwalter anzumelden, mit Grund ' +
  'und Betrag der Forderung; die Urkunden, aus denen sich die Forderung ergibt, sollen in Kopie beigefügt werden.';

/** "2027-01-18" → "18.01.2027". */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** "Amtsgericht Köln" → "AG Köln" (as the case pages shorten it, docs/SPEC.md §2). */
export function shortCourt(court: string): string {
  return court.replace(/^Amtsgericht\s+/, 'AG ');
}

/** "über das Vermögen der Muster GmbH" for a company, "… von Max Muster" for a person, the estate as such. */
export function debtorPhrase(kind: string, name: string): string {
  if (kind === 'company') return `über das Vermögen der ${name}`;
  if (kind === 'estate') return `über den Nachlass ${name}`;
  return `über das Vermögen von ${name}`;
}

const line = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/**
 * The texts of a Forderungsanmeldung to the administrator of `letterCase` from `form` (which `letterProblems`
 * accepted), dated `today` (YYYY-MM-DD, Berlin).
 */
export function claimLetterContent(letterCase: LetterCase, form: ClaimLetterForm, today: string): ClaimLetterContent {
  const { creditor } = form;
  const place = line(creditor.postalCode, creditor.city);
  const senderBlock = [
    creditor.company.trim() || null,
    creditor.name.trim(),
    creditor.street.trim(),
    place,
    creditor.phone.trim() ? `Telefon: ${creditor.phone.trim()}` : null,
    creditor.email.trim() ? `E-Mail: ${creditor.email.trim()}` : null,
  ].filter((text): text is string => Boolean(text));
  const senderLine = [creditor.company.trim() || creditor.name.trim(), creditor.street.trim(), place]
    .filter(Boolean)
    .join(' · ');

  const admin = letterCase.administrator;
  const recipient = [
    admin.firm?.trim() || null,
    line(ROLE_TITLES[admin.role ?? ''] ?? 'Insolvenzverwalter/in'),
    admin.name?.trim() || null,
    admin.street?.trim() || null,
    line(admin.postalCode, admin.city) || null,
  ].filter((text): text is string => Boolean(text));

  const caseLabel = `${shortCourt(letterCase.court)}, Az. ${letterCase.caseNumber}`;
  const info: (readonly [string, string])[] = [['Ihr Zeichen', letterCase.caseNumber]];
  if (form.reference.trim()) info.push(['Unser Zeichen', form.reference.trim()]);
  info.push(['Datum', germanDate(today)]);

  let totalCents = 0;
  const rows = form.claims.map((claim, index) => {
    const parsed = parseGermanAmount(claim.amount);
    const cents = 'cents' in parsed ? parsed.cents : 0;
    totalCents += cents;
    return {
      number: String(index + 1),
      kind: CLAIM_KIND_LABELS[claim.kind],
      reason: claim.reason.trim(),
      evidence: claim.evidence.trim() || '–',
      amount: formatEuro(cents),
    };
  });

  const deadline = letterCase.claimsDeadline
    ? `Die Anmeldefrist endet laut öffentlicher Bekanntmachung am ${germanDate(letterCase.claimsDeadline)}.`
    : 'Eine Anmeldefrist ist in den öffentlichen Bekanntmachungen nicht genannt.';

  return {
    senderBlock,
    senderLine,
    recipient,
    info,
    subject: `Forderungsanmeldung im Insolvenzverfahren ${debtorPhrase(letterCase.debtorKind, letterCase.companyName)}, ${caseLabel}`,
    salutation: 'Sehr geehrte Damen und Herren,',
    introduction:
      `in dem oben bezeichneten Insolvenzverfahren ${creditor.company.trim() ? 'melden wir' : 'melde ich'} gemäß ` +
      '§ 174 InsO die folgenden Forderungen zur Eintragung in die Insolvenztabelle an:',
    deadline,
    rows,
    total: formatEuro(totalCents),
    enclosures: 'Belege in Kopie anbei.',
    closing: 'Mit freundlichen Grüßen',
    signatureName: line(creditor.name, creditor.company.trim() ? `(${creditor.company.trim()})` : null),
    legalNote: LEGAL_NOTE,
    fileName: `Forderungsanmeldung-${letterCase.caseNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`,
  };
}
