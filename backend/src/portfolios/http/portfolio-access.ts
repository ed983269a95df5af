import { Inject, Injectable } from '@nestjs/common';
import { PortfolioNotFound, PortfolioUploadNotFound } from '../domain/errors.js';
import {
  PORTFOLIO_ROW_STORE,
  type PortfolioRecord,
  type PortfolioRowStore,
  type UploadRecord,
} from '../rows/portfolio-row-store.port.js';

/** The caller's portfolio or upload, or the same 404 for anyone else's, an unknown or a deleted one. */
@Injectable()
export class PortfolioAccess {
  constructor(@Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore) {}

  async portfolio(portfolioId: string, ownerId: string): Promise<PortfolioRecord> {
    const portfolio = await this.store.portfolio(portfolioId);
    if (!portfolio || portfolio.ownerId !== ownerId) throw new PortfolioNotFound();
    return portfolio;
  }

  async upload(portfolioId: string, uploadId: string, ownerId: string): Promise<UploadRecord> {
    await this.portfolio(portfolioId, ownerId);
    const upload = await this.store.upload(uploadId);
    if (!upload || upload.portfolioId !== portfolioId) throw new PortfolioUploadNotFound();
    return upload;
  }
}
