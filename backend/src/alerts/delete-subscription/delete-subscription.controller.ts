import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  async delete(
    @Param('id', subscriptionIdPipe) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<{ message: string }> {
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
