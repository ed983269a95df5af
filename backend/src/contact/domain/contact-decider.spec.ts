import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { ContactCommand } from './commands.js';
import { contactDecider } from './contact-decider.js';
import type { ContactSubmission } from './contact-rules.js';
import {
  ContactMessageAlreadyExists,
  ContactMessageAlreadyRead,
  ContactMessageAlreadyReplied,
  ContactMessageNotFound,
  InvalidContactMessage,
} from './errors.js';
import type { ContactEvent } from './events.js';

const id = '4f8a1c2e-6b1d-4c59-9a57-2d7e0b3f9c11';
const at = new Date('2026-11-21T09:00:00Z');
const later = new Date('2026-11-21T10:15:00Z');
const admin = 'user-admin-1';

const submission: ContactSubmission = {
  name: 'Jürgen Müller',
  email: 'juergen@example.de',
  subject: 'Frage zur Suche',
  inquiryType: 'support',
  message: 'Wie finde ich Verfahren nach Aktenzeichen?',
  privacyAgreed: true,
};

const received: ContactEvent = {
  type: 'ContactMessageReceived',
  data: {
    messageId: id,
    ...submission,
    privacyAgreed: true,
    receivedAt: '2026-11-21T09:00:00.000Z',
  },
};
const read: ContactEvent = {
  type: 'ContactMessageRead',
  data: { messageId: id, readAt: '2026-11-21T10:15:00.000Z', readBy: admin },
};
const markedReplied: ContactEvent = {
  type: 'ContactMessageReplied',
  data: { messageId: id, repliedAt: '2026-11-21T10:15:00.000Z', repliedBy: admin, reply: null },
};
const deleted: ContactEvent = {
  type: 'ContactMessageDeleted',
  data: { messageId: id, deletedAt: '2026-11-21T10:15:00.000Z', deletedBy: admin },
};

const receive = (overrides: Partial<ContactSubmission> = {}): ContactCommand => ({
  type: 'ReceiveContactMessage',
  messageId: id,
  submission: { ...submission, ...overrides },
  at,
});
const markRead: ContactCommand = { type: 'MarkContactMessageRead', by: admin, at: later };
const markReplied: ContactCommand = { type: 'MarkContactMessageReplied', by: admin, at: later };
const reply = (text = 'Geben Sie das Aktenzeichen in das Suchfeld ein.'): ContactCommand => ({
  type: 'ReplyToContactMessage',
  by: admin,
  at: later,
  text,
  mailMessageId: '<m1@insolvenzmonitor.local>',
});
const remove: ContactCommand = { type: 'DeleteContactMessage', by: admin, at: later };

const spec = DeciderSpecification.for(contactDecider);

