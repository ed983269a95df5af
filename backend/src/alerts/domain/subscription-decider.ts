import type { Decider } from '../../platform/command-handling/decider.js';
import type { SubscriptionCommand } from './commands.js';
import {
  AlertsRequirePro,
  DigestConflict,
  ImmediateAlertsRequirePro,
  InvalidSubscription,
  SubscriptionAlreadyExists,
  SubscriptionLimitReached,
  SubscriptionNotFound,
} from './errors.js';
import type { SubscriptionEvent, SubscriptionFields } from './events.js';
import { subscriptionProblems } from './subscription-rules.js';
import { modeAllowed, modeOf } from './delivery-mode.js';

export interface PendingDigest {
  readonly digestId: string;
  readonly caseIds: readonly number[];
}

export type SubscriptionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'inactive' | 'deleted';
      readonly subscriptionId: string;
      readonly ownerId: string;
      readonly fields: SubscriptionFields;
      /** Every case ever handed to a digest of this subscription (prepared counts: never twice). */
      readonly handedOver: readonly number[];
      readonly pending: PendingDigest | null;
      /** Digests with a recorded outcome, so a repeated outcome is a no-op. */
      readonly finished: readonly string[];
    };

type Existing = Exclude<SubscriptionState, { status: 'none' }>;

const idOf = (state: SubscriptionState): string => (state as Existing).subscriptionId;

function existing(state: SubscriptionState): state is Existing {
  return state.status !== 'none';
}

/** Owner's commands see a deleted subscription, and everyone else's, as missing (404, nothing revealed). */
function owned(state: SubscriptionState, by: string): Existing {
  if (!existing(state) || state.status === 'deleted' || state.ownerId !== by) throw new SubscriptionNotFound();
  return state;
}

/** Old events carry no mode: the state holds `täglich` for them (the upcast), so an update compares like with like. */
const withMode = (fields: SubscriptionFields): SubscriptionFields => ({ ...fields, mode: modeOf(fields) });

/** `sofort` only for Pro (issue #30): named before the general Pro rule, so the answer says what is refused. */
function assertModeAllowed(fields: SubscriptionFields, mayHaveAlerts: boolean): void {
  if (!modeAllowed(modeOf(fields), mayHaveAlerts)) throw new ImmediateAlertsRequirePro();
}

function assertValid(fields: SubscriptionFields): void {
  const problems = subscriptionProblems(fields);
  if (problems.length > 0) throw new InvalidSubscription(problems);
}

const sameFields = (a: SubscriptionFields, b: SubscriptionFields) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One e-mail alert (docs/SPEC.md §3–§6, docs/DESIGN.md §9): created by Pro users only, changed, toggled and deleted by
 * its owner only, at most `maxSubscriptions` per owner; a digest is prepared (its cases handed over), then recorded as sent or failed. A case handed
 * to one digest is never part of another, so no case reaches the same subscription twice.
 */
