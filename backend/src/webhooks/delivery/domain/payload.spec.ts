import { caseMatchedPayload, portfolioMatchPayload, testPayload } from './payload.js';
import { deliveryId, portfolioDeliveryId } from './webhook-id.js';

describe('webhook payloads', () => {
  it('describes the matched case with a link to its page, and the alert', () => {
    const payload = caseMatchedPayload(
      '2026-11-28T10:42:00.000Z',
      {
        id: 42,
        key: 'AG Köln|73 IN 123/26',
        companyName: 'Muster Bau GmbH',
        court: 'AG Köln',
        caseNumber: '73 IN 123/26',
        publicationDate: '2026-11-28',
        detectedAt: '2026-11-28T10:41:00.000Z',
      },
      { kind: 'subscription', id: 'sub-1', name: 'Muster Bau' },
      'https://insolvenzmonitor.example/',
    );
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      type: 'insolvency.case.matched',
      version: 1,
      timestamp: '2026-11-28T10:42:00.000Z',
      data: {
        case: {
          id: 42,
          key: 'AG Köln|73 IN 123/26',
          companyName: 'Muster Bau GmbH',
          court: 'AG Köln',
          caseNumber: '73 IN 123/26',
          publicationDate: '2026-11-28',
          detectedAt: '2026-11-28T10:41:00.000Z',
          url: 'https://insolvenzmonitor.example/case/42',
        },
        alert: { kind: 'subscription', id: 'sub-1', name: 'Muster Bau' },
      },
    });
  });

  it('tells a corrected or withdrawn notice as insolvency.case.corrected with what changed (issue #32)', () => {
    const facts = {
      id: 42,
      key: 'AG Köln|73 IN 123/26',
      companyName: 'Muster Bau GmbH',
      court: 'AG Köln',
      caseNumber: '73 IN 123/26',
      publicationDate: '2026-11-28',
      detectedAt: null,
    };
    const change = { kind: 'corrected' as const, at: '2026-11-29T09:00:00.000Z', summary: 'Verwalter Dr. A → Dr. B' };
    const payload = caseMatchedPayload(
      '2026-11-29T09:00:05.000Z',
      facts,
      { kind: 'subscription', id: 'sub-1', name: 'Muster Bau' },
      'https://insolvenzmonitor.example',
      change,
    );
    expect(payload).toMatchObject({
      type: 'insolvency.case.corrected',
      version: 1,
      data: { case: { id: 42 }, change },
    });
  });

  it('has a test event', () => {
    expect(testPayload('ep-1', new Date('2026-11-28T10:00:00Z'))).toEqual({
      type: 'webhook.test',
      version: 1,
      timestamp: '2026-11-28T10:00:00.000Z',
      data: { endpointId: 'ep-1', message: 'Testereignis des Insolvenzmonitors' },
    });
  });

  it('derives one stable webhook-id per endpoint, case event and alert', () => {
    const alert = { kind: 'subscription', id: 'sub-1' };
    expect(deliveryId('ep-1', 'evt-1', alert)).toBe(deliveryId('ep-1', 'evt-1', alert));
    expect(deliveryId('ep-1', 'evt-1', alert)).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    const others = [
      deliveryId('ep-2', 'evt-1', alert),
      deliveryId('ep-1', 'evt-2', alert),
      deliveryId('ep-1', 'evt-1', { kind: 'saved-search', id: 'sub-1' }),
    ];
    expect(new Set([deliveryId('ep-1', 'evt-1', alert), ...others]).size).toBe(4);
  });

  it('names portfolio, customer row, rule and state of a portfolio hit, and the case (issue #31)', () => {
    const facts = {
      id: 42,
      key: 'AG Köln|73 IN 123/26',
      companyName: 'Muster Bau GmbH',
      court: 'AG Köln',
      caseNumber: '73 IN 123/26',
      publicationDate: '2026-11-28',
      detectedAt: null,
    };
    const hit = {
      // Fields beyond the payload's (an owner, a row id) stay out of it.
      portfolio: { id: 'pf-1', name: 'Debitoren 2026', ownerId: 'u1' },
      row: { rowId: 'k:10042', customerNumber: '10042', name: 'Muster Bau GmbH' },
      match: { state: 'Prüfen' as const, rule: 'Ähnlicher Name', reason: 'Name 91 % ähnlich', score: 0.91 },
    };
    const payload = portfolioMatchPayload('2026-11-28T10:42:00.000Z', facts, hit, 'https://insolvenzmonitor.example');
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      type: 'insolvency.portfolio.match',
      version: 1,
      timestamp: '2026-11-28T10:42:00.000Z',
      data: {
        portfolio: { id: 'pf-1', name: 'Debitoren 2026' },
        row: { customerNumber: '10042', name: 'Muster Bau GmbH' },
        match: { state: 'Prüfen', rule: 'Ähnlicher Name', reason: 'Name 91 % ähnlich', score: 0.91 },
        case: { ...facts, url: 'https://insolvenzmonitor.example/case/42' },
      },
    });
    const change = { kind: 'withdrawn' as const, at: '2026-11-29T09:00:00.000Z', summary: 'zurückgezogen' };
    expect(portfolioMatchPayload('t', facts, hit, 'https://x.example', change).data.change).toEqual(change);
  });

  it('keys a portfolio hit by endpoint, row and case: a later notice of the case is the same, a correction new', () => {
    const id = portfolioDeliveryId('ep-1', 'pf-1', 'k:10042', 'AG Köln|73 IN 123/26');
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    expect(portfolioDeliveryId('ep-1', 'pf-1', 'k:10042', 'AG Köln|73 IN 123/26')).toBe(id);
    expect(portfolioDeliveryId('ep-2', 'pf-1', 'k:10042', 'AG Köln|73 IN 123/26')).not.toBe(id);
    expect(portfolioDeliveryId('ep-1', 'pf-1', 'k:10043', 'AG Köln|73 IN 123/26')).not.toBe(id);
    expect(portfolioDeliveryId('ep-1', 'pf-1', 'k:10042', 'AG Köln|73 IN 124/26')).not.toBe(id);
    const corrected = portfolioDeliveryId('ep-1', 'pf-1', 'k:10042', 'AG Köln|73 IN 123/26', 'evt-correction');
    expect(corrected).not.toBe(id);
    expect(portfolioDeliveryId('ep-1', 'pf-1', 'k:10042', 'AG Köln|73 IN 123/26', 'evt-correction')).toBe(corrected);
  });
});
