import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import type { CommandResult } from '../platform/command-handling/handle-command.js';
import type { WebhookEndpointCommand } from './domain/commands.js';
import { webhookEndpointDecider, type WebhookEndpointState } from './domain/endpoint-decider.js';
import { webhookEndpointStream, type WebhookEndpointEvent } from './domain/events.js';

export const WEBHOOK_ENDPOINTS_PROJECTION = 'webhook-endpoints';

/** Runs endpoint commands on `webhook-<id>` and answers once the read model shows the change. */
@Injectable()
export class WebhookCommands {
  constructor(private readonly executor: CommandExecutor) {}

  run(
    endpointId: string,
    command: WebhookEndpointCommand,
    actorId: string,
  ): Promise<CommandResult<WebhookEndpointEvent, WebhookEndpointState>> {
    return this.executor.execute(
      webhookEndpointStream(endpointId),
      webhookEndpointDecider,
      command,
      { actorId, now: command.at },
      { waitForProjection: { only: [WEBHOOK_ENDPOINTS_PROJECTION] }, retryOnConflict: 2 },
    );
  }
}
