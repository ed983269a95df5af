/**
 * One debtor of a customer's list (issue #31), as read from the uploaded file after the column mapping: every
 * field optional except the name, kept as the customer wrote it (trimmed). Matching reads it through
 * `rowIdentity`, never compares these raw strings.
 */
export interface PortfolioRow {
  readonly customerNumber: string | null;
  readonly name: string;
  readonly legalForm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly registerCourt: string | null;
  /** HRA, HRB, GnR, VR, PR in any common spelling; may be empty when `registerNumber` says it ("HRB 1234"). */
  readonly registerType: string | null;
  /** "1234", "HRB 1234", "HRB 1234 B" or with the court ("HRB 1234 AG Köln"). */
  readonly registerNumber: string | null;
  readonly vatId: string | null;
}

/** The fields of a row, in the order of the file format (the column mapping offers them in this order). */
export const PORTFOLIO_FIELDS = [
  'customerNumber',
  'name',
  'legalForm',
  'street',
  'postalCode',
  'city',
  'registerCourt',
  'registerType',
  'registerNumber',
  'vatId',
] as const satisfies readonly (keyof PortfolioRow)[];
export type PortfolioField = (typeof PORTFOLIO_FIELDS)[number];

/** German labels of the fields, for the mapping step and for messages. */
export const FIELD_LABELS: Readonly<Record<PortfolioField, string>> = {
  customerNumber: 'Kundennummer',
  name: 'Name',
  legalForm: 'Rechtsform',
  street: 'Straße',
  postalCode: 'PLZ',
  city: 'Ort',
  registerCourt: 'Registergericht',
  registerType: 'Registerart',
  registerNumber: 'Registernummer',
  vatId: 'USt-IdNr.',
};
