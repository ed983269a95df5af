import { caseMatchedPayload, testPayload } from './payload.js';
import { deliveryId } from './webhook-id.js';

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
});
