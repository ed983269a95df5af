import { subscription } from '../test/subscription-fixtures';
import {
  initialNotificationValues,
  parseKeywords,
  toSubscriptionInput,
  validateNotification,
} from './notification-form-values';

describe('parseKeywords', () => {
  it('splits at commas and trims every term', () => {
    expect(parseKeywords(' Berlin ,Eröffnung,  Bau GmbH ')).toEqual(['Berlin', 'Eröffnung', 'Bau GmbH']);
  });

  it('drops empty terms, so blank input means all proceedings ([])', () => {
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords('   ')).toEqual([]);
    expect(parseKeywords(' , ,')).toEqual([]);
    expect(parseKeywords('Berlin,,')).toEqual(['Berlin']);
  });
});

describe('validateNotification', () => {
  const valid = { email: 'erika@example.de', companyName: 'Muster GmbH', keywords: '', mode: 'täglich' as const };

  it('accepts an e-mail and a company name; keywords are optional', () => {
    expect(validateNotification(valid)).toEqual({ email: undefined, companyName: undefined });
  });

  it('requires the e-mail address in e-mail format', () => {
    expect(validateNotification({ ...valid, email: ' ' }).email).toBe('E-Mail-Adresse ist erforderlich');
    expect(validateNotification({ ...valid, email: 'erika@' }).email).toBe('Ungültiges E-Mail-Format');
  });

  it('requires the company name', () => {
    expect(validateNotification({ ...valid, companyName: '  ' }).companyName).toBe('Firmenname ist erforderlich');
  });
});

describe('form values and request body', () => {
  it('starts a new notification with the user address and nothing else', () => {
    expect(initialNotificationValues(null, 'erika@example.de')).toEqual({
      email: 'erika@example.de',
      companyName: '',
      keywords: '',
      mode: 'täglich',
    });
  });

  it('pre-fills the delivery mode of an edited entry (issue #30)', () => {
    expect(initialNotificationValues(subscription({ mode: 'sofort' }), 'x@example.de').mode).toBe('sofort');
  });

  it('pre-fills an edit with the entry, keywords joined by commas', () => {
    expect(initialNotificationValues(subscription(), 'other@example.de')).toEqual({
      email: 'erika@example.de',
      companyName: 'Muster Bau GmbH',
      keywords: 'Berlin, Eröffnung',
      mode: 'täglich',
    });
  });

  it('creates active entries with trimmed fields and parsed keywords', () => {
    expect(
      toSubscriptionInput(
        { email: ' a@b.de ', companyName: ' Muster GmbH ', keywords: 'x, y ,', mode: 'sofort' },
        null,
      ),
    ).toEqual({
      email: 'a@b.de',
      companyName: 'Muster GmbH',
      keywords: ['x', 'y'],
      active: true,
      mode: 'sofort',
    });
  });

  it('keeps the active state and watched register number of an edited entry', () => {
    const editing = subscription({ active: false, registerNumber: 'HRB 12345' });
    expect(toSubscriptionInput({ email: 'a@b.de', companyName: 'M', keywords: '', mode: 'täglich' }, editing)).toEqual({
      email: 'a@b.de',
      companyName: 'M',
      keywords: [],
      active: false,
      mode: 'täglich',
      registerNumber: 'HRB 12345',
    });
  });
});
