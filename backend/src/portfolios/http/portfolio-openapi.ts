import type { SchemaObject } from '@nestjs/swagger';

/**
 * The portfolio API's answers as OpenAPI schemas (issue #31), for `/api/docs` and the typed client: what the
 * contract in the README's "Portfolios" section says, in the words of the screen.
 */
const text = (description: string, nullable = false): SchemaObject => ({ type: 'string', description, nullable });
const count = (description: string): SchemaObject => ({ type: 'integer', description });
const FIELDS = [
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
];

const counts: SchemaObject = {
  type: 'object',
  description: 'Zeilen je Status',
  properties: { treffer: count('Treffer'), pruefen: count('Prüfen'), keinTreffer: count('Kein Treffer') },
};

export const PORTFOLIO_SUMMARY_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: text('Kennung des Portfolios'),
    name: text('Name'),
    mode: { type: 'string', enum: ['täglich', 'sofort', 'aus'], description: 'Benachrichtigung' },
    rowCount: count('Zeilen der übernommenen Kundenliste'),
    counts,
    lastUpload: {
      type: 'object',
      nullable: true,
      description: 'Zuletzt übernommene Datei',
      properties: { fileName: text('Dateiname'), confirmedAt: text('Übernommen am (ISO)') },
    },
    matching: {
      type: 'object',
      description: 'Stand des Abgleichs mit allen Verfahren',
      properties: {
        state: { type: 'string', enum: ['wartet', 'läuft', 'fertig'] },
        done: count('Abgeglichene Zeilen'),
        total: count('Zeilen insgesamt'),
      },
    },
    openUpload: {
      type: 'object',
      nullable: true,
      description:
        'Neuester Upload, der weder übernommen noch fehlgeschlagen ist (der Assistent, zu dem man zurückkehrt)',
      properties: {
        id: text('Kennung des Uploads'),
        fileName: text('Dateiname'),
        state: { type: 'string', enum: ['wird gelesen', 'zuordnen', 'wird geprüft', 'bereit', 'wird übernommen'] },
        createdAt: text('Hochgeladen am (ISO)'),
      },
    },
    createdAt: text('Angelegt am (ISO)'),
  },
};

export const PORTFOLIO_LIST_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    items: { type: 'array', items: PORTFOLIO_SUMMARY_SCHEMA },
    limit: {
      type: 'object',
      description: 'Zeilengrenze des Tarifs über alle Portfolios',
      properties: { maxRows: count('Erlaubte Zeilen'), usedRows: count('Genutzte Zeilen') },
    },
  },
};

export const UPLOAD_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: text('Kennung des Uploads'),
    fileName: text('Dateiname'),
    state: {
      type: 'string',
      enum: ['wird gelesen', 'zuordnen', 'wird geprüft', 'bereit', 'wird übernommen', 'übernommen', 'fehlgeschlagen'],
    },
    progress: { type: 'object', properties: { done: count('Erledigt'), total: count('Insgesamt') } },
    error: text('Deutsche Fehlermeldung, wenn fehlgeschlagen', true),
    headers: { type: 'array', items: { type: 'string' }, description: 'Spaltenköpfe der Datei' },
    mapping: {
      type: 'object',
      description: 'Spaltennummer je Feld (oder null)',
      properties: Object.fromEntries(FIELDS.map((f) => [f, { type: 'integer', nullable: true }])),
    },
    sample: {
      type: 'array',
      description: 'Die ersten Datenzeilen, wie gelesen',
      items: { type: 'array', items: { type: 'string' } },
    },
    validation: {
      type: 'object',
      nullable: true,
      properties: {
        valid: count('Gültige Zeilen'),
        invalid: count('Ungültige Zeilen'),
        problems: {
          type: 'array',
          items: {
            type: 'object',
            properties: { line: count('Zeile der Datei'), field: text('Feld', true), message: text('Meldung') },
          },
        },
      },
    },
    diff: {
      type: 'object',
      nullable: true,
      description: 'Unterschied zur bisherigen Liste (nach Kundennummer)',
      properties: {
        added: count('Neu'),
        changed: count('Geändert'),
        removed: count('Entfernt'),
        unchanged: count('Unverändert'),
        examples: { type: 'object', description: 'Beispiele je Art (höchstens 20)' },
      },
    },
  },
};

const caseMatch: SchemaObject = {
  type: 'object',
  properties: {
    caseId: count('Kennung des Verfahrens'),
    rule: text('Regel'),
    ruleLabel: text('Regel auf Deutsch, z. B. „Registernummer“'),
    score: { type: 'number', description: 'Übereinstimmung 0–1' },
    reason: text('Begründung'),
    companyName: text('Schuldner'),
    court: text('Gericht'),
    caseNumber: text('Aktenzeichen'),
    status: text('Status'),
    procedureType: text('Verfahrensart'),
    bundesland: text('Bundesland'),
    publicationDate: text('Veröffentlicht am'),
    administrator: text('Verwalter', true),
    claimsDeadline: text('Anmeldefrist', true),
  },
};

export const ROW_VIEW_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    rowId: text('Kennung der Zeile'),
    customerNumber: text('Kundennummer', true),
    name: text('Name'),
    postalCode: text('PLZ', true),
    city: text('Ort', true),
    register: text('Registereintrag', true),
    state: { type: 'string', enum: ['Treffer', 'Prüfen', 'Kein Treffer'] },
    rule: text('Regel des Treffers', true),
    hits: { type: 'array', items: caseMatch, description: 'Treffer' },
    candidates: { type: 'array', items: caseMatch, description: 'Zu prüfende Verfahren' },
  },
};

export const ROWS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { items: { type: 'array', items: ROW_VIEW_SCHEMA }, total: count('Zeilen insgesamt'), counts },
};

export const EXPORT_SCHEMA: SchemaObject = { type: 'string', format: 'binary', description: 'CSV- oder Excel-Datei' };
