import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { correctCaseCourts } from '../case-courts/correct-case-courts.js';
import { CaseStreams } from '../domain/case-streams.js';
import { ensureCaseIdReservations } from './ensure-case-id-reservations.js';
import { ensureCaseStreamNames } from './ensure-case-stream-names.js';

/**
 * Before any import or erasure of this process: the event log's case streams carry hashed names under this
 * installation's key (renamed once from the readable names of older versions), see ensureCaseStreamNames; the
 * case-id reservations of older versions (an unkeyed hash of court + Aktenzeichen) are deleted; then cases recorded under a shortened court name are re-keyed to the official one (correctCaseCourts), which needs
 * the hashed names.
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
    const reservations = await ensureCaseIdReservations(this.store);
    if (reservations) this.logger.log(`${reservations} Fall-ID-Reservierungen ohne Schlüssel gelöscht (IDs bleiben)`);
    const courts = await correctCaseCourts(this.store, this.streams);
    if (courts === null) return;
    this.logger.log(`${courts.corrected} Fälle auf den amtlichen Gerichtsnamen korrigiert`);
    if (courts.ambiguous > 0) {
      this.logger.warn(
        `${courts.ambiguous} Fälle mit nicht eindeutigem Gerichtsnamen unverändert gelassen (Fall-IDs: ` +
          `${courts.ambiguousCaseIds.slice(0, 50).join(', ')}${courts.ambiguous > 50 ? ', …' : ''})`,
      );
    }
    if (courts.duplicates > 0) {
      this.logger.warn(
        `${courts.duplicates} Fälle unverändert gelassen: unter dem amtlichen Gerichtsnamen gibt es schon einen ` +
          `zweiten Fall (Fall-IDs: ${courts.duplicateCaseIds.slice(0, 50).join(', ')}` +
          `${courts.duplicates > 50 ? ', …' : ''})`,
      );
    }
  }
}
