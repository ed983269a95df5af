import { modeOf } from '@insolvenz/backend/alerts/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type mongoose from 'mongoose';
import {
  HeldWrites,
  type KeyedDocument,
  LoadedDocuments,
  type MongoWrite,
  mongoTables,
  withoutNulls,
} from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import type { StoredSubscription, SubscriptionChange, SubscriptionsView } from '../subscriptions.changes.js';
import { subscriptionsProjection } from '../subscriptions.projection.js';

export const SUBSCRIPTIONS = 'rm_subscriptions';
export const ALERT_OWNER_PLANS = 'rm_alert_owner_plans';
export const ALERT_OWNERS = 'rm_alert_owners';
export const ALERT_RECIPIENTS = 'rm_alert_recipients';
export const ALERT_ADDRESS_DIGESTS = 'rm_alert_address_digests';

/**
 * A subscription as `rm_subscriptions` keeps it (the SQLite row's columns in camelCase). `emailKey` is the
 * lower-cased address (`byEmail` in any letter case without a collation); `keywords` and `nameTokens` are
 * arrays, `keywordTokens` the JSON text SQLite keeps (nested arrays are read whole, never queried). `terms` are
 * the matcher's index terms of an ACTIVE subscription (empty otherwise): an indexed array field, so the
 * candidates of a notice are one `$in` query. Null fields and empty arrays are not stored (`storedFields`): a
 * loaded document may lack them.
 */
export type SubscriptionDocument = {
  _id: string;
  ownerId: string;
  email: string;
  emailKey: string;
  companyName: string;
  keywords: string[];
  caseNumber: string | null;
  court: string | null;
  registerNumber: string | null;
  /** Issue #30: `sofort` or `täglich`. */
  mode: string;
  active: boolean;
  source: string;
  createdAt: string;
  updatedAt: string | null;
  lastNotification: string | null;
  nameTokens: string[];
  keywordTokens: string;
  caseRef: string | null;
  registerRef: string | null;
  legalForm?: string | null;
  registerCourt?: string[];
  addressKey: string;
  recipientKey: string;
  terms: string[];
  createdPosition: string;
  /** Of the last event applied to the subscription: `evolve`'s guard. */
  position: string;
};

/** A recipient's double opt-in state (`rm_alert_recipients`), keyed by the recipient key. */
export type RecipientDocument = {
  _id: string;
  ownerId: string;
  status: string;
  requestedAt: string | null;
  position: string;
};

/**
 * The subscriptions read model on MongoDB: `rm_subscriptions` (with the matcher's term index inside each
 * document), the owners' plans, the owners' current addresses, the recipients' opt-in state and each address's
 * last digest day, with the indexes `MongoSubscriptionQueries` and `MongoAdminDashboardQueries` use. Applies
 * every change as `subscriptions.sqlite.ts` does.
 *
 * Without transactions, every document is guarded by the position of the last event applied to it:
 * - Subscriptions and recipients are what `evolve` reads (its guards): loaded before a chunk, changed in the
 *   batch's overlay, and written once per batch in their final state (a replacement filtered on an older
 *   position, an insert that never overwrites (`insertNew`), or the delete of a deleted subscription).
 * - Owners, plans and digest days are never read by `evolve`: each change becomes an ordered write filtered on
 *   an older position, so a batch delivered again after a crash changes nothing, in any split.
 * Limit: `AlertDigestPrepared` records the day under the subscription's address as `evolve` sees it. After a
 * crash before the checkpoint, a batch that also changed that subscription's address is evolved again against
 * the newer address, so that digest day may be recorded under the newer address too (the SQLite store, with its
 * transaction, never sees a half-written batch). Harmless beyond it: at most one digest less that day.
 */
