import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { SubscriptionCommand } from './commands.js';
import {
  AlertsRequirePro,
  DigestConflict,
  ImmediateAlertsRequirePro,
  InvalidSubscription,
  PRO_REQUIRED,
  SubscriptionAlreadyExists,
  SubscriptionLimitReached,
  SubscriptionNotFound,
} from './errors.js';
import type { MatchCriteria, SubscriptionEvent, SubscriptionFields } from './events.js';
import { subscriptionDecider } from './subscription-decider.js';

const id = '0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40';
const owner = 'user-owner';
const stranger = 'user-stranger';
const at = new Date('2026-11-21T09:00:00Z');
const iso = at.toISOString();

const fields: SubscriptionFields = {
  email: 'kredit@example.de',
  companyName: 'Müller Bau GmbH',
  keywords: ['Köln'],
  active: true,
  caseNumber: null,
  court: null,
  registerNumber: null,
};
const criteria: MatchCriteria = {
  nameTokens: ['muller', 'bau'],
  keywordTokens: [['koln']],
  caseRef: null,
  registerRef: null,
};

/** As written before issue #30: no delivery mode (read as `täglich`). */
const created: SubscriptionEvent = {
  type: 'SubscriptionCreated',
  data: { subscriptionId: id, ownerId: owner, ...fields, criteria, source: 'form', createdAt: iso },
};
/** As written now: the mode is recorded. */
const createdNow = (mode: 'sofort' | 'täglich' = 'täglich'): SubscriptionEvent => ({
  type: 'SubscriptionCreated',
  data: { subscriptionId: id, ownerId: owner, ...fields, mode, criteria, source: 'form', createdAt: iso },
});
const create = (overrides: Partial<SubscriptionFields> = {}, mayHaveAlerts = true): SubscriptionCommand => ({
  type: 'CreateSubscription',
  subscriptionId: id,
  by: owner,
  mayHaveAlerts,
  ownerSubscriptions: 0,
  maxSubscriptions: 1000,
  fields: { ...fields, ...overrides },
  criteria,
  source: 'form',
  at,
});
const toggled = (active: boolean, via: 'user' | 'unsubscribe-link' = 'user'): SubscriptionEvent => ({
  type: 'SubscriptionToggled',
  data: { subscriptionId: id, active, at: iso, via },
});
const deleted: SubscriptionEvent = {
  type: 'SubscriptionDeleted',
  data: { subscriptionId: id, deletedAt: iso, deletedBy: owner },
};
const prepared = (digestId: string, caseIds: number[]): SubscriptionEvent => ({
  type: 'AlertDigestPrepared',
  data: { subscriptionId: id, digestId, caseIds, preparedAt: iso },
});
const sent = (digestId: string, caseIds: number[], confirmed = true): SubscriptionEvent => ({
  type: 'AlertDigestSent',
  data: { subscriptionId: id, digestId, caseIds, sentAt: iso, mailMessageId: confirmed ? '<m@x>' : null, confirmed },
});
const failed = (digestId: string): SubscriptionEvent => ({
  type: 'AlertDigestFailed',
  data: { subscriptionId: id, digestId, failedAt: iso, reason: 'ECONNREFUSED' },
});
const prepare = (digestId: string, caseIds: number[]): SubscriptionCommand => ({
  type: 'PrepareDigest',
  digestId,
  caseIds,
  at,
});

const spec = DeciderSpecification.for(subscriptionDecider);

