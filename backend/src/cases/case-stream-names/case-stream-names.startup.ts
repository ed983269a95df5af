import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { CaseStreams } from '../domain/case-streams.js';
import { ensureCaseStreamNames } from './ensure-case-stream-names.js';

/**
 * Before any import or erasure of this process: the event log's case streams carry hashed names under this
 * installation's key (renamed once from the readable names of older versions), see ensureCaseStreamNames.
 */
@Injectable()
export class CaseStreamNamesStartup implements OnModuleInit {
  private readonly logger = new Logger('CaseStreams');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: CaseStreams,
  ) {}

  async onModuleInit(): Promise<void> {
    const renamed = await ensureCaseStreamNames(this.store, this.streams);
    if (renamed > 0) this.logger.log(`${renamed} Fall-Streams auf Namen ohne Gericht und Aktenzeichen umbenannt`);
  }
}
