import type { CaseImported } from '../../../../cases/domain/events.js';
import { openDatabase } from '../../../../platform/sqlite/open-database.js';
import { sqliteReadModelFrom } from '../../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import { caseMatchSourceContract, GIVEN_CASES } from '../contract/case-match-source.contract.test-kit.js';
import { SqliteCaseMatchSource } from './sqlite-case-match-source.js';

describe('SQLite case match source', () => {
  caseMatchSourceContract(() => ({
    async given() {
      // The read model built by the real cases projection from the cases' first notices.
      const events = GIVEN_CASES.map((c): CaseImported => ({
        type: 'CaseImported',
        data: {
          caseId: c.caseId,
          caseKey: `${c.court}|${c.caseNumber}`,
          notice: {
            publicationDate: c.publicationDate,
            publicationType: 'sicherungsmassnahmen',
            decisionDate: null,
            court: c.court,
            caseNumber: c.caseNumber,
            state: 'NW',
            debtorName: c.companyName,
            debtorKind: 'company',
            legalForm: c.legalForm,
            street: null,
            postalCode: c.postalCode,
            city: c.city,
            register: c.registerType
              ? { court: c.registerCourt!, type: c.registerType, number: c.registerNumber! }
              : null,
            administrator: null,
            claimsDeadline: null,
            text: 'In dem Insolvenzeröffnungsverfahren …',
            fingerprint: `f${c.caseId}`,
            listingFingerprint: `l${c.caseId}`,
          },
        },
      }));
      const db = await sqliteReadModelFrom(['cases/cases.projection.js', 'casesProjection'], events, (e) =>
        String((e.data as { caseKey: string }).caseKey),
      );
      return new SqliteCaseMatchSource(db);
    },
    async empty() {
      return new SqliteCaseMatchSource(openDatabase(':memory:'));
    },
  }));
});
