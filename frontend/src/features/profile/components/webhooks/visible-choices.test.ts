import { foldForFilter } from '../../../../lib/format/fold-for-filter';
import type { ChoosableAlert } from '../../api/webhooks-api';
import { visibleChoices } from './visible-choices';

const alerts: ChoosableAlert[] = [
  ...Array.from({ length: 60 }, (_, i) => ({ kind: 'subscription' as const, id: `s${i}`, name: `Kunde ${i} GmbH` })),
  { kind: 'saved-search', id: 'ss1', name: 'Bau NRW' },
  { kind: 'portfolio', id: 'p1', name: 'Debitoren 2026' },
];
const label = (alert: ChoosableAlert) => foldForFilter(`${alert.kind}: ${alert.name}`);
const none = () => false;

describe('visibleChoices', () => {
  it('lists at most the limit of unchosen alerts and counts the rest', () => {
    const { shown, hidden } = visibleChoices(alerts, none, '', label, 25);
    expect(shown.map((a) => a.id)).toEqual(Array.from({ length: 25 }, (_, i) => `s${i}`));
    expect(hidden).toBe(37);
    expect(visibleChoices(alerts, none, '', label, 25).matching).toBe(62);
  });

  it('keeps every chosen alert in the list, whatever the query and the limit', () => {
    const chosen = new Set(['s59', 'p1']);
    const { shown, hidden } = visibleChoices(alerts, (a) => chosen.has(a.id), 'kunde 1', label, 3);
    // "kunde 1" (anywhere in the name): 1, 10–19, 21, 31, 41, 51 → 15 matches, 3 listed; the chosen s59 and p1
    // besides, in the account's order.
    expect(shown.map((a) => a.id)).toEqual(['s1', 's10', 's11', 's59', 'p1']);
    expect(hidden).toBe(12);
    expect(visibleChoices(alerts, (a) => chosen.has(a.id), 'kunde 1', label, 3).matching).toBe(15);
  });

  it('finds by name and by kind, folded', () => {
    expect(visibleChoices(alerts, none, 'BAU nrw', label).shown.map((a) => a.id)).toEqual(['ss1']);
    expect(visibleChoices(alerts, none, 'portfolio', label).shown.map((a) => a.id)).toEqual(['p1']);
    expect(visibleChoices(alerts, none, 'müller', label)).toEqual({ shown: [], hidden: 0, matching: 0 });
  });
});
