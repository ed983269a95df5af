import type mongoose from 'mongoose';
import type { SavedSearchQueries } from '../saved-search-queries.port.js';
import type { SavedSearchView } from '../saved-search.view.js';

/**
 * A document of `rm_saved_searches` (projections/src/read-models/saved-searches/mongo). `criteria` is the JSON
 * text of the criteria; `updatedAt` is absent until the first update (null fields are not stored).
 */
interface SavedSearchDocument {
  readonly _id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly nameKey: string;
  readonly criteria: string;
  readonly alert: boolean;
  readonly mode?: string;
  readonly createdAt: string;
  readonly updatedAt?: string | null;
  readonly createdPosition: string;
}

function toSavedSearchView(doc: SavedSearchDocument): SavedSearchView {
  return {
    id: doc._id,
    name: doc.name,
    criteria: JSON.parse(doc.criteria) as Record<string, string>,
    alert: doc.alert,
    mode: doc.mode === 'sofort' ? 'sofort' : 'täglich',
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt ?? null,
  };
}

/**
 * `SavedSearchQueries` over the MongoDB collection of the saved-searches projection (`rm_saved_searches`, its
 * `by_owner` index created by the projection store). Same answers and order as the SQLite adapter; every query
 * is scoped by the owner.
 */
export class MongoSavedSearchQueries implements SavedSearchQueries {
  private readonly searches: mongoose.mongo.Collection<SavedSearchDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.searches = db.collection<SavedSearchDocument>('rm_saved_searches');
  }

  async ofOwner(ownerId: string): Promise<SavedSearchView[]> {
    const docs = await this.searches.find({ ownerId }).sort({ createdPosition: 1 }).toArray();
    return docs.map(toSavedSearchView);
  }

  async findOwn(id: string, ownerId: string): Promise<SavedSearchView | null> {
    const doc = await this.searches.findOne({ _id: id, ownerId });
    return doc ? toSavedSearchView(doc) : null;
  }

  async nameKeysOfOwner(ownerId: string, exceptId: string | null = null): Promise<string[]> {
    const filter: mongoose.mongo.Filter<SavedSearchDocument> = {
      ownerId,
      ...(exceptId !== null && { _id: { $ne: exceptId } }),
    };
    const docs = await this.searches.find(filter, { projection: { nameKey: 1 } }).toArray();
    return docs.map((doc) => doc.nameKey);
  }

  /**
   * The projection deletes a deleted saved search's document whole and the read model keeps no other copy: done
   * once that document is gone. False while it is still there.
   */
  async eraseSavedSearch(id: string): Promise<boolean> {
    return (await this.searches.countDocuments({ _id: id }, { limit: 1 })) === 0;
  }
}
