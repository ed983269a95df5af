import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { WebhookEndpointNotFound } from '../domain/errors.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import type { WebhookSecretResponse } from '../read-model/webhook-endpoint.response.js';
import { newWebhookSecret, secretHint } from '../signing/webhook-signature.js';
import { WEBHOOK_SECRET_VAULT, type WebhookSecretVault } from '../vault/webhook-secret-vault.port.js';
import { WebhookCommands } from '../webhook-commands.js';
import { RotateSecretCommand } from './rotate-secret.command.js';

/**
 * The decider first (owner, plan), then the vault: a refused rotation changes no secret. A crash between the two
 * leaves the old secret in use with the new hint shown; rotating again repairs it.
 */
@CommandHandler(RotateSecretCommand)
export class RotateSecretHandler implements ICommandHandler<RotateSecretCommand> {
  constructor(
    private readonly commands: WebhookCommands,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(WEBHOOK_SECRET_VAULT) private readonly vault: WebhookSecretVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ endpointId, caller }: RotateSecretCommand): Promise<WebhookSecretResponse> {
    const ownerId = caller.userId!;
    const secret = newWebhookSecret();
    const at = this.clock.now();
    const { newEvents, position } = await this.commands.record(
      endpointId,
      {
        type: 'RotateWebhookSecret',
        by: ownerId,
        isPro: isProPlan(caller.plan),
        secretHint: secretHint(secret),
        at,
      },
      ownerId,
    );
    const rotated = newEvents.find((event) => event.type === 'WebhookSecretRotated');
    if (rotated?.type !== 'WebhookSecretRotated') throw new WebhookEndpointNotFound();
    await this.vault.rotate(endpointId, secret, new Date(rotated.data.previousValidUntil));
    const shown = await this.commands.shown(position);
    const endpoint = await this.queries.findOwn(endpointId, ownerId);
    if (!endpoint) throw new WebhookEndpointNotFound();
    // The read model behind (a busy machine): the new hint and time from what was recorded, and the new secret,
    // shown only now, still reaches the owner.
    return {
      endpoint: shown ? endpoint : { ...endpoint, secretHint: secretHint(secret), secretRotatedAt: at.toISOString() },
      secret,
    };
  }
}