describe('subscription decider', () => {
  describe('create', () => {
    it('records a Pro user’s subscription with its matching criteria', () => {
      spec.given([]).when(create()).then([createdNow()]);
    });

    describe('delivery modes (issue #30)', () => {
      const change = (changed: SubscriptionFields): SubscriptionCommand => ({
        type: 'UpdateSubscription',
        by: owner,
        mayHaveAlerts: true,
        fields: changed,
        criteria,
        at,
      });
      it('records the chosen mode, `täglich` when none is given', () => {
        spec
          .given([])
          .when(create({ mode: 'sofort' }))
          .then([createdNow('sofort')]);
        spec
          .given([])
          .when(create())
          .then([createdNow('täglich')]);
      });

      it('refuses `sofort` without Pro with its own German text', () => {
        spec
          .given([])
          .when(create({ mode: 'sofort' }, false))
          .thenThrows(ImmediateAlertsRequirePro, 'Sofort-Benachrichtigungen gibt es nur im Pro-Tarif');
      });

      it('reads an alert written before the modes as `täglich`, and a change without a mode keeps the mode', () => {
        // Old event, same fields, no mode in the command: nothing changed.
        spec.given([created]).when(change(fields)).then([]);
        spec
          .given([created])
          .when(change({ ...fields, mode: 'sofort' }))
          .then([
            {
              type: 'SubscriptionUpdated',
              data: { subscriptionId: id, ...fields, mode: 'sofort', criteria, updatedAt: iso },
            },
          ]);
        spec
          .given([createdNow('sofort')])
          .when(change(fields))
          .then([]);
      });

      it('marks an immediate mail in its intent, so it does not count as the address’s digest of the day', () => {
        spec
          .given([createdNow('sofort')])
          .when({ type: 'PrepareDigest', digestId: 'm-1', caseIds: [3], at, delivery: 'immediate' })
          .then([
            {
              type: 'AlertDigestPrepared',
              data: { subscriptionId: id, digestId: 'm-1', caseIds: [3], preparedAt: iso, delivery: 'immediate' },
            },
          ]);
      });
    });

    it('refuses free users with the text of docs/SPEC.md §6', () => {
      spec.given([]).when(create({}, false)).thenThrows(AlertsRequirePro, PRO_REQUIRED);
    });

    it('refuses a subscription beyond the per-user cap, naming the limit in German', () => {
      spec
        .given([])
        .when({ ...create(), ownerSubscriptions: 999 } as SubscriptionCommand)
        .then([createdNow()]);
      spec
        .given([])
        .when({ ...create(), ownerSubscriptions: 1000 } as SubscriptionCommand)
        .thenThrows(
          SubscriptionLimitReached,
          'Sie können höchstens 1.000 Benachrichtigungen anlegen. Bitte löschen Sie nicht mehr benötigte Benachrichtigungen.',
        );
    });

    it('refuses an id that exists, also after deletion', () => {
      spec.given([created]).when(create()).thenThrows(SubscriptionAlreadyExists);
      spec.given([created, deleted]).when(create()).thenThrows(SubscriptionAlreadyExists);
    });

    it.each([
      [{ email: '' }, 'E-Mail-Adresse ist erforderlich'],
      [{ email: 'kein-mail' }, 'Ungültiges E-Mail-Format'],
      [{ email: 'a@example.de\r\nBcc: b@example.de' }, 'Ungültiges E-Mail-Format'],
      [{ companyName: '' }, 'Firmenname ist erforderlich'],
      [{ companyName: 'Bau\nGmbH' }, 'Firmenname darf keine Zeilenumbrüche enthalten'],
      [{ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, 'Höchstens 20 Stichwörter sind erlaubt'],
      [{ caseNumber: '71 IN 123/26' }, 'Gericht ist erforderlich, wenn ein Aktenzeichen angegeben ist'],
      [{ registerNumber: 'XY 1' }, 'Ungültige Registernummer (z. B. HRB 12345)'],
    ])('refuses %j: %s', (overrides, message) => {
      spec
        .given([])
        .when(create(overrides))
        .thenThrows(InvalidSubscription, new RegExp(message.replace(/[().]/g, '\\$&')));
    });

    it('accepts a subscription without company when it watches an Aktenzeichen or a register number', () => {
      const watch = { companyName: '', caseNumber: '71 IN 123/26', court: 'Amtsgericht Köln' };
      const [event] = subscriptionDecider.decide(create(watch), subscriptionDecider.initialState());
      expect(event).toMatchObject({ type: 'SubscriptionCreated', data: watch });
    });
  });

  describe('update, toggle, delete: owner only', () => {
    const update = (by = owner, mayHaveAlerts = true): SubscriptionCommand => ({
      type: 'UpdateSubscription',
      by,
      mayHaveAlerts,
      fields: { ...fields, keywords: [] },
      criteria: { ...criteria, keywordTokens: [] },
      at,
    });

    it('records a change, and nothing when nothing changed', () => {
      spec
        .given([created])
        .when(update())
        .then([
          {
            type: 'SubscriptionUpdated',
            data: {
              subscriptionId: id,
              ...fields,
              keywords: [],
              mode: 'täglich',
              criteria: { ...criteria, keywordTokens: [] },
              updatedAt: iso,
            },
          },
        ]);
      spec
        .given([created])
        .when({ ...update(), fields, criteria } as SubscriptionCommand)
        .then([]);
    });

    it('answers 404 to other users, for unknown and for deleted subscriptions', () => {
      const commands: SubscriptionCommand[] = [
        update(stranger),
        { type: 'ToggleSubscription', by: stranger, mayHaveAlerts: true, at },
        { type: 'DeleteSubscription', by: stranger, at },
      ];
      for (const command of commands) {
        spec
          .given([created])
          .when(command)
          .thenThrows(SubscriptionNotFound, 'Die Benachrichtigung wurde nicht gefunden.');
      }
      spec.given([]).when(update()).thenThrows(SubscriptionNotFound);
      spec
        .given([created, deleted])
        .when({ type: 'DeleteSubscription', by: owner, at })
        .thenThrows(SubscriptionNotFound);
    });

    it('toggles active ↔ inactive; switching on needs Pro, switching off does not', () => {
      const toggle = (mayHaveAlerts: boolean): SubscriptionCommand => ({
        type: 'ToggleSubscription',
        by: owner,
        mayHaveAlerts,
        at,
      });
      spec
        .given([created])
        .when(toggle(false))
        .then([toggled(false)]);
      spec
        .given([created, toggled(false)])
        .when(toggle(true))
        .then([toggled(true)]);
      spec
        .given([created, toggled(false)])
        .when(toggle(false))
        .thenThrows(AlertsRequirePro);
      spec.given([created]).when(update(owner, false)).thenThrows(AlertsRequirePro);
    });

    it('deactivates through the signed link idempotently', () => {
      const deactivate: SubscriptionCommand = { type: 'DeactivateSubscription', at };
      spec
        .given([created])
        .when(deactivate)
        .then([toggled(false, 'unsubscribe-link')]);
      spec
        .given([created, toggled(false)])
        .when(deactivate)
        .then([]);
      spec.given([created, deleted]).when(deactivate).thenThrows(SubscriptionNotFound);
    });

    it('deletes', () => {
      spec.given([created]).when({ type: 'DeleteSubscription', by: owner, at }).then([deleted]);
    });
  });

  describe('digests', () => {
    it('prepares only cases never handed to a digest before, sorted and once each', () => {
      spec
        .given([created])
        .when(prepare('d1', [7, 3, 7]))
        .then([prepared('d1', [3, 7])]);
      spec
        .given([created, prepared('d1', [3, 7]), sent('d1', [3, 7])])
        .when(prepare('d2', [7, 9]))
        .then([prepared('d2', [9])]);
      spec
        .given([created, prepared('d1', [3]), sent('d1', [3])])
        .when(prepare('d2', [3]))
        .then([]);
    });

    it('never hands over a case again once prepared, even when the outcome is unknown', () => {
      spec
        .given([created, prepared('d1', [3]), sent('d1', [3], false)])
        .when(prepare('d2', [3]))
        .then([]);
    });

    it('gives the cases of a failed digest to the next one', () => {
      spec
        .given([created, prepared('d1', [3]), failed('d1')])
        .when(prepare('d2', [3]))
        .then([prepared('d2', [3])]);
    });

    it('refuses a second digest while one is open, and digests of inactive or deleted subscriptions', () => {
      spec
        .given([created, prepared('d1', [3])])
        .when(prepare('d2', [4]))
        .thenThrows(DigestConflict, /läuft bereits/);
      spec
        .given([created, toggled(false)])
        .when(prepare('d1', [3]))
        .thenThrows(DigestConflict, /nicht aktiv/);
      spec
        .given([created, deleted])
        .when(prepare('d1', [3]))
        .thenThrows(SubscriptionNotFound);
    });

    it('records the outcome of the open digest once', () => {
      const record: SubscriptionCommand = {
        type: 'RecordDigestSent',
        digestId: 'd1',
        mailMessageId: '<m@x>',
        confirmed: true,
        at,
      };
      spec
        .given([created, prepared('d1', [3, 7])])
        .when(record)
        .then([sent('d1', [3, 7])]);
      spec
        .given([created, prepared('d1', [3, 7]), sent('d1', [3, 7])])
        .when(record)
        .then([]);
      spec.given([created]).when(record).thenThrows(DigestConflict);
      spec
        .given([created, prepared('d1', [3])])
        .when({ type: 'RecordDigestFailed', digestId: 'd1', reason: 'ECONNREFUSED', at })
        .then([failed('d1')]);
    });

    it('records the outcome of a digest prepared before the subscription was deleted', () => {
      const record: SubscriptionCommand = {
        type: 'RecordDigestSent',
        digestId: 'd1',
        mailMessageId: null,
        confirmed: false,
        at,
      };
      spec
        .given([created, prepared('d1', [3]), deleted])
        .when(record)
        .then([sent('d1', [3], false)]);
    });
  });
});
