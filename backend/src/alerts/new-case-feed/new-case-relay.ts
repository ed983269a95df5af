import type { MessageBus } from '../../platform/message-bus/message-bus.port.js';
import type { Reactor } from '../../platform/projections-host/projections-host.port.js';
import { NEW_CASE_FEED_REACTOR } from '../../platform/projections-host/reactor-names.js';
import type { FeedHandover } from './feed-handover.port.js';
import { NEW_CASES_TOPIC, toNewCaseMessage, type NewCaseMessage } from './new-case-message.js';

export const NEW_CASE_FEED = NEW_CASE_FEED_REACTOR;

/**
 * The reactor of the new-case feed: relays case events to the message bus (ids and matching facts only). The
 * runner stores its checkpoint after `react` resolved, i.e. after the bus accepted the batch: a crash
 * re-publishes (at least once; the matcher de-duplicates by event id). Nothing waits on the feed's consumers:
 * the matcher may run in another process and shows its lag against the recorded last published position.
 */
export function newCaseRelay(bus: MessageBus, handover: FeedHandover): Reactor {
  return {
    name: NEW_CASE_FEED,
    handles: 'all',
    startAfter: () => handover.previousCheckpoint(),
    react: async (events) => {
      let lastPublished: bigint | undefined;
      const messages: { key: string; payload: NewCaseMessage }[] = [];
      for (const event of events) {
        const payload = toNewCaseMessage(event);
        if (payload === null) continue;
        messages.push({ key: String(payload.caseId), payload });
        lastPublished = event.position;
      }
      if (lastPublished === undefined) return;
      await bus.publish(NEW_CASES_TOPIC, messages);
      await handover.recordPublished(lastPublished);
    },
  };
}
