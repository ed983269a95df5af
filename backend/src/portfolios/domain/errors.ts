import { DomainError } from '../../platform/command-handling/domain-error.js';

/** The text a free user gets (portfolios are sold with Pro, like e-mail alerts and webhooks). */
export const PORTFOLIOS_PRO_REQUIRED = 'Pro-Abonnement erforderlich für Portfolios';

/** Unknown, deleted, or someone else's: the same answer, so ids reveal nothing (docs/DESIGN.md §10). */
export class PortfolioNotFound extends DomainError {
  constructor() {
    super('not_found', 'portfolio_not_found', 'Das Portfolio wurde nicht gefunden.');
  }
}

export class PortfolioUploadNotFound extends DomainError {
  constructor() {
    super(
      'not_found',
      'portfolio_upload_not_found',
      'Der Upload wurde nicht gefunden: Er wurde verworfen, durch eine neuere Datei ersetzt oder nach 24 Stunden entfernt.',
    );
  }
}

export class PortfolioRowNotFound extends DomainError {
  constructor() {
    super('not_found', 'portfolio_row_not_found', 'Die Zeile wurde nicht gefunden.');
  }
}

export class PortfolioExists extends DomainError {
  constructor() {
    super('conflict', 'portfolio_exists', 'Das Portfolio existiert bereits.');
  }
}

export class PortfoliosRequirePro extends DomainError {
  constructor() {
    super('forbidden', 'pro_required', PORTFOLIOS_PRO_REQUIRED);
  }
}

export class InvalidPortfolio extends DomainError {
  constructor(message: string) {
    super('invalid', 'invalid_portfolio', message);
  }
}

/** The upload is not in the state the request needs (e.g. confirming while it is still read). */
export class UploadNotReady extends DomainError {
  constructor(message: string) {
    super('conflict', 'upload_not_ready', message);
  }
}

/** Confirming would put the account over its plan's row limit (all its portfolios together). */
/** "100.000", as German texts write numbers. */
const germanNumber = (n: number) => n.toLocaleString('de-DE');

export class PortfolioRowLimitExceeded extends DomainError {
  constructor(
    readonly wouldHave: number,
    readonly maxRows: number,
  ) {
    super(
      'invalid',
      'portfolio_row_limit',
      `Das Portfolio würde ${germanNumber(wouldHave)} Zeilen enthalten; Ihr Tarif erlaubt insgesamt ` +
        `${germanNumber(maxRows)} Zeilen.`,
    );
  }
}
