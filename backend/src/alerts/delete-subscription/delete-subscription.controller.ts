import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { subscriptionIdPipe } from '../subscription-id.pipe.js';

@ApiTags('alerts')
@ApiBearerAuth()
@Controller('subscriptions')
export class DeleteSubscriptionController {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Eigene Benachrichtigung löschen' })
  async delete(
    @Param('id', subscriptionIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<{ message: string }> {
    await this.commands.run(
      id,
      { type: 'DeleteSubscription', by: caller.userId!, at: this.clock.now() },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    return { message: 'Benachrichtigung gelöscht' };
  }
}
