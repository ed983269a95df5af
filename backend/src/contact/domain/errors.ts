import { DomainError } from '../../platform/command-handling/domain-error.js';

export class ContactMessageNotFound extends DomainError {
  constructor() {
    super('not_found', 'contact_message_not_found', 'Die Nachricht wurde nicht gefunden.');
  }
}

export class ContactMessageAlreadyExists extends DomainError {
  constructor() {
    super('conflict', 'contact_message_exists', 'Die Nachricht existiert bereits.');
  }
}

export class ContactMessageAlreadyRead extends DomainError {
  constructor() {
    super('conflict', 'contact_message_already_read', 'Die Nachricht wurde bereits gelesen.');
  }
}

export class ContactMessageAlreadyReplied extends DomainError {
  constructor() {
    super('conflict', 'contact_message_already_replied', 'Die Nachricht wurde bereits beantwortet.');
  }
}

export class InvalidContactMessage extends DomainError {
  constructor(problems: readonly string[]) {
    super('invalid', 'invalid_contact_message', problems.join('; '));
  }
}
