import type { FactoryProvider } from '@nestjs/common';
import type mongoose from 'mongoose';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import type { DisabledReason, EndpointFeed } from '../../domain/events.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../webhook-endpoint-queries.port.js';
import type { WebhookEndpointTarget, WebhookEndpointView } from '../webhook-endpoint.view.js';

/** A document of `rm_webhook_endpoints`; null fields may be absent (null fields are not stored). */
interface EndpointDocument {
  readonly _id: string;
  readonly ownerId: string;
  readonly url: string;
  readonly description: string;
  readonly feed: string;
  readonly disabledReason?: DisabledReason | null;
  readonly secretHint: string;
  readonly secretRotatedAt?: string | null;
  readonly createdAt: string;
  readonly updatedAt?: string | null;
  readonly createdPosition: string;
}

function toView(doc: EndpointDocument): WebhookEndpointView {
  const feed = JSON.parse(doc.feed) as EndpointFeed;
  return {
    id: doc._id,
    url: doc.url,
    description: doc.description,
    allAlerts: feed.all,
    alerts: feed.all ? [] : [...feed.alerts],
    enabled: (doc.disabledReason ?? null) === null,
    disabledReason: doc.disabledReason ?? null,
    secretHint: doc.secretHint,
    secretRotatedAt: doc.secretRotatedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt ?? null,
  };
}

function toTarget(doc: EndpointDocument): WebhookEndpointTarget {
  return {
    id: doc._id,
    ownerId: doc.ownerId,
    url: doc.url,
    feed: JSON.parse(doc.feed) as EndpointFeed,
    enabled: (doc.disabledReason ?? null) === null,
    createdAt: doc.createdAt,
  };
}

/** `WebhookEndpointQueries` over `rm_webhook_endpoints` on MongoDB; same answers and order as the SQLite adapter. */
export class MongoWebhookEndpointQueries implements WebhookEndpointQueries {
  private readonly endpoints: mongoose.mongo.Collection<EndpointDocument>;

  constructor(db: mongoose.mongo.Db) {
    this.endpoints = db.collection<EndpointDocument>('rm_webhook_endpoints');
  }

  async ofOwner(ownerId: string): Promise<WebhookEndpointView[]> {
    return (await this.endpoints.find({ ownerId }).sort({ createdPosition: 1 }).toArray()).map(toView);
  }

  async findOwn(id: string, ownerId: string): Promise<WebhookEndpointView | null> {
    const doc = await this.endpoints.findOne({ _id: id, ownerId });
    return doc ? toView(doc) : null;
  }

  async countOfOwner(ownerId: string): Promise<number> {
    return this.endpoints.countDocuments({ ownerId });
  }

  async target(id: string): Promise<WebhookEndpointTarget | null> {
    const doc = await this.endpoints.findOne({ _id: id });
    return doc ? toTarget(doc) : null;
  }

  async enabledTargets(): Promise<WebhookEndpointTarget[]> {
    const docs = await this.endpoints.find({ disabledReason: null }).sort({ createdPosition: 1 }).toArray();
    return docs.map(toTarget);
  }

  /** The projection deletes a deleted endpoint's document whole: done once it is gone. */
  async eraseEndpoint(id: string): Promise<boolean> {
    return (await this.endpoints.countDocuments({ _id: id }, { limit: 1 })) === 0;
  }
}

export const mongoWebhookEndpointQueriesProvider: FactoryProvider<WebhookEndpointQueries> = {
  provide: WEBHOOK_ENDPOINT_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoWebhookEndpointQueries(db),
};
