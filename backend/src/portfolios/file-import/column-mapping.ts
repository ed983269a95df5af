import { foldGerman } from '../../platform/text/german-search.js';
import { FIELD_LABELS, PORTFOLIO_FIELDS, type PortfolioField } from '../domain/portfolio-row.js';

/**
 * Which column of the file holds which field (issue #31): proposed from the header texts, shown to the user, who
 * may change it before the rows are taken. Pure: headers in, proposal out.
 */
export type ColumnMapping = Readonly<Partial<Record<PortfolioField, number>>>;

export interface MappedColumn {
  readonly field: PortfolioField;
  readonly column: number;
  readonly header: string;
  /** 1: the header is a known name of the field; 0.7: it begins with one ("Firmenname lang"); 0.5: contains one. */
  readonly confidence: number;
}

export interface MappingProposal {
  readonly mapping: ColumnMapping;
  readonly columns: readonly MappedColumn[];
  /** Columns no field was proposed for (0-based). */
  readonly unmapped: readonly number[];
}

/**
 * Known headers per field, folded and without spaces or punctuation ("Kd.-Nr." → kdnr, "USt-IdNr." → ustidnr).
 * German and English, as ERP systems (DATEV, SAP, Sage, Lexware, Dynamics) and credit tools label them.
 */
const HEADERS: Readonly<Record<PortfolioField, readonly string[]>> = {
  customerNumber: [
    'kundennummer',
    'kundennr',
    'kdnr',
    'kdnummer',
    'kundenid',
    'kunde nr',
    'debitor',
    'debitornr',
    'debitornummer',
    'debitorennummer',
    'debitorennr',
    'debitorenkonto',
    'personenkonto',
    'kontonummer',
    'kontonr',
    'konto',
    'customerid',
    'customerno',
    'customernumber',
    'accountnumber',
    'accountno',
    'accountid',
    'debtorid',
    'debtornumber',
    'debtorno',
    'clientid',
    'clientnumber',
  ],
  name: [
    'name',
    'name1',
    'firma',
    'firmenname',
    'firmierung',
    'unternehmen',
    'unternehmensname',
    'kundenname',
    'debitorname',
    'debitorenname',
    'schuldner',
    'company',
    'companyname',
    'debtor',
    'debtorname',
    'customername',
    'accountname',
    'legalname',
    'businessname',
    'organisation',
    'organization',
  ],
  legalForm: ['rechtsform', 'gesellschaftsform', 'unternehmensform', 'legalform', 'legalentitytype', 'companytype'],
  street: [
    'strasse',
    'str',
    'strassehausnummer',
    'strassehausnr',
    'strasseundhausnummer',
    'strassenr',
    'anschrift',
    'adresse',
    'street',
    'streetaddress',
    'address',
    'addressline1',
    'address1',
  ],
  postalCode: ['plz', 'postleitzahl', 'zip', 'zipcode', 'postalcode', 'postcode'],
  city: ['ort', 'stadt', 'wohnort', 'sitz', 'firmensitz', 'gemeinde', 'city', 'town', 'location'],
  registerCourt: [
    'registergericht',
    'amtsgericht',
    'handelsregistergericht',
    'hrgericht',
    'registercourt',
    'court',
    'registrationcourt',
  ],
  registerType: ['registerart', 'registertyp', 'hrart', 'registerabteilung', 'registertype', 'registerkind'],
  registerNumber: [
    'registernummer',
    'registernr',
    'hrnr',
    'hrnummer',
    'hrbnr',
    'hrbnummer',
    'hrb',
    'hra',
    'handelsregisternummer',
    'handelsregisternr',
    'handelsregister',
    'registereintrag',
    'hreintrag',
    'registernumber',
    'registrationnumber',
    'companyregistrationnumber',
    'commercialregister',
    'commercialregisternumber',
    'traderegister',
  ],
  vatId: [
    'ustidnr',
    'ustid',
    'ustidnummer',
    'ustidentnr',
    'umsatzsteueridnr',
    'umsatzsteuerid',
    'umsatzsteueridentifikationsnummer',
    'vatid',
    'vatno',
    'vatnumber',
    'vatregistrationnumber',
    'vat',
  ],
};

/** A header in the form the lists above use. */
export function headerKey(header: string): string {
  return foldGerman(header).replace(/ /g, '');
}

/** The fields' known headers, folded the same way (the lists are written folded; this keeps them honest). */
const KNOWN: readonly { field: PortfolioField; key: string }[] = PORTFOLIO_FIELDS.flatMap((field) =>
  HEADERS[field].map((h) => ({ field, key: headerKey(h) })),
);

/** Known headers too general to count inside a longer one ("PLZ Lieferanschrift" is no street). */
const WHOLE_ONLY = new Set(['anschrift', 'adresse', 'address', 'konto', 'debtor', 'customer', 'court', 'vat']);

function confidence(field: PortfolioField, key: string): number {
  const keys = KNOWN.filter((k) => k.field === field).map((k) => k.key);
  if (keys.includes(key)) return 1;
  // "Firmenname lang", "PLZ Rechnungsanschrift": a known header at the start, or inside a longer one.
  const partial = keys.filter((k) => !WHOLE_ONLY.has(k) && (k.length >= 4 || key.startsWith(k)));
  if (partial.some((k) => key.startsWith(k))) return 0.7;
  if (partial.some((k) => key.includes(k))) return 0.5;
  return 0;
}

/**
 * The proposed mapping: every (field, column) pair scored, the best pairs taken first, each field and each
 * column at most once; on equal score the leftmost column wins (the billing address before the delivery one).
 */
export function proposeMapping(headers: readonly string[]): MappingProposal {
  const pairs = PORTFOLIO_FIELDS.flatMap((field, f) =>
    headers.map((header, column) => ({ field, f, column, header, confidence: confidence(field, headerKey(header)) })),
  )
    .filter((p) => p.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence || a.column - b.column || a.f - b.f);
  const mapping: Partial<Record<PortfolioField, number>> = {};
  const taken = new Set<number>();
  const columns: MappedColumn[] = [];
  for (const p of pairs) {
    if (mapping[p.field] !== undefined || taken.has(p.column)) continue;
    mapping[p.field] = p.column;
    taken.add(p.column);
    columns.push({ field: p.field, column: p.column, header: p.header, confidence: p.confidence });
  }
  columns.sort((a, b) => a.column - b.column);
  const unmapped = headers.map((_, i) => i).filter((i) => !taken.has(i));
  return { mapping, columns, unmapped };
}

/** German errors of a mapping the user set (an empty list when it can be used). */
export function checkMapping(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const errors: string[] = [];
  if (mapping.name === undefined) errors.push('Bitte ordnen Sie die Spalte mit dem Namen des Kunden zu.');
  const byColumn = new Map<number, PortfolioField[]>();
  for (const field of PORTFOLIO_FIELDS) {
    const column = mapping[field];
    if (column === undefined) continue;
    if (!Number.isInteger(column) || column < 0 || column >= headers.length) {
      errors.push(`${FIELD_LABELS[field]}: Spalte ${column} gibt es in der Datei nicht.`);
      continue;
    }
    byColumn.set(column, [...(byColumn.get(column) ?? []), field]);
  }
  for (const [column, fields] of byColumn) {
    if (fields.length > 1) {
      const names = fields.map((f) => FIELD_LABELS[f]).join(' und ');
      errors.push(`Die Spalte „${headers[column]}“ ist mehreren Feldern zugeordnet (${names}).`);
    }
  }
  return errors;
}
