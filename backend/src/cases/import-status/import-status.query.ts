import { Query } from '@nestjs/cqrs';
import type { ImportStatusResponse } from './import-status.response.js';

/** The import monitor as of `now`. */
export class ImportStatusQuery extends Query<ImportStatusResponse> {
  constructor(readonly now: Date) {
    super();
  }
}