export const subscriptionsMongo = mongoTables(subscriptionsProjection, {
  collections: {
    [SUBSCRIPTIONS]: [
      { key: { ownerId: 1, createdPosition: 1 }, name: 'by_owner' },
      { key: { emailKey: 1, createdPosition: 1 }, name: 'by_email' },
      { key: { terms: 1 }, name: 'by_term' },
      // The admin dashboard: active subscriptions and their distinct addresses.
      { key: { active: 1, emailKey: 1 }, name: 'active_email' },
    ],
    [ALERT_OWNER_PLANS]: [],
    // An unsubscribe link that names an address asks for the accounts mailing it.
    [ALERT_OWNERS]: [{ key: { emailKey: 1 }, name: 'by_email' }],
    [ALERT_RECIPIENTS]: [],
    [ALERT_ADDRESS_DIGESTS]: [{ key: { digestId: 1 }, name: 'by_digest' }],
  },
  dump: async (db) => {
    const all = [];
    for (const name of [SUBSCRIPTIONS, ALERT_OWNER_PLANS, ALERT_OWNERS, ALERT_RECIPIENTS, ALERT_ADDRESS_DIGESTS]) {
      all.push(...(await db.collection(name).find().sort({ _id: 1 }).toArray()));
    }
    return all;
  },
  open: (db) => new SubscriptionsWriter(db),
});

/** Events whose handling asks the view for a subscription, and those that ask for a recipient. */
const SUBSCRIPTION_EVENTS = new Set([
  'SubscriptionCreated',
  'SubscriptionUpdated',
  'SubscriptionToggled',
  'SubscriptionDeleted',
  'AlertDigestSent',
  'AlertDigestPrepared',
]);
const RECIPIENT_EVENTS = new Set([
  'RecipientConfirmationRequested',
  'RecipientConfirmationMailFailed',
  'RecipientConfirmationDeferred',
  'RecipientConfirmed',
  'RecipientRefused',
]);

class SubscriptionsWriter {
  private readonly subscriptions: ChangedDocuments<SubscriptionDocument>;
  private readonly recipients: ChangedDocuments<RecipientDocument>;
  private readonly writes = new HeldWrites();

  readonly view: SubscriptionsView = {
    subscription: (id) => {
      const doc = this.subscriptions.get(id);
      return doc ? storedSubscription(doc) : undefined;
    },
    recipientPosition: (key) => {
      const doc = this.recipients.get(key);
      return doc ? positionOf(doc.position) : undefined;
    },
  };

  constructor(private readonly db: mongoose.mongo.Db) {
    this.subscriptions = new ChangedDocuments(db.collection<SubscriptionDocument>(SUBSCRIPTIONS));
    this.recipients = new ChangedDocuments(db.collection<RecipientDocument>(ALERT_RECIPIENTS));
  }

  async load(events: readonly RecordedEvent[]): Promise<void> {
    const data = (event: RecordedEvent) => event.data as { subscriptionId: string; recipientKey: string };
    await this.subscriptions.load(
      events.filter((event) => SUBSCRIPTION_EVENTS.has(event.type)).map((event) => data(event).subscriptionId),
    );
    await this.recipients.load(
      events.filter((event) => RECIPIENT_EVENTS.has(event.type)).map((event) => data(event).recipientKey),
    );
  }

