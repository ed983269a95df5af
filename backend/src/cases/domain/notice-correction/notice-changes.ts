import type { CaseNotice, Hearing, PublicationType } from '../case-notice.js';

/**
 * The parsed facts of a notice a correction can change, in the order the timeline names them. Values are compared
 * and shown as plain strings (dates ISO, the reader formats them), so an event states what changed without the
 * full texts.
 */
export const CORRECTABLE_FIELDS = [
  'debtorName',
  'address',
  'register',
  'administrator',
  'publicationType',
  'decisionDate',
  'claimsDeadline',
  'hearings',
] as const;

export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export interface NoticeChange {
  readonly field: CorrectableField;
  readonly before: string | null;
  readonly after: string | null;
}

const FIELD_LABELS: Record<CorrectableField, string> = {
  debtorName: 'Schuldner',
  address: 'Anschrift',
  register: 'Register',
  administrator: 'Verwalter',
  publicationType: 'Art der Bekanntmachung',
  decisionDate: 'Beschlussdatum',
  claimsDeadline: 'Anmeldefrist',
  hearings: 'Termine',
};

const joined = (parts: readonly (string | null | undefined)[], separator = ' '): string | null =>
  parts.filter((p) => p && p.trim()).join(separator) || null;

const hearing = (h: Hearing): string => joined([h.kind, h.date, h.time]) as string;

/** The value of one field as the timeline compares and shows it. */
export function fieldValue(notice: CaseNotice, field: CorrectableField): string | null {
  switch (field) {
    case 'debtorName':
      return notice.debtorName.trim() || null;
    case 'address':
      return joined([notice.street, joined([notice.postalCode, notice.city])], ', ');
    case 'register':
      return joined([notice.register?.type, notice.register?.number, notice.register?.court]);
    case 'administrator':
      // The name decides who it is; the firm tells a change of office. Contact details are not a correction.
      return joined([notice.administrator?.name, notice.administrator?.firm], ', ');
    case 'publicationType':
      return notice.publicationType;
    case 'decisionDate':
      return notice.decisionDate;
    case 'claimsDeadline':
      return notice.claimsDeadline;
    case 'hearings':
      return notice.hearings && notice.hearings.length > 0 ? notice.hearings.map(hearing).join('; ') : null;
  }
}

const comparable = (value: string | null) => value?.replace(/\s+/g, ' ').trim().toLowerCase() ?? null;

/**
 * What a corrected notice changed of the parsed facts, field by field (before → after). Empty when only the
 * wording changed: the correction is still recorded (its text is the one shown), with no field to name.
 */
export function noticeChanges(before: CaseNotice, after: CaseNotice): NoticeChange[] {
  return CORRECTABLE_FIELDS.flatMap((field) => {
    const was = fieldValue(before, field);
    const is = fieldValue(after, field);
    return comparable(was) === comparable(is) ? [] : [{ field, before: was, after: is }];
  });
}

/** German names of the parsed publication types: the timeline, keywords ("Eröffnung") and the mails. */
export const PUBLICATION_TYPE_NAMES: Readonly<Record<PublicationType, string>> = {
  sicherungsmassnahmen: 'Sicherungsmaßnahmen',
  aufhebung_sicherungsmassnahmen: 'Aufhebung der Sicherungsmaßnahmen',
  eroeffnung: 'Eröffnung des Insolvenzverfahrens',
  abweisung_mangels_masse: 'Abweisung mangels Masse',
  einstellung: 'Einstellung des Verfahrens',
  aufhebung: 'Aufhebung des Verfahrens',
  termin: 'Termin',
  restschuldbefreiung: 'Restschuldbefreiung',
  verteilungsverzeichnis: 'Verteilungsverzeichnis',
  insolvenzplan: 'Insolvenzplan',
  sonstiges: 'Sonstige Bekanntmachung',
  schutzschirmverfahren: 'Schutzschirmverfahren',
  eigenverwaltung: 'Eröffnung in Eigenverwaltung',
  pruefungstermin: 'Prüfungstermin',
  masseunzulaenglichkeit: 'Anzeige der Masseunzulänglichkeit',
  schlussverteilung: 'Schlussverteilung und Schlusstermin',
  versagung_restschuldbefreiung: 'Versagung der Restschuldbefreiung',
  freigabe_selbstaendige_taetigkeit: 'Freigabe der selbständigen Tätigkeit',
  ueberwachung_insolvenzplan: 'Überwachung des Insolvenzplans',
  aufhebung_ueberwachung_insolvenzplan: 'Aufhebung der Planüberwachung',
  verguetungsfestsetzung: 'Vergütungsfestsetzung',
  verwalterwechsel: 'Wechsel des Verwalters',
  nachtragsverteilung: 'Nachtragsverteilung',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date as the reader expects it (28.11.2026); anything else as it is. */
export const germanValue = (value: string | null): string => {
  if (value === null) return '–';
  const date = ISO_DATE.exec(value);
  return date ? `${date[3]}.${date[2]}.${date[1]}` : value.replace(/_/g, ' ');
};

/**
 * The changes in one German line: "Verwalter Dr. A → Dr. B; Anmeldefrist 01.12.2026 → 15.12.2026". Without a
 * changed field: "Wortlaut geändert".
 */
export function describeChanges(
  changes: readonly NoticeChange[],
  value: (change: NoticeChange, value: string | null) => string = readable,
): string {
  if (changes.length === 0) return 'Wortlaut geändert';
  return changes.map((c) => `${FIELD_LABELS[c.field]} ${value(c, c.before)} → ${value(c, c.after)}`).join('; ');
}

/** A value in German: a publication type by its name, dates as the reader writes them. */
export function readable(change: NoticeChange, value: string | null): string {
  if (value !== null && change.field === 'publicationType')
    return PUBLICATION_TYPE_NAMES[value as PublicationType] ?? value;
  return germanValue(value);
}

export const fieldLabel = (field: CorrectableField): string => FIELD_LABELS[field];
