import { describe, expect, it } from '@jest/globals';
import type { DebtorFileOfCase } from '../read-model/ports/debtor-file-links.port.js';
import { fileFollowers, linkedCasesOf } from './file-followers.js';

// A firm renamed and moved: case 1 (Bonn, old name), case 2 (Köln, new name, "vormals …"), case 3 (referred on).
const file: DebtorFileOfCase = {
  cases: [
    { caseId: 1, debtorName: 'Müller Bau GmbH', court: 'Amtsgericht Bonn', caseNumber: '12 IN 3/26' },
    { caseId: 2, debtorName: 'MB Projekt GmbH', court: 'Amtsgericht Köln', caseNumber: '71 IN 40/26' },
    { caseId: 3, debtorName: 'MB Projekt GmbH', court: 'Amtsgericht Aachen', caseNumber: '91 IN 7/26' },
  ],
  links: [
    { a: 1, b: 2, reason: 'früherer Name Müller Bau GmbH' },
    { a: 2, b: 3, reason: 'verwiesen von AG Köln, 71 IN 40/26' },
  ],
};

describe('alerts following a debtor file', () => {
  it('names each other proceeding of the file, nearest first, with the link that reaches it', () => {
    expect(linkedCasesOf(2, file)).toEqual([
      { caseId: 1, reason: 'gehört zur Akte von Müller Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Müller Bau GmbH' },
      {
        caseId: 3,
        reason: 'gehört zur Akte von MB Projekt GmbH (AG Aachen, 91 IN 7/26): verwiesen von AG Köln, 71 IN 40/26',
      },
    ]);
    expect(linkedCasesOf(3, file).map((c) => c.caseId)).toEqual([2, 1]);
  });

  it('leaves out a proceeding the read model no longer lists (erased between the reads)', () => {
    expect(linkedCasesOf(1, { ...file, cases: file.cases.slice(0, 2) }).map((c) => c.caseId)).toEqual([2]);
  });

  it('tells an alert watching a linked proceeding, with the reason, when the notice itself does not match it', () => {
    const [near, far] = linkedCasesOf(2, file);
    expect(
      fileFollowers(
        ['direct'],
        [
          { linked: near!, subscriptionIds: ['old-name', 'direct'] },
          { linked: far!, subscriptionIds: ['old-name', 'referral'] },
        ],
      ),
    ).toEqual([
      { subscriptionId: 'old-name', reason: near!.reason, linkedCaseId: 1 },
      { subscriptionId: 'referral', reason: far!.reason, linkedCaseId: 3 },
    ]);
  });

  it('tells nobody without linked proceedings or watchers', () => {
    expect(fileFollowers(['a'], [])).toEqual([]);
    expect(linkedCasesOf(1, { cases: file.cases, links: [] })).toEqual([]);
  });
});
