/** Injection token of what the matcher reads of the debtor-files read model (issue #32: alerts follow a file). */
export const DEBTOR_FILE_LINKS = Symbol('DEBTOR_FILE_LINKS');

/** A proceeding of a debtor's file, as an alert's reason names it. */
export interface FileCase {
  readonly caseId: number;
  readonly debtorName: string;
  readonly court: string;
  readonly caseNumber: string;
}

/** A case's debtor file as the read model `debtor-files` keeps it: its proceedings and the links between them. */
export interface DebtorFileOfCase {
  readonly cases: readonly FileCase[];
  readonly links: readonly { readonly a: number; readonly b: number; readonly reason: string }[];
}

/**
 * The debtor files the matcher follows (projections/src/read-models/debtor-files). The matcher decides a notice
 * only once this read model applied the notice's event (`appliedUpTo`), so a link the notice makes is known.
 */
export interface DebtorFileLinks {
  /** The position the read model `debtor-files` applied (0 when it never ran). */
  appliedUpTo(): Promise<bigint>;
  /** The file of each case that belongs to one (cases without a file are left out). */
  filesOf(caseIds: readonly number[]): Promise<Map<number, DebtorFileOfCase>>;
}
