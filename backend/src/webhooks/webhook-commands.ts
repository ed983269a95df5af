import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import { ProjectionsBehind } from '../platform/projections-host/projections-host.port.js';
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

  /** Records the command without waiting for the read model: the caller has work of its own first (`shown`). */
  record(
    endpointId: string,
    command: WebhookEndpointCommand,
    actorId: string,
  ): Promise<CommandResult<WebhookEndpointEvent, WebhookEndpointState>> {
    return this.executor.execute(
      webhookEndpointStream(endpointId),
      webhookEndpointDecider,
      command,
      { actorId, now: command.at },
      { retryOnConflict: 2 },
    );
  }

  /**
   * Waits until the endpoints read model shows `position`; false when it did not in time. An answer that carries a
   * secret (shown once) must not turn into the generic 202 then: the caller answers from what it recorded.
   */
  async shown(position: bigint | null): Promise<boolean> {
    try {
      await this.executor.waitFor(position, { only: [WEBHOOK_ENDPOINTS_PROJECTION] });
      return true;
    } catch (error) {
      if (error instanceof ProjectionsBehind) return false;
      throw error;
    }
  }
}
