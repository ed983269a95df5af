/**
 * Why an uploaded customer list cannot be read at all: the whole file is refused with a German message the user
 * can act on, and nothing of it is taken (issue #31: "nothing half-imported"). Row problems are no such error:
 * they are reported per row (`validateRows`).
 */
export type PortfolioFileProblem =
  'empty' | 'tooLarge' | 'tooManyRows' | 'unknownFormat' | 'oldExcel' | 'encoding' | 'zipBomb' | 'damaged' | 'noHeader';

export class PortfolioFileError extends Error {
  constructor(
    readonly problem: PortfolioFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PortfolioFileError';
  }
}
