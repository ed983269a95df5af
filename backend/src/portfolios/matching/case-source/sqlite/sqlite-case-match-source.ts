import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../../platform/read-store/sqlite/read-db.js';
import { readModelMissing } from '../../../../platform/read-store/sqlite/read-model-missing.js';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import type { CandidateCase } from '../../../domain/matching/index.js';
import type { CaseMatchSource } from '../case-match-source.port.js';

const FIELDS = `id AS caseId, company_name AS companyName, legal_form AS legalForm, postal_code AS postalCode,
  city, register_court AS registerCourt, register_type AS registerType, register_number AS registerNumber, court,
  case_number AS caseNumber, publication_date AS publicationDate`;
const PAGE = `SELECT ${FIELDS} FROM rm_cases WHERE id > ? ORDER BY id LIMIT ?`;
const BY_ID = `SELECT ${FIELDS} FROM rm_cases WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`;

/**
 * `rm_cases` of the cases read model, read by primary-key pages of the columns matching compares (measured at
 * 1,000,000 cases: a few seconds, without touching the wide description column).
 */
export class SqliteCaseMatchSource implements CaseMatchSource {
  constructor(private readonly db: DatabaseSync) {}

  async *allCases(batchSize: number): AsyncIterable<CandidateCase[]> {
    let after = -1;
    for (;;) {
      let page: CandidateCase[];
      try {
        page = prepared(this.db, PAGE).all(after, batchSize) as unknown as CandidateCase[];
      } catch (error) {
        if (readModelMissing(error)) return;
        throw error;
      }
      if (page.length === 0) return;
      after = page[page.length - 1]!.caseId;
      // The rows as node:sqlite gives them (null prototype, not copied: a million copies only fed the garbage
      // collector); what the matching keeps of them it reads again through `casesById`, which answers plain ones.
      yield page;
      if (page.length < batchSize) return;
    }
  }

  async casesById(caseIds: readonly number[]): Promise<CandidateCase[]> {
    if (caseIds.length === 0) return [];
    try {
      return (prepared(this.db, BY_ID).all(JSON.stringify(caseIds)) as unknown as CandidateCase[]).map((row) => ({
        ...row,
      }));
    } catch (error) {
      if (readModelMissing(error)) return [];
      throw error;
    }
  }
}

export const sqliteCaseMatchSourceProvider: Omit<FactoryProvider<CaseMatchSource>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteCaseMatchSource(db),
};
