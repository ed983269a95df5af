import type { Decider } from '../../platform/command-handling/decider.js';
import {
  ConfirmationLinkExpired,
  ConfirmationRecentlySent,
  RecipientAlreadyConfirmed,
  RecipientHasRefused,
  RecipientNotFound,
} from './errors.js';
import type { RecipientEvent } from './events.js';

/** How long a confirmation link may be used. */
export const CONFIRMATION_LINK_DAYS = 7;
/** At most one confirmation mail per owner and address in this window, however often it is triggered. */
export const CONFIRMATION_RESEND_HOURS = 24;

const HOUR = 3_600_000;

export type RecipientCommand =
  | {
      readonly type: 'RequestConfirmation';
      readonly recipientKey: string;
      readonly ownerId: string;
      readonly requestId: string;
      readonly trigger: 'subscription' | 'resend';
      /** Whether the owner may still send an opt-in mail today (ALERT_OPT_IN_MAILS_PER_DAY); false: defer. */
      readonly mailQuotaLeft: boolean;
      readonly at: Date;
    }
  | {
      readonly type: 'RecordConfirmationMailFailed';
      readonly requestId: string;
      readonly reason: string;
      readonly at: Date;
    }
  /** From the signed link: the signature is the authority, `linkExpiresAt` is what it signed. */
  | { readonly type: 'ConfirmRecipient'; readonly linkExpiresAt: Date; readonly at: Date }
  | { readonly type: 'RefuseRecipient'; readonly at: Date };

export type RecipientState =
  | { readonly status: 'none' }
  | {
      /** `queued`: a confirmation mail is due but waits for a later day (the owner's daily opt-in quota). */
      readonly status: 'pending' | 'queued' | 'confirmed' | 'refused';
      readonly recipientKey: string;
      readonly ownerId: string;
      /** The last confirmation mail handed to the mailer (null after it failed). */
      readonly lastRequest: { readonly requestId: string; readonly at: string } | null;
    };

type Known = Exclude<RecipientState, { status: 'none' }>;

function known(state: RecipientState): Known {
  if (state.status === 'none') throw new RecipientNotFound();
  return state;
}

/**
 * Double opt-in of an alert address other than the owner's own (issue #12). A subscription to it requests a
 * confirmation mail, but at most one per `CONFIRMATION_RESEND_HOURS`, so a bulk upload of 2,000 rows sends
 * one mail; nothing else is mailed to the address before it confirms. A refusal stops every further mail from
 * this owner; the addressee may still change their mind through a valid link.
 */
export const recipientDecider: Decider<RecipientCommand, RecipientEvent, RecipientState> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'RecipientConfirmationRequested': {
        const { recipientKey, ownerId, requestId, requestedAt } = event.data;
        const status = state.status === 'none' || state.status === 'queued' ? 'pending' : state.status;
        return { status, recipientKey, ownerId, lastRequest: { requestId, at: requestedAt } };
      }
      case 'RecipientConfirmationDeferred': {
        const { recipientKey, ownerId } = event.data;
        if (state.status === 'confirmed' || state.status === 'refused') return state;
        return { status: 'queued', recipientKey, ownerId, lastRequest: null };
      }
      case 'RecipientConfirmationMailFailed':
        if (state.status === 'none' || state.lastRequest?.requestId !== event.data.requestId) return state;
        return { ...state, lastRequest: null };
      case 'RecipientConfirmed':
        return state.status === 'none' ? state : { ...state, status: 'confirmed' };
      case 'RecipientRefused':
        return state.status === 'none' ? state : { ...state, status: 'refused' };
    }
  },

  decide: (command, state) => {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'RequestConfirmation': {
        const resend = command.trigger === 'resend';
        if (state.status === 'confirmed') {
          if (resend) throw new RecipientAlreadyConfirmed();
          return [];
        }
        if (state.status === 'refused') {
          if (resend) throw new RecipientHasRefused();
          return [];
        }
        const last = state.status === 'pending' ? state.lastRequest : null;
        if (last && command.at.getTime() - Date.parse(last.at) < CONFIRMATION_RESEND_HOURS * HOUR) {
          if (resend) throw new ConfirmationRecentlySent(CONFIRMATION_RESEND_HOURS);
          return [];
        }
        if (!command.mailQuotaLeft) {
          // Already waiting: nothing new to record until a day with quota left.
          if (state.status === 'queued') return [];
          return [
            {
              type: 'RecipientConfirmationDeferred',
              data: { recipientKey: command.recipientKey, ownerId: command.ownerId, deferredAt: at },
            },
          ];
        }
        const expiresAt = new Date(command.at.getTime() + CONFIRMATION_LINK_DAYS * 24 * HOUR).toISOString();
        return [
          {
            type: 'RecipientConfirmationRequested',
            data: {
              recipientKey: command.recipientKey,
              ownerId: command.ownerId,
              requestId: command.requestId,
              trigger: command.trigger,
              requestedAt: at,
              expiresAt,
            },
          },
        ];
      }
      case 'RecordConfirmationMailFailed': {
        const current = known(state);
        if (current.lastRequest?.requestId !== command.requestId) return [];
        return [
          {
            type: 'RecipientConfirmationMailFailed',
            data: {
              recipientKey: current.recipientKey,
              requestId: command.requestId,
              failedAt: at,
              reason: command.reason,
            },
          },
        ];
      }
      case 'ConfirmRecipient': {
        const current = known(state);
        if (current.status === 'confirmed') return [];
        if (command.at.getTime() > command.linkExpiresAt.getTime()) throw new ConfirmationLinkExpired();
        return [
          {
            type: 'RecipientConfirmed',
            data: { recipientKey: current.recipientKey, ownerId: current.ownerId, confirmedAt: at },
          },
        ];
      }
      case 'RefuseRecipient': {
        // Refusing is always honoured, also through an expired link: it only ever stops mail.
        const current = known(state);
        if (current.status === 'refused') return [];
        return [
          {
            type: 'RecipientRefused',
            data: { recipientKey: current.recipientKey, ownerId: current.ownerId, refusedAt: at },
          },
        ];
      }
    }
  },
};
