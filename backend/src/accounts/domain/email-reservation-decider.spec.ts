import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import { addressKey } from '../../platform/text/address-key.js';
import {
  EmailAlreadyRegistered,
  emailReservationDecider,
  emailReservationStream,
  renamedEmailReservation,
  type EmailReservationEvent,
} from './email-reservation-decider.js';

const at = '2026-11-24T10:00:00.000Z';
const reserved = (userId: string): EmailReservationEvent => ({ type: 'EmailAddressReserved', data: { userId, at } });
const released = (userId: string): EmailReservationEvent => ({ type: 'EmailAddressReleased', data: { userId, at } });
const spec = DeciderSpecification.for(emailReservationDecider);
const reserve = (userId: string, holderAbandoned = false) =>
  ({ type: 'ReserveEmail', userId, at, holderAbandoned }) as const;

describe('email reservation decider', () => {
  it('reserves a free address, and again one its holder released', () => {
    spec
      .given([])
      .when(reserve('u1'))
      .then([reserved('u1')]);
    spec
      .given([reserved('u1'), released('u1')])
      .when(reserve('u2'))
      .then([reserved('u2')]);
  });

  it('refuses an address another account holds, and is idempotent for the holder', () => {
    spec
      .given([reserved('u1')])
      .when(reserve('u2'))
      .thenThrows(EmailAlreadyRegistered, 'Diese E-Mail-Adresse ist bereits registriert.');
    spec
      .given([reserved('u1')])
      .when(reserve('u1'))
      .then([]);
  });

  it('takes over the reservation of a holder past its deadline only on the revision read (racing claims decide again)', () => {
    // The second of two registrations racing for an expired holder's address decides on the winner's events.
    spec
      .given([reserved('u1'), released('u1'), reserved('u2')])
      .when(reserve('u3', false))
      .thenThrows(EmailAlreadyRegistered);
  });

  it('takes over an abandoned reservation, recording its release', () => {
    spec
      .given([reserved('u1')])
      .when(reserve('u2', true))
      .then([released('u1'), reserved('u2')]);
  });

  it('releases only for the holder', () => {
    spec
      .given([reserved('u1')])
      .when({ type: 'ReleaseEmail', userId: 'u1', at })
      .then([released('u1')]);
    spec
      .given([reserved('u1')])
      .when({ type: 'ReleaseEmail', userId: 'u2', at })
      .then([]);
  });

  it('names the stream by a keyed hash of the folded address, never the address', () => {
    const key = 'stream-name-key-of-this-installation';
    expect(emailReservationStream(key, ' Anna@Example.DE ')).toBe(emailReservationStream(key, 'anna@example.de'));
    expect(emailReservationStream(key, 'anna@example.de')).toMatch(/^email-[0-9a-f]{32}$/);
    // Without the key a guessed address cannot be tested: another key, another name; the unkeyed one is not used.
    expect(emailReservationStream('another-installation-key-32-bytes', 'anna@example.de')).not.toBe(
      emailReservationStream(key, 'anna@example.de'),
    );
    const unkeyed = `email-${addressKey('account', 'anna@example.de')}`;
    expect(emailReservationStream(key, 'anna@example.de')).not.toBe(unkeyed);
    // An older version's name is renamed to the keyed one without knowing the address.
    expect(renamedEmailReservation(key, unkeyed)).toBe(emailReservationStream(key, 'anna@example.de'));
    expect(renamedEmailReservation(key, emailReservationStream(key, 'anna@example.de'))).toBeNull();
  });
});
