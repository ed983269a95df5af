import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { PortfolioCommand } from './commands.js';
import { InvalidPortfolio, PortfolioNotFound, PortfoliosRequirePro } from './errors.js';
import type { PortfolioEvent, PortfolioMode } from './events.js';
import { portfolioDecider } from './portfolio-decider.js';

const id = '5e0b8a51-2f0c-4d52-9d1e-3b7c0f4a1e22';
const owner = 'user-owner';
const other = 'user-other';

const create = (overrides: Partial<Extract<PortfolioCommand, { type: 'CreatePortfolio' }>> = {}) =>
  ({
    type: 'CreatePortfolio',
    portfolioId: id,
    by: owner,
    isPro: true,
    name: '  Debitoren   Nord ',
    mode: 'täglich',
    ...overrides,
  }) satisfies PortfolioCommand;

const created: PortfolioEvent = {
  type: 'PortfolioCreated',
  data: { portfolioId: id, ownerId: owner, name: 'Debitoren Nord', mode: 'täglich' },
};

const confirmUpload = {
  type: 'RecordUploadConfirmed',
  by: owner,
  uploadId: 'u1',
  fileName: 'kunden.csv',
  total: 3,
  added: 3,
  changed: 0,
  removed: 0,
} as const;

describe('portfolio decider', () => {
  const spec = () => DeciderSpecification.for(portfolioDecider);

  it('creates a portfolio with its name tidied; refuses free users and empty or long names', () => {
    spec().given([]).when(create()).then([created]);
    spec()
      .given([])
      .when(create({ isPro: false }))
      .thenThrows(PortfoliosRequirePro);
    spec()
      .given([])
      .when(create({ name: '   ' }))
      .thenThrows(InvalidPortfolio, 'Bitte geben Sie dem Portfolio einen Namen.');
    spec()
      .given([])
      .when(create({ name: 'x'.repeat(101) }))
      .thenThrows(InvalidPortfolio, /höchstens 100 Zeichen/);
  });

  it('renames and changes the mode; the same values again record nothing', () => {
    spec()
      .given([created])
      .when({ type: 'UpdatePortfolio', by: owner, isPro: true, name: 'Debitoren Süd', mode: 'sofort' })
      .then([
        { type: 'PortfolioRenamed', data: { portfolioId: id, name: 'Debitoren Süd' } },
        { type: 'PortfolioModeChanged', data: { portfolioId: id, mode: 'sofort' } },
      ]);
    spec()
      .given([created])
      .when({ type: 'UpdatePortfolio', by: owner, isPro: true, name: 'Debitoren Nord', mode: 'täglich' })
      .then([]);
  });

  it('records no unknown mode (null from a PATCH body included)', () => {
    spec()
      .given([created])
      .when({ type: 'UpdatePortfolio', by: owner, isPro: true, mode: null as unknown as PortfolioMode })
      .thenThrows(InvalidPortfolio);
    // One recorded before the check keeps the mode it had.
    const nullMode = {
      type: 'PortfolioModeChanged',
      data: { portfolioId: id, mode: null },
    } as unknown as PortfolioEvent;
    spec()
      .given([created, nullMode])
      .when({ type: 'UpdatePortfolio', by: owner, isPro: true, mode: 'täglich' })
      .then([]);
  });

  it('switches the mails off through the unsubscribe link, whatever the plan; once, and not after deletion', () => {
    const off: PortfolioEvent = { type: 'PortfolioModeChanged', data: { portfolioId: id, mode: 'aus' } };
    spec().given([created]).when({ type: 'SwitchOffMailsByLink' }).then([off]);
    spec().given([created, off]).when({ type: 'SwitchOffMailsByLink' }).then([]);
    spec().given([]).when({ type: 'SwitchOffMailsByLink' }).thenThrows(PortfolioNotFound);
  });

  it('answers "not found" to another user, and after deletion', () => {
    spec().given([created]).when({ type: 'DeletePortfolio', by: other }).thenThrows(PortfolioNotFound);
    spec()
      .given([created])
      .when({ type: 'CheckPortfolioAccess', by: other, isPro: true })
      .thenThrows(PortfolioNotFound);
    const deleted: PortfolioEvent = { type: 'PortfolioDeleted', data: { portfolioId: id } };
    spec().given([created]).when({ type: 'DeletePortfolio', by: owner }).then([deleted]);
    spec()
      .given([created, deleted])
      .when({ type: 'CheckPortfolioAccess', by: owner, isPro: true })
      .thenThrows(PortfolioNotFound);
  });

  it('records a confirmed upload once (the job may repeat it after a restart)', () => {
    const confirmed: PortfolioEvent = {
      type: 'PortfolioUploadConfirmed',
      data: { portfolioId: id, uploadId: 'u1', fileName: 'kunden.csv', total: 3, added: 3, changed: 0, removed: 0 },
    };
    spec().given([created]).when(confirmUpload).then([confirmed]);
    spec().given([created, confirmed]).when(confirmUpload).then([]);
  });

  it('records a decision once; a changed mind is recorded again', () => {
    const decide = { type: 'RecordDecision', by: owner, isPro: true, rowId: 'k:1001', caseId: 42 } as const;
    const confirmed: PortfolioEvent = {
      type: 'PortfolioDecisionRecorded',
      data: { portfolioId: id, rowId: 'k:1001', caseId: 42, verdict: 'confirmed' },
    };
    spec()
      .given([created])
      .when({ ...decide, verdict: 'confirmed' })
      .then([confirmed]);
    spec()
      .given([created, confirmed])
      .when({ ...decide, verdict: 'confirmed' })
      .then([]);
    spec()
      .given([created, confirmed])
      .when({ ...decide, verdict: 'rejected' })
      .then([
        {
          type: 'PortfolioDecisionRecorded',
          data: { portfolioId: id, rowId: 'k:1001', caseId: 42, verdict: 'rejected' },
        },
      ]);
    spec()
      .given([created])
      .when({ ...decide, verdict: 'confirmed', isPro: false })
      .thenThrows(PortfoliosRequirePro);
  });
});