  apply(change: SubscriptionChange): void {
    switch (change.kind) {
      case 'add-subscription': {
        const r = change.row;
        const position = storedPosition(change.position);
        this.subscriptions.set(change.id, {
          _id: change.id,
          ownerId: change.ownerId,
          email: r.email,
          emailKey: r.email.toLowerCase(),
          companyName: r.companyName,
          keywords: [...r.keywords],
          caseNumber: r.caseNumber,
          court: r.court,
          registerNumber: r.registerNumber,
          mode: modeOf(r),
          active: r.active,
          source: change.source,
          createdAt: change.createdAt,
          updatedAt: null,
          lastNotification: null,
          nameTokens: [...r.criteria.nameTokens],
          keywordTokens: JSON.stringify(r.criteria.keywordTokens),
          caseRef: r.criteria.caseRef,
          registerRef: r.criteria.registerRef,
          legalForm: r.criteria.legalForm ?? null,
          registerCourt: [...(r.criteria.registerCourt ?? [])],
          addressKey: r.addressKey,
          recipientKey: r.recipientKey,
          terms: [],
          createdPosition: position,
          position,
        });
        return;
      }
      case 'update-subscription': {
        const r = change.row;
        this.updateSubscription(change.id, {
          email: r.email,
          emailKey: r.email.toLowerCase(),
          companyName: r.companyName,
          keywords: [...r.keywords],
          caseNumber: r.caseNumber,
          court: r.court,
          registerNumber: r.registerNumber,
          mode: modeOf(r),
          active: r.active,
          updatedAt: change.updatedAt,
          nameTokens: [...r.criteria.nameTokens],
          keywordTokens: JSON.stringify(r.criteria.keywordTokens),
          caseRef: r.criteria.caseRef,
          registerRef: r.criteria.registerRef,
          legalForm: r.criteria.legalForm ?? null,
          registerCourt: [...(r.criteria.registerCourt ?? [])],
          addressKey: r.addressKey,
          recipientKey: r.recipientKey,
          position: storedPosition(change.position),
        });
        return;
      }
      case 'toggle-subscription':
        this.updateSubscription(change.id, {
          active: change.active,
          updatedAt: change.at,
          position: storedPosition(change.position),
        });
        return;
      case 'delete-subscription':
        this.subscriptions.set(change.id, null);
        return;
      case 'replace-terms':
        // As SQLite's term rows: a set (INSERT OR IGNORE), kept sorted so that every run stores the same array.
        this.updateSubscription(change.id, { terms: [...new Set(change.terms)].sort() });
        return;
      case 'mark-notified':
        this.updateSubscription(change.id, {
          lastNotification: change.sentAt,
          position: storedPosition(change.position),
        });
        return;
      case 'add-recipient':
        this.recipients.set(change.recipientKey, {
          _id: change.recipientKey,
          ownerId: change.ownerId,
          status: change.status,
          requestedAt: change.requestedAt,
          position: storedPosition(change.position),
        });
        return;
      case 'set-recipient-request':
        this.updateRecipient(change.recipientKey, {
          requestedAt: change.requestedAt,
          position: storedPosition(change.position),
        });
        return;
      case 'set-recipient-status':
        this.updateRecipient(change.recipientKey, { status: change.status, position: storedPosition(change.position) });
        return;
      case 'set-owner-plan':
        this.writes.add(ALERT_OWNER_PLANS, ...upsert(change.ownerId, { plan: change.plan }, change.position));
        return;
      case 'set-owner':
        this.writes.add(
          ALERT_OWNERS,
          ...upsert(change.ownerId, { emailKey: change.emailKey, name: change.name }, change.position),
        );
        return;
      case 'set-owner-email': {
        // As SQLite's UPDATE: an owner the read model does not know yet stays unknown.
        const position = storedPosition(change.position);
        this.writes.add(ALERT_OWNERS, {
          updateOne: {
            filter: { _id: change.ownerId, position: { $lt: position } },
            update: { $set: { emailKey: change.emailKey, position } },
          },
        });
        return;
      }
      case 'remove-owner':
        this.writes.add(ALERT_OWNERS, { deleteOne: { filter: { _id: change.ownerId } } });
        this.writes.add(ALERT_OWNER_PLANS, { deleteOne: { filter: { _id: change.ownerId } } });
        return;
      case 'set-address-digest':
        this.writes.add(
          ALERT_ADDRESS_DIGESTS,
          ...upsert(change.addressKey, { digestDay: change.digestDay, digestId: change.digestId }, change.position),
        );
        return;
      case 'clear-address-digest': {
        // The day goes (absent reads as null); the digest id stays, as in SQLite.
        const position = storedPosition(change.position);
        this.writes.add(ALERT_ADDRESS_DIGESTS, {
          updateMany: {
            filter: { digestId: change.digestId, position: { $lt: position } },
            update: { $unset: { digestDay: '' }, $set: { position } },
          },
        });
        return;
      }
    }
  }

  async flush(): Promise<void> {
    // In each collection the new documents first (`insertNew`), then the changes of existing ones.
    for (const [name, changed] of [
      [SUBSCRIPTIONS, this.subscriptions],
      [ALERT_RECIPIENTS, this.recipients],
    ] as const) {
      const { inserts, changes } = changed.writes();
      this.writes.addInserts(name, ...inserts);
      this.writes.add(name, ...changes);
    }
    await this.writes.flush(this.db, [
      ALERT_OWNER_PLANS,
      ALERT_OWNERS,
      ALERT_ADDRESS_DIGESTS,
      ALERT_RECIPIENTS,
      SUBSCRIPTIONS,
    ]);
  }

