import { allProjections } from '../registry.js';
import { readerGroups, readsTheBulkOfTheLog } from './reader-groups.js';

describe('reader groups of the projections host', () => {
  const names = (group: readonly { readonly projection: { readonly name: string } }[]) =>
    group.map((member) => member.projection.name).sort();

  it('reads the read models of every case apart from those a login, a watch list or the inbox needs', () => {
    const groups = readerGroups(allProjections().map((projection) => ({ projection })));
    expect(groups.map(names)).toEqual([
      ['cases', 'debtor-files', 'historical-stats', 'stream-activity'],
      [
        'accounts',
        'contact-messages',
        'import-runs',
        'retention-runs',
        'saved-searches',
        'subscriptions',
        'webhook-endpoints',
      ],
    ]);
  });

  it('counts a projection of every event, or of any bulk event type, with the bulk; leaves out empty groups', () => {
    expect(readsTheBulkOfTheLog({ handles: 'all' })).toBe(true);
    expect(readsTheBulkOfTheLog({ handles: new Set(['UserRegistered', 'CaseNoticePublished']) })).toBe(true);
    expect(readsTheBulkOfTheLog({ handles: new Set(['CaseRetentionExpired']) })).toBe(false);
    const light = { projection: { name: 'accounts', handles: new Set(['UserRegistered']) } };
    expect(readerGroups([light])).toEqual([[light]]);
    expect(readerGroups([])).toEqual([]);
  });
});
