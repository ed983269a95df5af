import { findByIds } from '../../../platform/read-store/mongo/find-by-ids.js';
import type mongoose from 'mongoose';
import type { MatchCriteria, RecipientStatus } from '../../domain/events.js';
import type {
  CandidateLookup,
  DigestTarget,
  NoticeCandidates,
  SavedSearchCandidate,
  SearchAlertTarget,
  SubscriptionCandidate,
  SubscriptionQueries,
  QueuedConfirmation,
  SubscriptionTally,
} from '../subscription-queries.port.js';
import type { SubscriptionView } from '../subscription-view.js';

/**
 * A document of `rm_subscriptions` (projections/src/read-models/subscriptions/mongo/subscriptions.mongo.ts).
 * Null fields and empty arrays are not stored: absent reads as null or empty.
 */
interface SubscriptionDocument {
  readonly _id: string;
  readonly ownerId: string;
  readonly email: string;
  readonly companyName: string;
  readonly keywords?: string[];
  readonly caseNumber?: string;
  readonly court?: string;
  readonly registerNumber?: string;
  readonly mode?: string;
  readonly active: boolean;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly lastNotification?: string;
  readonly nameTokens?: string[];
  readonly keywordTokens: string;
  readonly caseRef?: string;
  readonly registerRef?: string;
  readonly legalForm?: string;
  readonly registerCourt?: string[];
  readonly addressKey: string;
  readonly recipientKey: string;
  readonly terms?: string[];
  readonly createdPosition: string;
}

interface RecipientDocument {
  readonly _id: string;
  readonly status: RecipientStatus;
  readonly requestedAt?: string;
  readonly position?: string;
}

interface OwnerDocument {
  readonly _id: string;
  readonly emailKey: string;
  readonly name: string;
}

interface PlanDocument {
  readonly _id: string;
  readonly plan: string;
}

interface DigestDayDocument {
  readonly _id: string;
  readonly digestDay?: string;
}

/** A document of `rm_saved_searches` (projections/src/read-models/saved-searches/mongo): `criteria` as JSON text. */
interface SavedSearchDocument {
  readonly _id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly criteria: string;
  readonly alert: boolean;
  readonly mode?: string;
  readonly createdPosition: string;
}

interface CheckpointDocument {
  readonly _id: string;
  readonly position: string;
}

/** The read models a match reads (projections/src/read-models/subscriptions, saved-searches). */
const MATCHED_READ_MODELS = ['subscriptions', 'saved-searches'] as const;

/** Positions as the MongoDB read models store them: 20-digit zero-padded decimals (`stored-position.ts`). */
const stored = (position: bigint): string => (position < 0n ? 0n : position).toString().padStart(20, '0');

const CANDIDATE_FIELDS = {
  _id: 1,
  createdPosition: 1,
  nameTokens: 1,
  keywordTokens: 1,
  caseRef: 1,
  registerRef: 1,
  legalForm: 1,
  registerCourt: 1,
  terms: 1,
} as const;

function criteriaOf(doc: SubscriptionDocument): MatchCriteria {
  return {
    nameTokens: doc.nameTokens ?? [],
    keywordTokens: JSON.parse(doc.keywordTokens) as string[][],
    caseRef: doc.caseRef ?? null,
    registerRef: doc.registerRef ?? null,
    legalForm: doc.legalForm ?? null,
    registerCourt: doc.registerCourt ?? [],
  };
}

/**
 * `SubscriptionQueries` over the MongoDB collections of the subscriptions and saved-searches projections
 * (indexes created by the projection store). Same answers and order as the SQLite adapter: what SQLite joins is
 * read with one `$in` query per collection and joined here; an address in any letter case is found by the
 * stored lower-cased `emailKey`, never by a collation or a pattern. A collection that does not exist yet answers
 * as empty.
 */
