import { fixedClock } from '../../platform/clock/clock.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { apiClient } from '../../test/test-users.js';
import { NEW_CASES_TOPIC } from '../new-case-feed/new-case-message.js';
import { startAlertsTestApp, type AlertsTestApp } from '../test/alerts-test-app.js';
import { AlertMatcher } from './alert-matcher.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

describe('new-case feed and alert matcher', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  it('matches new cases to active subscriptions through the feed (umlauts, legal forms, keywords)', async () => {
    const bau = await t.subscribe({ companyName: 'Mueller Bau', keywords: [] });
    const koeln = await t.subscribe({ companyName: 'Müller Bau GmbH', keywords: ['köln'] });
    const bonn = await t.subscribe({ companyName: 'Müller Bau', keywords: ['Bonn'] });
    const off = await t.subscribe({ companyName: 'Müller Bau', active: false });
    const { caseId } = await t.importNotice({ debtorName: 'MÜLLER BAU GmbH & Co. KG', city: 'Köln' });
    const matches = t.matches();
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
    expect(t.matches()[register]).toBeUndefined();
    const later = await t.importNotice({
      debtorName: 'Umbenannt AG',
      register: { court: 'AG Bonn', type: 'HRB', number: '777' },
    });
    const watched = await t.importNotice({
      debtorName: 'Irgendwer',
      court: 'Amtsgericht Bonn',
      caseNumber: '99 IN 5/26',
    });
    expect(t.matches()[register]).toEqual([later.caseId]);
    expect(t.matches()[aktenzeichen]).toEqual([watched.caseId]);
    expect(before.caseId).toBeLessThan(later.caseId);
  });

  it('handles a redelivered message once (de-duplication by event id)', async () => {
    const id = await t.subscribe({ companyName: 'Doppelt Zustellung GmbH', keywords: [] });
    await t.importNotice({ debtorName: 'Doppelt Zustellung GmbH' });
    const recorded = t.db.prepare('SELECT event_id, case_id FROM alert_matches WHERE subscription_id = ?').get(id) as {
      event_id: string;
      case_id: number;
    };
    const processed = t.db.prepare('SELECT COUNT(*) AS n FROM alert_processed_events').get() as { n: number };
    // Redeliver: the feed re-publishes from an older checkpoint after a crash.
    t.db.prepare("UPDATE alert_checkpoints SET position = 0 WHERE name = 'new-case-feed'").run();
    t.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(id);
    const bus = t.app.get<MessageBus>(MESSAGE_BUS);
    const { events } = await t.store.readStream(`case-${(await t.importNotice({ debtorName: 'Egal' })).caseKey}`);
    expect(events).toHaveLength(1);
    await bus.publish(NEW_CASES_TOPIC, [
      {
        key: String(recorded.case_id),
        payload: { kind: 'case-erased', eventId: recorded.event_id, position: '1', caseId: recorded.case_id },
      },
    ]);
    // The message with that event id was handled before: nothing happens (not even the erasure it now claims).
    expect(
      (
        t.db.prepare('SELECT COUNT(*) AS n FROM alert_case_index WHERE case_id = ?').get(recorded.case_id) as {
          n: number;
        }
      ).n,
    ).toBe(1);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM alert_processed_events').get() as { n: number }).n).toBeGreaterThan(
      processed.n,
    );
  });

  it('parks a message that keeps failing, reports it in /api/health and goes on with the next', async () => {
    const bus = t.app.get<MessageBus>(MESSAGE_BUS);
    const matcher = t.app.get(AlertMatcher);
    const parkedBefore = await matcher.parkedCount();
    await bus.publish<unknown>(NEW_CASES_TOPIC, [
      { key: '1', payload: { kind: 'case-notice', eventId: 'poison-1', position: '1', caseId: 424242 } },
      { key: '2', payload: 'kein Objekt' },
    ]);
    expect(await matcher.parkedCount()).toBe(parkedBefore + 2);
    const parked = t.db.prepare("SELECT attempts, error FROM alert_parked_messages WHERE event_id = 'poison-1'").get();
    expect(parked).toEqual({ attempts: 3, error: expect.stringMatching(/TypeError/) });
    const id = await t.subscribe({ companyName: 'Nach Dem Gift GmbH', keywords: [] });
    const { caseId } = await t.importNotice({ debtorName: 'Nach dem Gift GmbH' });
    expect(t.matches()[id]).toEqual([caseId]);
    const health = await apiClient(t).get('/api/health').expect(200);
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

  it('forgets an erased case: pending matches, its matching fields and parked messages go (GDPR)', async () => {
    const id = await t.subscribe({ companyName: 'Löschkandidat Handel', keywords: [] });
    const { caseId, caseKey } = await t.importNotice({ debtorName: 'Löschkandidat Handel GmbH' });
    expect(t.matches()[id]).toEqual([caseId]);
    await t.expireCase(caseId, caseKey);
    expect(t.matches()[id]).toBeUndefined();
    for (const table of ['alert_matches', 'alert_case_index', 'alert_case_terms', 'alert_parked_messages']) {
      const { n } = t.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE case_id = ?`).get(caseId) as { n: number };
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    const dump = JSON.stringify(
      t.db.prepare("SELECT * FROM alert_case_terms WHERE term LIKE 'n:loschkandidat%'").all(),
    );
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
    const bus = t.app.get<MessageBus>(MESSAGE_BUS);
    await bus.publish(NEW_CASES_TOPIC, erasures);
    await bus.publish(NEW_CASES_TOPIC, erasures); // redelivered: handled once

    expect(t.matches()[id]).toEqual([kept.caseId]);
    const caseIds = JSON.stringify(gone.map((c) => c.caseId));
    for (const table of ['alert_matches', 'alert_case_index', 'alert_case_terms']) {
      const { n } = t.db
        .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE case_id IN (SELECT value FROM json_each(?))`)
        .get(caseIds) as { n: number };
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    const processed = t.db
      .prepare("SELECT COUNT(*) AS n FROM alert_processed_events WHERE event_id LIKE 'erased-%'")
      .get() as { n: number };
    expect(processed.n).toBe(2);
  });
});
