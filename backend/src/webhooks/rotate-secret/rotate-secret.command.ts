import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';

/** A new secret for the caller's endpoint; the previous one keeps verifying for 24 h. */
export class RotateSecretCommand extends Command<WebhookSecretResponse> {
  constructor(
    readonly endpointId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}