export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    if (event.type === 'SubscriptionCreated') {
      const { subscriptionId, ownerId, criteria: _c, source: _s, createdAt: _at, ...fields } = event.data;
      return {
        status: fields.active ? 'active' : 'inactive',
        subscriptionId,
        ownerId,
        fields: withMode(fields),
        handedOver: [],
        pending: null,
        finished: [],
      };
    }
    if (!existing(state)) return state;
    switch (event.type) {
      case 'SubscriptionUpdated': {
        const { subscriptionId: _id, criteria: _c, updatedAt: _at, ...fields } = event.data;
        return { ...state, fields: withMode(fields), status: fields.active ? 'active' : 'inactive' };
      }
      case 'SubscriptionToggled':
        return {
          ...state,
          fields: { ...state.fields, active: event.data.active },
          status: event.data.active ? 'active' : 'inactive',
        };
      case 'SubscriptionDeleted':
        return { ...state, status: 'deleted' };
      case 'AlertDigestPrepared':
        return {
          ...state,
          handedOver: [...state.handedOver, ...event.data.caseIds],
          pending: { digestId: event.data.digestId, caseIds: event.data.caseIds },
        };
      case 'AlertDigestSent':
      case 'AlertDigestFailed': {
        const failed = event.type === 'AlertDigestFailed' && state.pending?.digestId === event.data.digestId;
        // A failed digest sent nothing: its cases go back into the next one.
        const released = failed ? new Set(state.pending!.caseIds) : new Set<number>();
        return {
          ...state,
          handedOver: state.handedOver.filter((id) => !released.has(id)),
          pending: null,
          finished: [...state.finished, event.data.digestId],
        };
      }
    }
  },

  decide: (command, state) => {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'CreateSubscription': {
        if (existing(state)) throw new SubscriptionAlreadyExists();
        assertModeAllowed(command.fields, command.mayHaveAlerts);
        if (!command.mayHaveAlerts) throw new AlertsRequirePro();
        if (command.ownerSubscriptions >= command.maxSubscriptions)
          throw new SubscriptionLimitReached(command.maxSubscriptions);
        assertValid(command.fields);
        return [
          {
            type: 'SubscriptionCreated',
            data: {
              subscriptionId: command.subscriptionId,
              ownerId: command.by,
              ...withMode(command.fields),
              criteria: command.criteria,
              source: command.source,
              createdAt: at,
            },
          },
        ];
      }
      case 'UpdateSubscription': {
        const current = owned(state, command.by);
        // A change without a mode keeps the alert's mode.
        const fields = { ...command.fields, mode: command.fields.mode ?? modeOf(current.fields) };
        assertModeAllowed(fields, command.mayHaveAlerts);
        if (!command.mayHaveAlerts) throw new AlertsRequirePro();
        assertValid(fields);
        if (sameFields(current.fields, fields)) return [];
        return [
          {
            type: 'SubscriptionUpdated',
            data: {
              subscriptionId: current.subscriptionId,
              ...fields,
              criteria: command.criteria,
              updatedAt: at,
            },
          },
        ];
      }
      case 'ToggleSubscription': {
        const current = owned(state, command.by);
        const active = current.status !== 'active';
        // Switching off is always allowed (also after a downgrade); switching on is a Pro feature.
        if (active && !command.mayHaveAlerts) throw new AlertsRequirePro();
        return [{ type: 'SubscriptionToggled', data: { subscriptionId: idOf(state), active, at, via: 'user' } }];
      }
      case 'DeactivateSubscription': {
        if (!existing(state) || state.status === 'deleted') throw new SubscriptionNotFound();
        if (state.status === 'inactive') return [];
        return [
          {
            type: 'SubscriptionToggled',
            data: { subscriptionId: idOf(state), active: false, at, via: 'unsubscribe-link' },
          },
        ];
      }
      case 'DeleteSubscription':
        owned(state, command.by);
        return [
          { type: 'SubscriptionDeleted', data: { subscriptionId: idOf(state), deletedAt: at, deletedBy: command.by } },
        ];
      case 'PrepareDigest': {
        if (!existing(state) || state.status === 'deleted') throw new SubscriptionNotFound();
        if (state.status !== 'active') throw new DigestConflict('Die Benachrichtigung ist nicht aktiv.');
        if (state.pending) throw new DigestConflict('Für diese Benachrichtigung läuft bereits ein Versand.');
        const done = new Set(state.handedOver);
        const caseIds = [...new Set(command.caseIds)].filter((id) => !done.has(id)).sort((a, b) => a - b);
        if (caseIds.length === 0) return [];
        return [
          {
            type: 'AlertDigestPrepared',
            data: {
              subscriptionId: idOf(state),
              digestId: command.digestId,
              caseIds,
              preparedAt: at,
              ...(command.delivery && { delivery: command.delivery }),
            },
          },
        ];
      }
      case 'RecordDigestSent':
      case 'RecordDigestFailed': {
        if (!existing(state)) throw new SubscriptionNotFound();
        if (state.finished.includes(command.digestId)) return [];
        if (state.pending?.digestId !== command.digestId)
          throw new DigestConflict('Zu diesem Versand gibt es keine offene Vorbereitung.');
        const subscriptionId = idOf(state);
        if (command.type === 'RecordDigestFailed') {
          return [
            {
              type: 'AlertDigestFailed',
              data: { subscriptionId, digestId: command.digestId, failedAt: at, reason: command.reason },
            },
          ];
        }
        return [
          {
            type: 'AlertDigestSent',
            data: {
              subscriptionId,
              digestId: command.digestId,
              caseIds: state.pending.caseIds,
              sentAt: at,
              mailMessageId: command.mailMessageId,
              confirmed: command.confirmed,
            },
          },
        ];
      }
    }
  },
};
