import type { CaseMatchView, PortfolioSummary, RowView, UploadView } from '../api/portfolio-types';

export function portfolio(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    id: 'p-1',
    name: 'Debitoren Süd',
    mode: 'täglich',
    rowCount: 12_345,
    counts: { treffer: 3, pruefen: 2, keinTreffer: 12_340 },
    lastUpload: { fileName: 'debitoren.csv', confirmedAt: '2026-11-20T09:30:00.000Z' },
    matching: { state: 'fertig', done: 12_345, total: 12_345 },
    openUpload: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function caseMatch(overrides: Partial<CaseMatchView> = {}): CaseMatchView {
  return {
    caseId: 42,
    rule: 'register',
    ruleLabel: 'Registernummer',
    score: 1,
    reason: 'HRB 12345 beim Amtsgericht München stimmt überein',
    companyName: 'Muster Bau GmbH',
    court: 'Amtsgericht München',
    caseNumber: '1502 IN 123/26',
    status: 'Verfahren eröffnet',
    procedureType: 'regel',
    bundesland: 'BY',
    publicationDate: '2026-11-18',
    administrator: 'Dr. Hans Verwalter',
    claimsDeadline: '2027-01-15',
    postalCode: '80331',
    city: 'München',
    register: 'HRB 12345',
    ...overrides,
  };
}

export function row(overrides: Partial<RowView> = {}): RowView {
  return {
    rowId: 'k:1001',
    customerNumber: '1001',
    name: 'Muster Bau',
    legalForm: 'GmbH',
    street: 'Hauptstraße 1',
    postalCode: '80331',
    city: 'München',
    register: 'HRB 12345',
    state: 'Treffer',
    rule: 'register',
    hits: [caseMatch()],
    candidates: [],
    ...overrides,
  };
}

export function upload(overrides: Partial<UploadView> = {}): UploadView {
  return {
    id: 'u-1',
    fileName: 'debitoren.csv',
    state: 'zuordnen',
    progress: { done: 3, total: 3 },
    error: null,
    headers: ['Debitor', 'Firma', 'PLZ', 'Ort'],
    mapping: {
      customerNumber: 0,
      name: null,
      legalForm: null,
      street: null,
      postalCode: 2,
      city: 3,
      registerCourt: null,
      registerType: null,
      registerNumber: null,
      vatId: null,
    },
    sample: [
      ['1001', 'Muster Bau GmbH', '80331', 'München'],
      ['1002', 'Beispiel AG', '10115', 'Berlin'],
    ],
    validation: null,
    diff: null,
    ...overrides,
  };
}