describe('contact decider', () => {
  describe('receive', () => {
    it('records a valid message as received (unread)', () => {
      spec.given([]).when(receive()).then([received]);
    });

    it('accepts a message without inquiry type', () => {
      spec
        .given([])
        .when(receive({ inquiryType: null }))
        .then([{ ...received, data: { ...received.data, inquiryType: null } } as ContactEvent]);
    });

    it('refuses a message id that already exists', () => {
      spec.given([received]).when(receive()).thenThrows(ContactMessageAlreadyExists);
    });

    it.each([
      [{ name: 'J' }, 'Name muss mindestens 2 Zeichen lang sein'],
      [{ name: '' }, 'Name ist erforderlich'],
      [{ name: 'x'.repeat(101) }, 'Name darf höchstens 100 Zeichen lang sein'],
      [{ name: 'Eva\r\nBcc: opfer@example.de' }, 'Name darf keine Zeilenumbrüche enthalten'],
      [{ email: 'kein-mail' }, 'Ungültige E-Mail-Adresse'],
      [{ email: 'a@example.de\nBcc: b@example.de' }, 'Ungültige E-Mail-Adresse'],
      [{ email: 'a@example.de, b@example.de' }, 'Ungültige E-Mail-Adresse'],
      [{ subject: 'Hi' }, 'Betreff muss mindestens 3 Zeichen lang sein'],
      [{ subject: 'Frage\nBcc: x@example.de' }, 'Betreff darf keine Zeilenumbrüche enthalten'],
      [{ message: 'Zu kurz' }, 'Nachricht muss mindestens 10 Zeichen lang sein'],
      [{ message: 'x'.repeat(5001) }, 'Nachricht darf höchstens 5000 Zeichen lang sein'],
      [{ message: 'Lange genug\u0000' }, 'Nachricht enthält unzulässige Zeichen'],
      [{ privacyAgreed: false }, 'Sie müssen der Datenschutzerklärung zustimmen'],
      [{ inquiryType: 'spam' as never }, 'Ungültige Art der Anfrage'],
    ])('refuses %j: %s', (overrides, message) => {
      spec.given([]).when(receive(overrides)).thenThrows(InvalidContactMessage, new RegExp(message));
    });

    it('keeps line breaks in the message text', () => {
      const text = 'Erste Zeile\nZweite Zeile';
      spec
        .given([])
        .when(receive({ message: text }))
        .then([{ ...received, data: { ...received.data, message: text } } as ContactEvent]);
    });
  });

  describe('mark as read', () => {
    it('moves an unread message to read, recording who and when', () => {
      spec.given([received]).when(markRead).then([read]);
    });

    it.each([
      ['read', [received, read]],
      ['replied', [received, markedReplied]],
      ['read and replied', [received, read, markedReplied]],
    ])('refuses a %s message with 409', (_label, history) => {
      spec.given(history).when(markRead).thenThrows(ContactMessageAlreadyRead, 'Die Nachricht wurde bereits gelesen.');
    });
  });

  describe('mark as replied', () => {
    it('moves an unread or a read message to replied', () => {
      spec.given([received]).when(markReplied).then([markedReplied]);
      spec.given([received, read]).when(markReplied).then([markedReplied]);
    });

    it('refuses a replied message with 409', () => {
      spec
        .given([received, markedReplied])
        .when(markReplied)
        .thenThrows(ContactMessageAlreadyReplied, 'Die Nachricht wurde bereits beantwortet.');
    });
  });

  describe('reply', () => {
    const replied = (text: string): ContactEvent => ({
      type: 'ContactMessageReplied',
      data: {
        messageId: id,
        repliedAt: '2026-11-21T10:15:00.000Z',
        repliedBy: admin,
        reply: { text, mailMessageId: '<m1@insolvenzmonitor.local>' },
      },
    });

    it('records the answer from unread and read', () => {
      const text = 'Geben Sie das Aktenzeichen in das Suchfeld ein.';
      spec
        .given([received])
        .when(reply())
        .then([replied(text)]);
      spec
        .given([received, read])
        .when(reply())
        .then([replied(text)]);
    });

    it('allows a follow-up answer to a replied message', () => {
      spec
        .given([received, markedReplied])
        .when(reply('Nachtrag'))
        .then([replied('Nachtrag')]);
    });

    it('refuses an empty or oversized answer', () => {
      spec.given([received]).when(reply('')).thenThrows(InvalidContactMessage, 'Antwort ist erforderlich');
      spec
        .given([received])
        .when(reply('x'.repeat(10_001)))
        .thenThrows(InvalidContactMessage, 'Antwort darf höchstens 10000 Zeichen lang sein');
    });
  });

  describe('delete', () => {
    it('records the deletion from any status', () => {
      spec.given([received]).when(remove).then([deleted]);
      spec.given([received, read]).when(remove).then([deleted]);
      spec.given([received, markedReplied]).when(remove).then([deleted]);
    });
  });

  describe('unknown or deleted messages', () => {
    it.each([markRead, markReplied, reply(), remove])('refuses %j with 404', (command) => {
      spec.given([]).when(command).thenThrows(ContactMessageNotFound, 'Die Nachricht wurde nicht gefunden.');
      spec.given([received, deleted]).when(command).thenThrows(ContactMessageNotFound);
    });

    it('does not receive a deleted message again under its id', () => {
      spec.given([received, deleted]).when(receive()).thenThrows(ContactMessageAlreadyExists);
    });
  });
});
