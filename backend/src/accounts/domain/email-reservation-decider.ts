import type { Decider } from '../../platform/command-handling/decider.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { addressKey } from '../../platform/text/address-key.js';
import { keyedHash } from '../../platform/text/keyed-hash.js';

export class EmailAlreadyRegistered extends DomainError {
  constructor() {
    super('conflict', 'email_taken', 'Diese E-Mail-Adresse ist bereits registriert.');
  }
}

/**
 * One stream per e-mail address, holding which account it belongs to. Claims append with the revision they read,
 * so of two processes claiming one address at the same moment (the API and a CLI command, two API replicas) one
 * wins and the other decides again and sees it taken: uniqueness holds without a lock that only one process
 * could see. The name is a keyed hash (the installation's `STREAM_NAME_KEY`) of the address's unkeyed key, so
 * without the key nobody can test whether an address is registered; keyed over the unkeyed key (not over the
 * address) so that the names of older versions (`email-` + 40 hex digits of `addressKey`) can be renamed
 * without knowing the addresses (`renamedEmailReservation`).
 */
export function emailReservationStream(streamNameKey: string, email: string): string {
  return keyedName(streamNameKey, addressKey('account', email));
}

/** An older version's reservation name (`email-<addressKey>`) under its keyed name; null for any other stream. */
export function renamedEmailReservation(streamNameKey: string, streamName: string): string | null {
  const unkeyed = /^email-([0-9a-f]{40})$/.exec(streamName);
  return unkeyed ? keyedName(streamNameKey, unkeyed[1]) : null;
}

const keyedName = (streamNameKey: string, unkeyed: string) =>
  `email-${keyedHash(streamNameKey, 'insolvenzmonitor:accounts:email-reservation:v1', unkeyed).slice(0, 32)}`;

export type EmailReservationEvent =
  | { readonly type: 'EmailAddressReserved'; readonly data: { readonly userId: string; readonly at: string } }
  | { readonly type: 'EmailAddressReleased'; readonly data: { readonly userId: string; readonly at: string } };

export interface EmailReservationState {
  readonly holder: string | null;
  /** When the holder reserved it. */
  readonly since: string | null;
}

export type EmailReservationCommand =
  | {
      readonly type: 'ReserveEmail';
      readonly userId: string;
      readonly at: string;
      /**
       * The holder's account does not exist although its reservation is older than a registration takes: the
       * registration that reserved it failed before recording the account. Such a reservation is taken over.
       */
      readonly holderAbandoned: boolean;
    }
  | { readonly type: 'ReleaseEmail'; readonly userId: string; readonly at: string };

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationEvent, EmailReservationState> = {
  initialState: () => ({ holder: null, since: null }),
  decide(command, state) {
    const data = { userId: command.userId, at: command.at };
    if (command.type === 'ReleaseEmail') {
      return state.holder === command.userId ? [{ type: 'EmailAddressReleased', data }] : [];
    }
    if (state.holder === command.userId) return [];
    if (state.holder === null) return [{ type: 'EmailAddressReserved', data }];
    if (!command.holderAbandoned) throw new EmailAlreadyRegistered();
    return [
      { type: 'EmailAddressReleased', data: { userId: state.holder, at: command.at } },
      { type: 'EmailAddressReserved', data },
    ];
  },
  evolve(state, event) {
    return event.type === 'EmailAddressReserved'
      ? { holder: event.data.userId, since: event.data.at }
      : state.holder === event.data.userId
        ? { holder: null, since: null }
        : state;
  },
};
