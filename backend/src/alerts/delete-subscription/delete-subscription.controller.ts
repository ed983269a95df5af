import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';
import { SubscriptionErasure } from './subscription-erasure.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class DeleteSubscriptionController {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly erasure: SubscriptionErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Eigene Benachrichtigung löschen (der Verlauf wird gelöscht, nur ein Prüfvermerk bleibt)' })
  @ApiOkResponse({ type: MessageResponse, description: 'Benachrichtigung gelöscht' })
  @ApiProblems(401, 404)
  async delete(@Param('id', subscriptionIdPipe) id: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    const at = this.clock.now();
    await this.commands.run(
      id,
      { type: 'DeleteSubscription', by: caller.userId!, at },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    await this.erasure.erase(id, caller.userId!, at);
    return { message: 'Benachrichtigung gelöscht' };
  }
}