  /** As SQLite's UPDATE: a subscription the read model lacks stays absent. */
  private updateSubscription(id: string, fields: Partial<SubscriptionDocument>): void {
    const doc = this.subscriptions.get(id);
    if (doc) this.subscriptions.set(id, { ...doc, ...fields });
  }

  private updateRecipient(key: string, fields: Partial<RecipientDocument>): void {
    const doc = this.recipients.get(key);
    if (doc) this.recipients.set(key, { ...doc, ...fields });
  }
}

/**
 * A document's fields as stored: without nulls (`withoutNulls`) and without empty arrays, which FerretDB v1 also
 * drops when `$setOnInsert` writes them but keeps in a replacement (the same document must not differ by the
 * write that made it). Absent reads as null or empty.
 */
function storedFields<Doc extends object>(doc: Doc): Partial<Doc> {
  return Object.fromEntries(
    Object.entries(withoutNulls(doc)).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
  ) as Partial<Doc>;
}

function storedSubscription(doc: SubscriptionDocument): StoredSubscription {
  return {
    ownerId: doc.ownerId,
    position: positionOf(doc.position),
    criteria: {
      nameTokens: doc.nameTokens ?? [],
      keywordTokens: JSON.parse(doc.keywordTokens) as string[][],
      caseRef: doc.caseRef ?? null,
      registerRef: doc.registerRef ?? null,
      legalForm: doc.legalForm ?? null,
      registerCourt: doc.registerCourt ?? [],
    },
    addressKey: doc.addressKey,
  };
}

/**
 * Loaded documents that `evolve` reads, and the state each changed one ends the batch in: written once per
 * batch. A replacement only replaces an older document and an insert never overwrites, so a batch written
 * again after a crash changes nothing; a delete is final (ids are never reused).
 */
class ChangedDocuments<Doc extends { _id: string; position: string }> {
  private readonly loaded: LoadedDocuments<Doc>;
  /** The document as loaded, for each one the batch changed. */
  private readonly before = new Map<string, Doc | null>();

  constructor(collection: mongoose.mongo.Collection<Doc>) {
    this.loaded = new LoadedDocuments(collection);
  }

  load(ids: Iterable<string>): Promise<void> {
    return this.loaded.load(ids);
  }

  get(id: string): Doc | null {
    return this.loaded.get(id);
  }

  set(id: string, doc: Doc | null): void {
    if (!this.before.has(id)) this.before.set(id, this.loaded.get(id));
    this.loaded.set(id, doc);
  }

  /**
   * What brings the collection to the batch's final state, emptied afterwards: the documents the batch made
   * (inserted by `insertNew`: an existing one is left as it is) and the changes of existing ones.
   */
  writes(): { inserts: KeyedDocument[]; changes: MongoWrite[] } {
    const inserts: KeyedDocument[] = [];
    const changes: MongoWrite[] = [];
    for (const [id, before] of this.before) {
      const after = this.loaded.get(id);
      if (after === null) {
        if (before !== null) changes.push({ deleteOne: { filter: { _id: id } } });
        continue;
      }
      const { _id, ...stored } = after;
      const fields = storedFields(stored);
      if (before === null) inserts.push({ _id, ...fields });
      else changes.push({ replaceOne: { filter: { _id, position: { $lt: after.position } }, replacement: fields } });
    }
    this.before.clear();
    return { inserts, changes };
  }
}

/**
 * Sets `fields` on the document of `id` if it is older than `position`, or inserts it: safe to run twice. An
 * upsert filtered on the position would instead try to insert the id again when a newer document exists and
 * fail the ordered batch on the duplicate key.
 */
function upsert(id: string, fields: Record<string, string>, position: bigint): MongoWrite[] {
  const stored = { ...fields, position: storedPosition(position) };
  return [
    { updateOne: { filter: { _id: id, position: { $lt: stored.position } }, update: { $set: stored } } },
    { updateOne: { filter: { _id: id }, update: { $setOnInsert: stored }, upsert: true } },
  ];
}
