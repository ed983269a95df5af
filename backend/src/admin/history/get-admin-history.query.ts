import { Query } from '@nestjs/cqrs';
import type { AdminHistoryResponse } from './admin-history.response.js';

/** The events of these streams, oldest first, for the administrator's audit view. */
export class GetAdminHistoryQuery extends Query<AdminHistoryResponse> {
  constructor(readonly streams: readonly string[]) {
    super();
  }
}
