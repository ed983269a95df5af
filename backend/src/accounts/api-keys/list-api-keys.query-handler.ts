import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { keyPreview } from './api-key-format.js';
import type { ApiKeyResponse } from './api-key.response.js';
import { ListApiKeysQuery } from './list-api-keys.query.js';

@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  async execute({ userId }: ListApiKeysQuery): Promise<ApiKeyResponse[]> {
    return (await this.accounts.apiKeysOf(userId)).map((key) => ({
      id: key.keyId,
      name: key.name,
      preview: keyPreview(key.keyId),
      createdAt: key.createdAt,
      revokedAt: key.revokedAt,
      active: key.revokedAt === null,
    }));
  }
}
