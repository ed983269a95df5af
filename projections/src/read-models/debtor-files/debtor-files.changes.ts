import type { DebtorIdentity } from '@insolvenz/backend/cases/domain/debtor-file/debtor-identity.js';
import type { LinkRule } from '@insolvenz/backend/cases/domain/debtor-file/link-rules.js';

/** A link of a case to another case of the same debtor, with its German reason. */
export interface StoredLink {
  readonly other: number;
  readonly rule: LinkRule;
  readonly reason: string;
}

/** A case as the debtor-files read model keeps it. */
export interface FileCase {
  readonly identity: DebtorIdentity;
  /** The file the case belongs to (the smallest case id of the file); null while it is linked to no other case. */
  readonly fileId: number | null;
  readonly links: readonly StoredLink[];
}

/** What the debtor-files projection reads while deciding (the batch's earlier changes included). */
export interface DebtorFilesView {
  caseOf(caseId: number): FileCase | undefined;
  /** The cases filed under a key (`identityKeys`), ascending. */
  casesWithKey(key: string): number[];
  /** The cases of a file, ascending. */
  membersOf(fileId: number): number[];
}

export type DebtorFileChange =
  /** The case's identity after a notice, and the keys it is found under now (they replace its earlier keys). */
  | {
      readonly kind: 'put-case';
      readonly caseId: number;
      readonly identity: DebtorIdentity;
      readonly keys: readonly string[];
      /** The read model had the case before (its earlier keys to replace); false for a case's first notice. */
      readonly known: boolean;
      readonly position: bigint;
    }
  /** Two cases are one debtor's: the link is kept on both sides. */
  | {
      readonly kind: 'link';
      readonly a: number;
      readonly b: number;
      readonly rule: LinkRule;
      readonly reason: string;
      readonly position: bigint;
    }
  /** The cases belong to `fileId` now (null: to no file, the last link went). */
  | {
      readonly kind: 'set-file';
      readonly caseIds: readonly number[];
      readonly fileId: number | null;
      readonly position: bigint;
    }
  /** The case is erased: its row, its keys and every link to it go. */
  | {
      readonly kind: 'erase-case';
      readonly caseId: number;
      readonly keys: readonly string[];
      readonly others: readonly number[];
      readonly position: bigint;
    };
/* Every change carries the position of its event: the MongoDB adapter guards each document it writes by it. */
