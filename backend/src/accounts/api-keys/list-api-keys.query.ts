import { Query } from '@nestjs/cqrs';
import type { ApiKeyResponse } from './api-key.response.js';

/** The API keys of `userId`, newest first, without their secrets. */
export class ListApiKeysQuery extends Query<ApiKeyResponse[]> {
  constructor(readonly userId: string) {
    super();
  }
}