export class MongoSubscriptionQueries implements SubscriptionQueries {
  private readonly subscriptions: mongoose.mongo.Collection<SubscriptionDocument>;
  private readonly recipients: mongoose.mongo.Collection<RecipientDocument>;
  private readonly owners: mongoose.mongo.Collection<OwnerDocument>;
  private readonly plans: mongoose.mongo.Collection<PlanDocument>;
  private readonly digestDays: mongoose.mongo.Collection<DigestDayDocument>;
  private readonly savedSearches: mongoose.mongo.Collection<SavedSearchDocument>;
  private readonly checkpoints: mongoose.mongo.Collection<CheckpointDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.subscriptions = db.collection<SubscriptionDocument>('rm_subscriptions');
    this.recipients = db.collection<RecipientDocument>('rm_alert_recipients');
    this.owners = db.collection<OwnerDocument>('rm_alert_owners');
    this.plans = db.collection<PlanDocument>('rm_alert_owner_plans');
    this.digestDays = db.collection<DigestDayDocument>('rm_alert_address_digests');
    this.savedSearches = db.collection<SavedSearchDocument>('rm_saved_searches');
    this.checkpoints = db.collection<CheckpointDocument>('projection_checkpoints');
  }

  async ofOwner(ownerId: string): Promise<SubscriptionView[]> {
    return this.views(await this.subscriptions.find({ ownerId }).sort({ createdPosition: 1 }).toArray());
  }

  async byEmail(email: string, ownerId: string | null): Promise<SubscriptionView[]> {
    const filter = { emailKey: email.toLowerCase(), ...(ownerId !== null && { ownerId }) };
    return this.views(await this.subscriptions.find(filter).sort({ createdPosition: 1 }).toArray());
  }

  async find(id: string): Promise<SubscriptionView | null> {
    const doc = await this.subscriptions.findOne({ _id: id });
    return doc ? (await this.views([doc]))[0]! : null;
  }

  async countOfOwner(ownerId: string): Promise<number> {
    return this.subscriptions.countDocuments({ ownerId });
  }

  async tallyOfOwner(ownerId: string): Promise<SubscriptionTally> {
    const [total, active] = await Promise.all([
      this.subscriptions.countDocuments({ ownerId }),
      this.subscriptions.countDocuments({ ownerId, active: true }),
    ]);
    return { total, active };
  }

  async queuedConfirmations(): Promise<QueuedConfirmation[]> {
    const queued = await this.recipients.find({ status: 'queued' }).toArray();
    if (queued.length === 0) return [];
    // Positions are stored as decimal text: order them as numbers.
    queued.sort((a, b) => {
      const [x, y] = [BigInt(a.position ?? '0'), BigInt(b.position ?? '0')];
      return x < y ? -1 : x > y ? 1 : a._id.localeCompare(b._id);
    });
    const subscriptions = await this.subscriptions
      .find(
        { recipientKey: { $in: queued.map((doc) => doc._id) } },
        { projection: { ownerId: 1, email: 1, recipientKey: 1 } },
      )
      .toArray();
    const byKey = new Map<string, QueuedConfirmation>();
    for (const doc of subscriptions.sort((a, b) => a.email.localeCompare(b.email))) {
      if (!byKey.has(doc.recipientKey)) byKey.set(doc.recipientKey, { ownerId: doc.ownerId, email: doc.email });
    }
    return queued.flatMap((doc) => byKey.get(doc._id) ?? []);
  }

  async owner(ownerId: string): Promise<{ emailKey: string; name: string } | null> {
    const doc = await this.owners.findOne({ _id: ownerId });
    return doc ? { emailKey: doc.emailKey, name: doc.name } : null;
  }

  async subscriptionCandidates(terms: readonly string[], before: bigint): Promise<SubscriptionCandidate[]> {
    return (await this.candidatesOfBatch([{ terms, before }]))[0]!.subscriptions;
  }

  /** The projections' checkpoints advance after their documents are written, so a reader may rely on them. */
  async appliedUpTo(): Promise<bigint> {
    const docs = await this.checkpoints.find({ _id: { $in: [...MATCHED_READ_MODELS] } }).toArray();
    if (docs.length < MATCHED_READ_MODELS.length) return 0n;
    return docs.map((doc) => BigInt(doc.position)).reduce((low, position) => (position < low ? position : low));
  }

  async savedSearchCandidates(before: bigint): Promise<SavedSearchCandidate[]> {
    return (await this.savedSearchesBefore(before)).map(({ candidate }) => candidate);
  }

  /**
   * Two queries for the whole batch: the active subscriptions indexed under any term of the batch (the `terms`
   * array's index, `$in`) and the saved searches with an alert, both created before the batch's last position;
   * then each notice keeps those under its own terms and before its own position.
   */
  async candidatesOfBatch(lookups: readonly CandidateLookup[]): Promise<NoticeCandidates[]> {
    if (lookups.length === 0) return [];
    const latest = lookups.reduce((max, lookup) => (lookup.before > max ? lookup.before : max), lookups[0]!.before);
    const terms = [...new Set(lookups.flatMap((lookup) => lookup.terms))];
    const docs =
      terms.length === 0
        ? []
        : await this.subscriptions
            .find(
              { terms: { $in: terms }, active: true, createdPosition: { $lt: stored(latest) } },
              { projection: CANDIDATE_FIELDS },
            )
            .toArray();
    const subscriptions = docs.map((doc) => ({
      candidate: { id: doc._id, criteria: criteriaOf(doc) },
      createdPosition: BigInt(doc.createdPosition),
      terms: new Set(doc.terms ?? []),
    }));
    const searches = await this.savedSearchesBefore(latest);
    return lookups.map(({ terms: own, before }) => ({
      subscriptions: subscriptions
        .filter((s) => s.createdPosition < before && own.some((term) => s.terms.has(term)))
        .map((s) => s.candidate),
      savedSearches: searches.filter((s) => s.createdPosition < before).map((s) => s.candidate),
    }));
  }

  async digestTargets(ids: readonly string[]): Promise<DigestTarget[]> {
    // By id, not `$in` (`findByIds`): the immediate sender and the digest ask for a few of many subscriptions.
    const found = byId(await findByIds(this.subscriptions, ids));
    const ownerIds = [...new Set([...found.values()].map((doc) => doc.ownerId))];
    const plans = byId(await this.plans.find({ _id: { $in: ownerIds } }).toArray());
    const owners = byId(await this.owners.find({ _id: { $in: ownerIds } }).toArray());
    const recipients = await this.recipientsOf([...found.values()]);
    return ids.map((id) => {
      const doc = found.get(id);
      if (!doc)
        return { id, plan: null, address: null, recipient: null, createdPosition: null, mode: null, active: null };
      return {
        id,
        plan: plans.get(doc.ownerId)?.plan ?? null,
        address: doc.addressKey,
        recipient: recipientStatus(doc, owners.get(doc.ownerId), recipients.get(doc.recipientKey)),
        createdPosition: BigInt(doc.createdPosition),
        // Written before the mode existed (projection version 7 rebuilds): `täglich`.
        mode: doc.mode === 'sofort' ? 'sofort' : 'täglich',
        active: doc.active,
      };
    });
  }

  async watchingOwners(): Promise<string[]> {
    const owners = new Set<string>();
    for (const doc of await this.subscriptions.find({ active: true }, { projection: { ownerId: 1 } }).toArray()) {
      owners.add(doc.ownerId);
    }
    for (const doc of await this.savedSearches.find({ alert: true }, { projection: { ownerId: 1 } }).toArray()) {
      owners.add(doc.ownerId);
    }
    return [...owners].sort();
  }

  async ownersOfAddress(emailKey: string): Promise<string[]> {
    const docs = await this.owners.find({ emailKey }).sort({ _id: 1 }).toArray();
    return docs.map((doc) => doc._id);
  }

  async alertingSavedSearchesOf(ownerId: string): Promise<string[]> {
    const docs = await this.savedSearches.find({ ownerId, alert: true }).sort({ createdPosition: 1 }).toArray();
    return docs.map((doc) => doc._id);
  }

  async searchAlertTargets(ids: readonly string[]): Promise<SearchAlertTarget[]> {
    const found = byId(await findByIds(this.savedSearches, ids));
    const ownerIds = [...new Set([...found.values()].map((doc) => doc.ownerId))];
    const plans = byId(await this.plans.find({ _id: { $in: ownerIds } }).toArray());
    const owners = byId(await this.owners.find({ _id: { $in: ownerIds } }).toArray());
    return ids.map((id) => {
      const doc = found.get(id);
      if (!doc) {
        return {
          id,
          exists: false,
          name: null,
          criteria: null,
          alert: false,
          mode: 'täglich' as const,
          plan: null,
          address: null,
          createdPosition: null,
        };
      }
      return {
        id,
        exists: true,
        name: doc.name,
        criteria: JSON.parse(doc.criteria) as Record<string, string>,
        alert: doc.alert,
        mode: doc.mode === 'sofort' ? ('sofort' as const) : ('täglich' as const),
        plan: plans.get(doc.ownerId)?.plan ?? null,
        address: owners.get(doc.ownerId)?.emailKey ?? null,
        createdPosition: BigInt(doc.createdPosition),
      };
    });
  }

  async lastDigestDay(address: string): Promise<string | null> {
    return (await this.digestDays.findOne({ _id: address }))?.digestDay ?? null;
  }

  /** Saved searches with the alert on, created before `before`, in creation order. */
  private async savedSearchesBefore(
    before: bigint,
  ): Promise<{ candidate: SavedSearchCandidate; createdPosition: bigint }[]> {
    const docs = await this.savedSearches
      .find({ alert: true, createdPosition: { $lt: stored(before) } })
      .sort({ createdPosition: 1 })
      .toArray();
    return docs.map((doc) => ({
      candidate: { id: doc._id, criteria: JSON.parse(doc.criteria) as Record<string, string> },
      createdPosition: BigInt(doc.createdPosition),
    }));
  }

  /** The API's views, with each recipient's state: the owners and recipients read with one query each. */
  private async views(docs: SubscriptionDocument[]): Promise<SubscriptionView[]> {
    if (docs.length === 0) return [];
    const ownerIds = [...new Set(docs.map((doc) => doc.ownerId))];
    const owners = byId(await this.owners.find({ _id: { $in: ownerIds } }).toArray());
    const recipients = await this.recipientsOf(docs);
    return docs.map((doc) => {
      const recipient = recipients.get(doc.recipientKey);
      const status = recipientStatus(doc, owners.get(doc.ownerId), recipient);
      return {
        id: doc._id,
        email: doc.email,
        companyName: doc.companyName,
        keywords: doc.keywords ?? [],
        active: doc.active,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt ?? null,
        lastNotification: doc.lastNotification ?? null,
        caseNumber: doc.caseNumber ?? null,
        court: doc.court ?? null,
        registerNumber: doc.registerNumber ?? null,
        mode: doc.mode === 'sofort' ? 'sofort' : 'täglich',
        recipientStatus: status,
        confirmationSentAt: status === 'pending' ? (recipient?.requestedAt ?? null) : null,
      };
    });
  }

  private async recipientsOf(docs: readonly SubscriptionDocument[]): Promise<Map<string, RecipientDocument>> {
    const keys = [...new Set(docs.map((doc) => doc.recipientKey))];
    return byId(keys.length === 0 ? [] : await this.recipients.find({ _id: { $in: keys } }).toArray());
  }
}

/**
 * The owner's current account address is `own`; otherwise the (owner, address) confirmation decides, and no
 * confirmation recorded yet counts as pending.
 */
function recipientStatus(
  doc: SubscriptionDocument,
  owner: OwnerDocument | undefined,
  recipient: RecipientDocument | undefined,
): RecipientStatus {
  if (owner?.emailKey === doc.addressKey) return 'own';
  return recipient?.status ?? 'pending';
}

function byId<Doc extends { _id: string }>(docs: readonly Doc[]): Map<string, Doc> {
  return new Map(docs.map((doc) => [doc._id, doc]));
}
