import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import {
  ConfirmationLinkExpired,
  ConfirmationRecentlySent,
  RecipientAlreadyConfirmed,
  RecipientHasRefused,
  RecipientNotFound,
} from './errors.js';
import type { RecipientEvent } from './events.js';
import { recipientDecider, type RecipientCommand } from './recipient-decider.js';

const key = 'a1b2c3';
const owner = 'user-owner';
const at = new Date('2026-11-21T09:00:00Z');
const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);

const requested = (
  requestId = 'r1',
  when = at,
  trigger: 'subscription' | 'resend' = 'subscription',
): RecipientEvent => ({
  type: 'RecipientConfirmationRequested',
  data: {
    recipientKey: key,
    ownerId: owner,
    requestId,
    trigger,
    requestedAt: when.toISOString(),
    expiresAt: new Date(when.getTime() + 7 * 24 * 3_600_000).toISOString(),
  },
});
const failed = (requestId = 'r1'): RecipientEvent => ({
  type: 'RecipientConfirmationMailFailed',
  data: { recipientKey: key, requestId, failedAt: at.toISOString(), reason: 'ECONNREFUSED' },
});
const confirmed = (when = at): RecipientEvent => ({
  type: 'RecipientConfirmed',
  data: { recipientKey: key, ownerId: owner, confirmedAt: when.toISOString() },
});
const refused = (when = at): RecipientEvent => ({
  type: 'RecipientRefused',
  data: { recipientKey: key, ownerId: owner, refusedAt: when.toISOString() },
});
const request = (
  requestId = 'r1',
  when = at,
  trigger: 'subscription' | 'resend' = 'subscription',
  mailQuotaLeft = true,
): RecipientCommand => ({
  type: 'RequestConfirmation',
  recipientKey: key,
  ownerId: owner,
  requestId,
  trigger,
  mailQuotaLeft,
  at: when,
});
const confirm = (when = at, linkExpiresAt = hours(24 * 7)): RecipientCommand => ({
  type: 'ConfirmRecipient',
  linkExpiresAt,
  at: when,
});

const spec = DeciderSpecification.for(recipientDecider);

describe('recipient decider (double opt-in of foreign alert addresses)', () => {
  it('requests one confirmation for the first subscription to an address, with a link valid 7 days', () => {
    spec.given([]).when(request()).then([requested()]);
  });

  it('sends no second mail within 24 hours, however many subscriptions target the address', () => {
    spec
      .given([requested()])
      .when(request('r2', hours(1)))
      .then([]);
    spec
      .given([requested()])
      .when(request('r2', hours(23.9)))
      .then([]);
    spec
      .given([requested()])
      .when(request('r2', hours(24)))
      .then([requested('r2', hours(24))]);
  });

  it('answers an explicit resend within the window with a German refusal', () => {
    spec
      .given([requested()])
      .when(request('r2', hours(2), 'resend'))
      .thenThrows(ConfirmationRecentlySent, /in den letzten 24 Stunden bereits gesendet/);
    spec
      .given([requested()])
      .when(request('r2', hours(25), 'resend'))
      .then([requested('r2', hours(25), 'resend')]);
  });

  it('requests again at once when the previous mail failed to leave', () => {
    spec
      .given([requested(), failed()])
      .when(request('r2', hours(1)))
      .then([requested('r2', hours(1))]);
    spec
      .given([requested('r2')])
      .when({ type: 'RecordConfirmationMailFailed', requestId: 'r1', reason: 'x', at })
      .then([]);
  });

  it('confirms through a valid link once; an expired link is refused', () => {
    spec
      .given([requested()])
      .when(confirm(hours(1)))
      .then([confirmed(hours(1))]);
    spec
      .given([requested(), confirmed()])
      .when(confirm(hours(2)))
      .then([]);
    spec
      .given([requested()])
      .when(confirm(hours(24 * 7 + 1)))
      .thenThrows(ConfirmationLinkExpired, /abgelaufen/);
    spec.given([]).when(confirm()).thenThrows(RecipientNotFound);
  });

  it('never mails a confirmed or refused address again; a resend says why', () => {
    spec
      .given([requested(), confirmed()])
      .when(request('r2', hours(48)))
      .then([]);
    spec
      .given([requested(), refused()])
      .when(request('r2', hours(48)))
      .then([]);
    spec
      .given([requested(), confirmed()])
      .when(request('r2', hours(48), 'resend'))
      .thenThrows(RecipientAlreadyConfirmed);
    spec
      .given([requested(), refused()])
      .when(request('r2', hours(48), 'resend'))
      .thenThrows(RecipientHasRefused, /abgelehnt/);
  });

  it('honours a refusal, also through an expired link, and lets the addressee change their mind', () => {
    spec
      .given([requested()])
      .when({ type: 'RefuseRecipient', at: hours(24 * 30) })
      .then([refused(hours(24 * 30))]);
    spec.given([requested(), refused()]).when({ type: 'RefuseRecipient', at }).then([]);
    spec
      .given([requested(), refused()])
      .when(confirm(hours(1)))
      .then([confirmed(hours(1))]);
    spec
      .given([requested(), confirmed()])
      .when({ type: 'RefuseRecipient', at: hours(3) })
      .then([refused(hours(3))]);
  });

  describe('daily opt-in quota (issue #28)', () => {
    const deferred = (when = at): RecipientEvent => ({
      type: 'RecipientConfirmationDeferred',
      data: { recipientKey: key, ownerId: owner, deferredAt: when.toISOString() },
    });

    it('defers the mail of an owner without quota left, once, and sends it on a day with quota', () => {
      expect(
        recipientDecider.decide(request('r1', at, 'subscription', false), recipientDecider.initialState()),
      ).toEqual([deferred()]);
      const queued = [deferred()].reduce(recipientDecider.evolve, recipientDecider.initialState());
      expect(queued).toMatchObject({ status: 'queued', lastRequest: null });
      expect(recipientDecider.decide(request('r2', hours(1), 'subscription', false), queued)).toEqual([]);
      const sent = recipientDecider.decide(request('r3', hours(24)), queued);
      expect(sent.map((event) => event.type)).toEqual(['RecipientConfirmationRequested']);
      expect(sent.reduce(recipientDecider.evolve, queued)).toMatchObject({ status: 'pending' });
    });

    it('defers nothing that would not be mailed anyway', () => {
      const confirmedState = [requested(), confirmed()].reduce(
        recipientDecider.evolve,
        recipientDecider.initialState(),
      );
      expect(recipientDecider.decide(request('r1', at, 'subscription', false), confirmedState)).toEqual([]);
    });
  });
});
