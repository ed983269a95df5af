import { fixedClock } from '../../platform/clock/clock.js';
import { healthReport, testAdmin } from '../../test/test-users.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { jest } from '@jest/globals';
import { ALERT_MATCH_STORE, type AlertMatchStore } from '../read-model/alert-match-store.port.js';
import { AlertMatcher, PARKED_RETRY_MS } from './alert-matcher.js';
import { CaseStreams } from '../../cases/domain/events.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('new-case feed and alert matcher', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
    // The health report is for administrators: their account exists before the scenario's events.
    await testAdmin(t);
  });
  afterAll(() => t.close());

  it('matches new cases to active subscriptions through the feed (umlauts, legal forms, keywords)', async () => {
    const bau = await t.subscribe({ companyName: 'Mueller Bau', keywords: [] });
    const koeln = await t.subscribe({ companyName: 'Müller Bau GmbH', keywords: ['köln'] });
    const bonn = await t.subscribe({ companyName: 'Müller Bau', keywords: ['Bonn'] });
    const off = await t.subscribe({ companyName: 'Müller Bau', active: false });
    const { caseId } = await t.importNotice({ debtorName: 'MÜLLER BAU GmbH & Co. KG', city: 'Köln' });
    const matches = await t.matches();
    expect(matches[bau]).toEqual([caseId]);
    expect(matches[koeln]).toEqual([caseId]);
    expect(matches[bonn]).toBeUndefined();
    expect(matches[off]).toBeUndefined();
  });

  it('matches Aktenzeichen and register-number watches, and only cases recorded after the subscription', async () => {
    const before = await t.importNotice({
      debtorName: 'Früher Da GmbH',
      register: { court: 'AG Bonn', type: 'HRB', number: '777' },
    });
    const register = await t.subscribe({ companyName: '', keywords: [], registerNumber: 'HRB 777' });
    const aktenzeichen = await t.subscribe({
      companyName: '',
      keywords: [],
      caseNumber: '99 IN 5/26',
      court: 'Amtsgericht Bonn',
    });
    expect((await t.matches())[register]).toBeUndefined();
    const later = await t.importNotice({
      debtorName: 'Umbenannt AG',
      register: { court: 'AG Bonn', type: 'HRB', number: '777' },
    });
    const watched = await t.importNotice({
      debtorName: 'Irgendwer',
      court: 'Amtsgericht Bonn',
      caseNumber: '99 IN 5/26',
    });
    expect((await t.matches())[register]).toEqual([later.caseId]);
    expect((await t.matches())[aktenzeichen]).toEqual([watched.caseId]);
    // Two proceedings of one register entry: the earlier one is not matched (case ids are keyed hashes, no order).
    expect(before.caseId).not.toBe(later.caseId);
  });

  it('reads what is watched as the search reads a query: identifiers exactly, legal forms agreeing (issue #29)', async () => {
    const typed = await t.subscribe({ companyName: 'HRB62', keywords: [] });
    const atCologne = await t.subscribe({ companyName: '', keywords: [], registerNumber: 'Amtsgericht Köln HRB 62' });
    const gmbh = await t.subscribe({ companyName: 'Müller Gesellschaft mit beschränkter Haftung', keywords: [] });
    const anyDepartment = await t.subscribe({
      companyName: '',
      keywords: [],
      caseNumber: 'IN 4711/2026',
      court: 'AG Köln',
    });
    const anna = await t.importNotice({
      debtorName: 'Müller, Anna',
      debtorKind: 'person',
      legalForm: null,
      court: 'Amtsgericht Köln',
      caseNumber: '6 IN 4711/26',
      register: null,
    });
    const handel = await t.importNotice({
      debtorName: 'Müller Handel GmbH',
      legalForm: 'GmbH',
      court: 'Amtsgericht Köln',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '62' },
    });
    await t.importNotice({
      debtorName: 'Schmidt AG',
      legalForm: 'AG',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '6263' },
    });
    const bonn = await t.importNotice({
      debtorName: 'Weber KG',
      legalForm: 'KG',
      court: 'Amtsgericht Bonn',
      register: { court: 'Amtsgericht Bonn', type: 'HRB', number: '62' },
    });
    const matches = await t.matches();
    expect(matches[typed]).toEqual(expect.arrayContaining([handel.caseId, bonn.caseId]));
    expect(matches[typed]).toHaveLength(2);
    expect(matches[atCologne]).toEqual([handel.caseId]);
    expect(matches[gmbh]).toEqual([handel.caseId]);
    expect(matches[anyDepartment]).toEqual([anna.caseId]);
  });

  it('handles a redelivered message once (de-duplication by event id)', async () => {
    const id = await t.subscribe({ companyName: 'Doppelt Zustellung GmbH', keywords: [] });
    await t.importNotice({ debtorName: 'Doppelt Zustellung GmbH' });
    const recorded = (await t.probe.matchOf(id))!;
    const processed = await t.probe.processedCount();
    // Redeliver: the feed re-publishes from an older checkpoint after a crash (embedded), or the matcher's
    // consumer group starts again from the topic's beginning (Kafka).
    await t.probe.deleteMatchesOf(id);
    await t.redeliverFeed();
    const { caseKey } = await t.importNotice({ debtorName: 'Egal' });
    const { events } = await t.store.readStream(t.app.get(CaseStreams).of(caseKey));
    expect(events).toHaveLength(1);
    // The notice came again: its match is not recorded a second time.
    expect((await t.matches())[id]).toBeUndefined();
    await t.publishToFeed([
      {
        key: String(recorded.caseId),
        payload: { kind: 'case-erased', eventId: recorded.eventId, position: '1', caseId: recorded.caseId },
      },
    ]);
    // The message with that event id was handled before: nothing happens (not even the erasure it now claims).
    expect(await t.probe.countOfCases('alert_case_index', [recorded.caseId])).toBe(1);
    expect(await t.probe.processedCount()).toBeGreaterThan(processed);
  });

  it('parks a message that keeps failing, reports it in /api/health and goes on with the next', async () => {
    const matcher = t.get(AlertMatcher, 'alerts');
    const parkedBefore = await matcher.parkedCount();
    await t.publishToFeed([
      { key: '1', payload: { kind: 'case-notice', eventId: 'poison-1', position: '1', caseId: 424242 } },
      { key: '2', payload: 'kein Objekt' },
    ]);
    expect(await matcher.parkedCount()).toBe(parkedBefore + 2);
    const parked = await t.probe.parkedMessage('poison-1');
    expect(parked).toEqual({ attempts: 3, error: expect.stringMatching(/TypeError/) });
    const id = await t.subscribe({ companyName: 'Nach Dem Gift GmbH', keywords: [] });
    const { caseId } = await t.importNotice({ debtorName: 'Nach dem Gift GmbH' });
    expect((await t.matches())[id]).toEqual([caseId]);
    const health = await healthReport(t);
    expect(health.body.status).toBe('degraded');
    expect(health.body.components).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'alert-matcher',
          status: 'degraded',
          details: expect.objectContaining({ parked: parkedBefore + 2 }),
        }),
        expect.objectContaining({ name: 'new-case-feed', status: 'ok', details: expect.objectContaining({ lag: 0 }) }),
      ]),
    );
  });

  // Issue #28: after a full disk, parked messages stayed parked (and health degraded) until a manual replay.
  it('matches a message parked while the store could not write once writes succeed again, on its own', async () => {
    const matcher = t.get(AlertMatcher, 'alerts');
    const store = t.get<AlertMatchStore>(ALERT_MATCH_STORE, 'alerts');
    const id = await t.subscribe({ companyName: 'Volle Platte GmbH', keywords: [] });
    const parkedBefore = await matcher.parkedCount();
    const full = () => Promise.reject(Object.assign(new Error('database or disk is full'), { errcode: 13 }));
    const spies = [
      jest.spyOn(store, 'record').mockImplementation(full),
      jest.spyOn(store, 'recordAll').mockImplementation(full),
      jest.spyOn(store, 'resumeParked').mockImplementation(full),
    ];
    let caseId: number;
    try {
      ({ caseId } = await t.importNotice({ debtorName: 'Volle Platte GmbH' }));
      expect(await matcher.parkedCount()).toBe(parkedBefore + 1);
      expect((await t.matches())[id]).toBeUndefined();
      // Still full: not due yet, then due and failing again (parked once more, with a longer wait).
      expect(await matcher.retryParked()).toEqual({ resumed: 0, failed: 0 });
      clock.advance(PARKED_RETRY_MS);
      expect(await matcher.retryParked()).toMatchObject({ resumed: 0 });
      expect(await matcher.parkedCount()).toBe(parkedBefore + 1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Space is back.
    clock.advance(PARKED_RETRY_MS);
    expect(await matcher.retryParked()).toMatchObject({ resumed: 0 });
    clock.advance(PARKED_RETRY_MS);
    expect(await matcher.retryParked()).toMatchObject({ resumed: 1 });
    expect(await matcher.parkedCount()).toBe(parkedBefore);
    expect((await t.matches())[id]).toEqual([caseId]);
    // Matched once: a later retry or a redelivery does not record it again.
    clock.advance(PARKED_RETRY_MS * 100);
    expect(await matcher.retryParked()).toMatchObject({ resumed: 0 });
    expect((await t.matches())[id]).toEqual([caseId]);
  });

  it('forgets an erased case: pending matches, its matching fields and parked messages go (GDPR)', async () => {
    const id = await t.subscribe({ companyName: 'Löschkandidat Handel', keywords: [] });
    const { caseId, caseKey } = await t.importNotice({ debtorName: 'Löschkandidat Handel GmbH' });
    expect((await t.matches())[id]).toEqual([caseId]);
    await t.expireCase(caseId, caseKey);
    expect((await t.matches())[id]).toBeUndefined();
    for (const table of ['alert_matches', 'alert_case_index', 'alert_case_terms', 'alert_parked_messages'] as const) {
      const n = await t.probe.countOfCases(table, [caseId]);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    const dump = JSON.stringify(await t.probe.caseTermsStartingWith('n:loschkandidat'));
    expect(dump).toBe('[]');
  });

  it('forgets a run of erased cases delivered together, once each, and keeps the others', async () => {
    const id = await t.subscribe({ companyName: 'Serienloeschung', keywords: [] });
    const gone = [
      await t.importNotice({ debtorName: 'Serienloeschung Eins GmbH' }),
      await t.importNotice({ debtorName: 'Serienloeschung Zwei GmbH' }),
    ];
    const kept = await t.importNotice({ debtorName: 'Serienloeschung Drei GmbH' });
    const erasures = gone.map(({ caseId }) => ({
      key: String(caseId),
      payload: { kind: 'case-erased' as const, eventId: `erased-${caseId}`, position: '1', caseId },
    }));
    await t.publishToFeed(erasures);
    await t.publishToFeed(erasures); // redelivered: handled once

    expect((await t.matches())[id]).toEqual([kept.caseId]);
    const caseIds = gone.map((c) => c.caseId);
    for (const table of ['alert_matches', 'alert_case_index', 'alert_case_terms'] as const) {
      const n = await t.probe.countOfCases(table, caseIds);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    const processed = { n: await t.probe.processedCount('erased-') };
    expect(processed.n).toBe(2);
  });
});
