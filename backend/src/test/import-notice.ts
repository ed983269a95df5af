import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { caseKey } from '../cases/domain/case-key.js';
import type { CaseNotice } from '../cases/domain/events.js';
import { ImportCaseHandler } from '../cases/import-case/import-case.handler.js';
import { testNotice } from '../cases/test/notice-factory.js';

let sequence = 0;

/**
 * Imports a test notice the way the importer does (`ImportCase`), for tests of modules that react to cases
 * and may not import the cases module's internals themselves. Each call gets a fresh Aktenzeichen and register
 * number unless one is given, so it is a new case of its own debtor.
 */
export async function importTestNotice(
  app: INestApplication,
  overrides: Partial<CaseNotice> = {},
): Promise<{ caseId: number; caseKey: string; notice: CaseNotice }> {
  sequence += 1;
  // A register number of its own too: cases of one register entry are one debtor's file (issue #32), and alerts
  // follow files, so a shared default would join every test case into one file.
  const register = { court: 'Amtsgericht Köln', type: 'HRB', number: String(900_000 + sequence) };
  const notice = testNotice({ caseNumber: `71 IN ${sequence}/26`, register, ...overrides });
  const { caseId } = await app.get(ImportCaseHandler).execute(notice, { correlationId: randomUUID() });
  return { caseId, caseKey: caseKey(notice.court, notice.caseNumber), notice };
}
