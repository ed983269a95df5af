import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { PortfolioNotFound, PortfolioUploadNotFound } from '../domain/errors.js';

/** Ids are UUIDs; anything else names nothing and gets the same 404 as an unknown id. */
export const portfolioIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new PortfolioNotFound().message, code: 'portfolio_not_found' }),
});

export const uploadIdPipe = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ message: new PortfolioUploadNotFound().message, code: 'portfolio_upload_not_found' }),
});
