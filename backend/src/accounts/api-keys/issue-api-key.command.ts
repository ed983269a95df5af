import { Command } from '@nestjs/cqrs';
import type { IssuedApiKeyResponse } from './api-key.response.js';

/** A new API key named `name` for `userId` (Pro); the answer is the only place its secret is shown. */
export class IssueApiKeyCommand extends Command<IssuedApiKeyResponse> {
  constructor(
    readonly userId: string,
    readonly name: string,
  ) {
    super();
  }
}
