import { caseImported } from '../../../../cases/read-model/contract/case-events.test-kit.js';
import { openDatabase } from '../../../../platform/sqlite/open-database.js';
import { sqliteReadModelFrom } from '../../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import { caseMatchSourceContract, GIVEN_CASES } from '../contract/case-match-source.contract.test-kit.js';
import { SqliteCaseMatchSource } from './sqlite-case-match-source.js';

describe('SQLite case match source', () => {
  caseMatchSourceContract(() => ({
    async given() {
      // The read model built by the real cases projection from the cases' first notices.
      const events = GIVEN_CASES.map((c) =>
        caseImported(c.caseId, {
          debtorName: c.companyName,
          legalForm: c.legalForm,
          postalCode: c.postalCode,
          city: c.city,
          register: c.registerType
            ? { court: c.registerCourt!, type: c.registerType, number: c.registerNumber! }
            : null,
          court: c.court,
          caseNumber: c.caseNumber,
          publicationDate: c.publicationDate,
        }),
      );
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
