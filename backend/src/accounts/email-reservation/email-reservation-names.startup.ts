import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { STREAM_NAME_KEY } from '../../platform/config/stream-name-key.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ensureEmailReservationNames } from './ensure-email-reservation-names.js';

/** Before any registration of this process: the reservation streams of older versions under keyed names. */
@Injectable()
export class EmailReservationNamesStartup implements OnModuleInit {
  private readonly logger = new Logger('EmailReservations');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STREAM_NAME_KEY) private readonly streamNameKey: string,
  ) {}

  async onModuleInit(): Promise<void> {
    const renamed = await ensureEmailReservationNames(this.store, this.streamNameKey);
    if (renamed) this.logger.log(`${renamed} E-Mail-Reservierungen auf Namen mit Schlüssel umbenannt`);
  }
}
