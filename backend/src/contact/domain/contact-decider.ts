import type { Decider } from '../../platform/command-handling/decider.js';
import type { ContactCommand } from './commands.js';
import { fieldProblem, submissionProblems } from './contact-rules.js';
import {
  ContactMessageAlreadyExists,
  ContactMessageAlreadyRead,
  ContactMessageAlreadyReplied,
  ContactMessageNotFound,
  InvalidContactMessage,
} from './errors.js';
import type { ContactEvent, ContactMessageReceived } from './events.js';

export type ContactMessageStatus = 'unread' | 'read' | 'replied';

export type ContactMessageState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted' }
  | {
      readonly status: ContactMessageStatus;
      readonly received: ContactMessageReceived['data'];
      /** Answers sent by mail so far: the next one is number `answers + 1` (its mail's delivery key). */
      readonly answers: number;
    };

/**
 * One contact message (docs/SPEC.md §4): unread → read (only when unread); unread or read → replied (marking
 * by hand only when not replied yet; an answer by mail may follow up an earlier one); delete ends it, after
 * which the message does not exist for any command.
 */
export const contactDecider: Decider<ContactCommand, ContactEvent, ContactMessageState> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'unread', received: event.data, answers: 0 };
      case 'ContactMessageRead':
        return state.status === 'unread' ? { ...state, status: 'read' } : state;
      case 'ContactMessageReplied':
        if (!('received' in state)) return state;
        return { ...state, status: 'replied', answers: state.answers + (event.data.reply ? 1 : 0) };
      case 'ContactMessageDeleted':
        return { status: 'deleted' };
    }
  },

  decide: (command, state) => {
    if (command.type === 'ReceiveContactMessage') {
      if (state.status !== 'none') throw new ContactMessageAlreadyExists();
      const problems = submissionProblems(command.submission);
      if (problems.length > 0) throw new InvalidContactMessage(problems);
      const { name, email, subject, inquiryType, message } = command.submission;
      return [
        {
          type: 'ContactMessageReceived',
          data: {
            messageId: command.messageId,
            name,
            email,
            subject,
            inquiryType,
            message,
            privacyAgreed: true,
            receivedAt: command.at.toISOString(),
          },
        },
      ];
    }

    if (state.status === 'none' || state.status === 'deleted') throw new ContactMessageNotFound();
    const { messageId } = state.received;
    const at = command.at.toISOString();
    switch (command.type) {
      case 'MarkContactMessageRead':
        if (state.status !== 'unread') throw new ContactMessageAlreadyRead();
        return [{ type: 'ContactMessageRead', data: { messageId, readAt: at, readBy: command.by } }];
      case 'MarkContactMessageReplied':
        if (state.status === 'replied') throw new ContactMessageAlreadyReplied();
        return [
          { type: 'ContactMessageReplied', data: { messageId, repliedAt: at, repliedBy: command.by, reply: null } },
        ];
      case 'ReplyToContactMessage': {
        const problem = fieldProblem('reply', command.text);
        if (problem) throw new InvalidContactMessage([problem]);
        const reply = { text: command.text, mailMessageId: command.mailMessageId };
        return [{ type: 'ContactMessageReplied', data: { messageId, repliedAt: at, repliedBy: command.by, reply } }];
      }
      case 'DeleteContactMessage':
        return [{ type: 'ContactMessageDeleted', data: { messageId, deletedAt: at, deletedBy: command.by } }];
    }
  },
};
