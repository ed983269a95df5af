import type { Decider } from '../../platform/command-handling/decider.js';
import type { PortfolioCommand } from './commands.js';
import { InvalidPortfolio, PortfolioExists, PortfolioNotFound, PortfoliosRequirePro } from './errors.js';
import { PORTFOLIO_MODES, type PortfolioEvent, type PortfolioMode } from './events.js';
import type { Verdict } from './matching/match-row.js';
import { normaliseName, PORTFOLIO_NAME_MAX } from './portfolio-rules.js';

export type PortfolioState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active';
      readonly id: string;
      readonly ownerId: string;
      readonly name: string;
      readonly mode: PortfolioMode;
      /** Uploads already recorded as confirmed (so the job's repeat after a restart records nothing). */
      readonly confirmedUploads: ReadonlySet<string>;
      /** `rowId|caseId` → the user's verdict. */
      readonly decisions: ReadonlyMap<string, Verdict>;
    }
  | { readonly status: 'deleted' };

type Active = Extract<PortfolioState, { status: 'active' }>;

/** The owner's portfolio, or the same "not found" for anyone else's, a deleted or an unknown one. */
function own(state: PortfolioState, by: string): Active {
  if (state.status !== 'active' || state.ownerId !== by) throw new PortfolioNotFound();
  return state;
}

function checkedName(name: string): string {
  const tidy = normaliseName(name);
  if (tidy === '') throw new InvalidPortfolio('Bitte geben Sie dem Portfolio einen Namen.');
  if (tidy.length > PORTFOLIO_NAME_MAX)
    throw new InvalidPortfolio(`Der Name darf höchstens ${PORTFOLIO_NAME_MAX} Zeichen lang sein.`);
  return tidy;
}

/** Only a known mode is recorded: the request's validation refuses others, the decider keeps the log clean. */
function checkedMode(mode: PortfolioMode): PortfolioMode {
  if (!PORTFOLIO_MODES.includes(mode))
    throw new InvalidPortfolio('Die Zustellung muss „täglich“, „sofort“ oder „aus“ sein.');
  return mode;
}

export const portfolioDecider: Decider<PortfolioCommand, PortfolioEvent, PortfolioState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreatePortfolio': {
        if (!command.isPro) throw new PortfoliosRequirePro();
        if (state.status !== 'none') throw new PortfolioExists();
        return [
          {
            type: 'PortfolioCreated',
            data: {
              portfolioId: command.portfolioId,
              ownerId: command.by,
              name: checkedName(command.name),
              mode: checkedMode(command.mode),
            },
          },
        ];
      }
      case 'UpdatePortfolio': {
        const portfolio = own(state, command.by);
        if (!command.isPro) throw new PortfoliosRequirePro();
        const events: PortfolioEvent[] = [];
        if (command.name !== undefined) {
          const name = checkedName(command.name);
          if (name !== portfolio.name)
            events.push({ type: 'PortfolioRenamed', data: { portfolioId: portfolio.id, name } });
        }
        if (command.mode !== undefined && checkedMode(command.mode) !== portfolio.mode) {
          events.push({ type: 'PortfolioModeChanged', data: { portfolioId: portfolio.id, mode: command.mode } });
        }
        return events;
      }
      case 'SwitchOffMailsByLink': {
        if (state.status !== 'active') throw new PortfolioNotFound();
        if (state.mode === 'aus') return [];
        return [{ type: 'PortfolioModeChanged', data: { portfolioId: state.id, mode: 'aus' } }];
      }
      case 'CheckPortfolioAccess': {
        own(state, command.by);
        if (!command.isPro) throw new PortfoliosRequirePro();
        return [];
      }
      case 'RecordUploadConfirmed': {
        // The job's decision after the rows were replaced: recorded once per upload, whatever the plan is now.
        const portfolio = own(state, command.by);
        if (portfolio.confirmedUploads.has(command.uploadId)) return [];
        const { uploadId, fileName, total, added, changed, removed } = command;
        return [
          {
            type: 'PortfolioUploadConfirmed',
            data: { portfolioId: portfolio.id, uploadId, fileName, total, added, changed, removed },
          },
        ];
      }
      case 'RecordDecision': {
        const portfolio = own(state, command.by);
        if (!command.isPro) throw new PortfoliosRequirePro();
        // The same answer again records nothing; a changed mind records the new one.
        if (portfolio.decisions.get(`${command.rowId}|${command.caseId}`) === command.verdict) return [];
        const { rowId, caseId, verdict } = command;
        return [{ type: 'PortfolioDecisionRecorded', data: { portfolioId: portfolio.id, rowId, caseId, verdict } }];
      }
      case 'DeletePortfolio': {
        // Deleting stays possible after a downgrade: one's own data can always be removed.
        const portfolio = own(state, command.by);
        return [{ type: 'PortfolioDeleted', data: { portfolioId: portfolio.id } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PortfolioCreated': {
        const { portfolioId, ownerId, name, mode } = event.data;
        return {
          status: 'active',
          id: portfolioId,
          ownerId,
          name,
          mode,
          confirmedUploads: new Set(),
          decisions: new Map(),
        };
      }
      case 'PortfolioRenamed':
        return state.status === 'active' ? { ...state, name: event.data.name } : state;
      case 'PortfolioModeChanged':
        // A mode the decider did not check (null from a PATCH body, recorded before session 11) changes nothing.
        if (!PORTFOLIO_MODES.includes(event.data.mode)) return state;
        return state.status === 'active' ? { ...state, mode: event.data.mode } : state;
      case 'PortfolioUploadConfirmed':
        return state.status === 'active'
          ? { ...state, confirmedUploads: new Set([...state.confirmedUploads, event.data.uploadId]) }
          : state;
      case 'PortfolioDecisionRecorded': {
        if (state.status !== 'active') return state;
        const decisions = new Map(state.decisions);
        decisions.set(`${event.data.rowId}|${event.data.caseId}`, event.data.verdict);
        return { ...state, decisions };
      }
      case 'PortfolioDeleted':
        return { status: 'deleted' };
    }
  },
};
