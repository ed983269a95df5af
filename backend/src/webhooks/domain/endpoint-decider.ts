import type { Decider } from '../../platform/command-handling/decider.js';
import type { WebhookEndpointCommand } from './commands.js';
import { normaliseDescription, normaliseFeed, WEBHOOK_DESCRIPTION_MAX } from './endpoint-rules.js';
import {
  InvalidWebhookEndpoint,
  WebhookEndpointExists,
  WebhookEndpointNotFound,
  WebhookLimitReached,
  WebhooksRequirePro,
} from './errors.js';
import type { DisabledReason, EndpointFields, WebhookEndpointEvent } from './events.js';

/** How long the previous secret keeps verifying after a rotation (both signatures are sent meanwhile). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export type WebhookEndpointState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly id: string;
      readonly ownerId: string;
      readonly fields: EndpointFields;
      readonly disabled: DisabledReason | null;
    }
  | { readonly status: 'deleted' };

type Registered = Extract<WebhookEndpointState, { status: 'registered' }>;

/** The owner's endpoint, or the same "not found" for anyone else's, a deleted or an unknown one. */
function own(state: WebhookEndpointState, by: string): Registered {
  if (state.status !== 'registered' || state.ownerId !== by) throw new WebhookEndpointNotFound();
  return state;
}

/**
 * A chosen portfolio must be the owner's own (issue #31): the handler names the owner's portfolios; someone
 * else's id reads as an unknown one. Subscriptions and saved searches the handler checks against the directory.
 */
function checkPortfolios(feed: EndpointFields['feed'], ownPortfolioIds: readonly string[] = []): void {
  if (feed.all) return;
  const own = new Set(ownPortfolioIds);
  const unknown = feed.alerts.find((alert) => alert.kind === 'portfolio' && !own.has(alert.id));
  if (unknown) throw new InvalidWebhookEndpoint(`Das gewählte Portfolio „${unknown.id}“ gibt es in Ihrem Konto nicht.`);
}

function checkedFields(fields: EndpointFields): EndpointFields {
  const description = normaliseDescription(fields.description);
  if (description.length > WEBHOOK_DESCRIPTION_MAX)
    throw new InvalidWebhookEndpoint(`Die Beschreibung darf höchstens ${WEBHOOK_DESCRIPTION_MAX} Zeichen lang sein.`);
  const feed = normaliseFeed(fields.feed);
  if (!feed.all && feed.alerts.length === 0)
    throw new InvalidWebhookEndpoint('Bitte wählen Sie mindestens eine Benachrichtigung oder „alle“ aus.');
  return { url: fields.url, description, feed };
}

export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookEndpointEvent, WebhookEndpointState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'CreateWebhookEndpoint': {
        if (!command.isPro) throw new WebhooksRequirePro();
        if (state.status !== 'none') throw new WebhookEndpointExists();
        if (command.ownerEndpoints >= command.maxEndpoints) throw new WebhookLimitReached(command.maxEndpoints);
        checkPortfolios(command.fields.feed, command.ownPortfolioIds);
        return [
          {
            type: 'WebhookEndpointCreated',
            data: {
              endpointId: command.endpointId,
              ownerId: command.by,
              ...checkedFields(command.fields),
              secretHint: command.secretHint,
              createdAt: at,
            },
          },
        ];
      }
      case 'UpdateWebhookEndpoint': {
        const endpoint = own(state, command.by);
        if (!command.isPro) throw new WebhooksRequirePro();
        const next = checkedFields({ ...endpoint.fields, ...command.changes });
        // Only a newly chosen feed is checked: a portfolio deleted since stays in the saved choice (it feeds nothing).
        if (command.changes.feed) checkPortfolios(command.changes.feed, command.ownPortfolioIds);
        // Saving what is already saved records nothing.
        if (JSON.stringify(next) === JSON.stringify(endpoint.fields)) return [];
        return [
          {
            type: 'WebhookEndpointUpdated',
            data: { endpointId: endpoint.id, ownerId: endpoint.ownerId, ...next, updatedAt: at },
          },
        ];
      }
      case 'SetWebhookEndpointEnabled': {
        // Switching off stays possible after a downgrade; switching on needs Pro again (the handler's guard).
        const endpoint = own(state, command.by);
        const ids = { endpointId: endpoint.id, ownerId: endpoint.ownerId };
        if (command.enabled) {
          return endpoint.disabled === null
            ? []
            : [{ type: 'WebhookEndpointEnabled', data: { ...ids, enabledAt: at } }];
        }
        return endpoint.disabled === 'owner'
          ? []
          : [{ type: 'WebhookEndpointDisabled', data: { ...ids, reason: 'owner', disabledAt: at } }];
      }
      case 'DisableFailingWebhookEndpoint': {
        // A system decision: an endpoint gone or already off stays as it is.
        if (state.status !== 'registered' || state.disabled !== null) return [];
        return [
          {
            type: 'WebhookEndpointDisabled',
            data: { endpointId: state.id, ownerId: state.ownerId, reason: 'failing', disabledAt: at },
          },
        ];
      }
      case 'RotateWebhookSecret': {
        const endpoint = own(state, command.by);
        if (!command.isPro) throw new WebhooksRequirePro();
        return [
          {
            type: 'WebhookSecretRotated',
            data: {
              endpointId: endpoint.id,
              ownerId: endpoint.ownerId,
              secretHint: command.secretHint,
              rotatedAt: at,
              previousValidUntil: new Date(command.at.getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString(),
            },
          },
        ];
      }
      case 'DeleteWebhookEndpoint': {
        // Deleting stays possible after a downgrade: one's own data can always be removed.
        const endpoint = own(state, command.by);
        return [
          {
            type: 'WebhookEndpointDeleted',
            data: { endpointId: endpoint.id, ownerId: endpoint.ownerId, deletedAt: at },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { endpointId, ownerId, url, description, feed } = event.data;
        return { status: 'registered', id: endpointId, ownerId, fields: { url, description, feed }, disabled: null };
      }
      case 'WebhookEndpointUpdated': {
        if (state.status !== 'registered') return state;
        const { url, description, feed } = event.data;
        return { ...state, fields: { url, description, feed } };
      }
      case 'WebhookEndpointDisabled':
        return state.status === 'registered' ? { ...state, disabled: event.data.reason } : state;
      case 'WebhookEndpointEnabled':
        return state.status === 'registered' ? { ...state, disabled: null } : state;
      case 'WebhookSecretRotated':
        return state;
      case 'WebhookEndpointDeleted':
        return { status: 'deleted' };
    }
  },
};
