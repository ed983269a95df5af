import { BadRequestException, Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import type { DatabaseSync } from 'node:sqlite';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { streamCategory } from '../../platform/event-store/event.js';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { AdminHistoryRequest } from './admin-history.request.js';
import { AdminHistoryResponse, type HistoryEventResponse } from './admin-history.response.js';

/** Categories whose event data carries no personal data by design, so the history may show it. */
const DATA_SHOWN = new Set(['retention', 'import']);
const MAX_EVENTS = 500;

function streamsOf(request: AdminHistoryRequest): string[] {
  if (request.stream) return [request.stream];
  switch (request.entity) {
    case 'user':
      return [`user-${request.id}`];
    case 'contact-message':
      return [`contact-${request.id}`, `contactaudit-${request.id}`];
    case 'cleanup':
      return [`retention-${request.id}`];
    case 'import':
      return [`import-${request.id}`];
    default:
      throw new BadRequestException('Bitte stream oder entity und id angeben');
  }
}

/**
 * The auditable history of a stream or entity (DESIGN.md §6, issue #6): time, type and actor of each event;
 * the data itself only for categories that never hold personal data. An erased contact message shows only
 * its audit record.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminHistoryController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: DatabaseSync,
  ) {}

  @Get('history')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Ereignisverlauf eines Streams oder einer Entität (Administratoren)' })
  @ApiOkResponse({ type: AdminHistoryResponse, description: 'Ereignisse der Streams, älteste zuerst' })
  @ApiProblems(400, 401, 403)
  async history(@Query() request: AdminHistoryRequest): Promise<AdminHistoryResponse> {
    if (request.entity && !request.id) throw new BadRequestException('Bitte die id der Entität angeben');
    const streams = streamsOf(request);
    const events: HistoryEventResponse[] = [];
    for (const stream of streams) {
      const { events: recorded } = await this.store.readStream(stream, { maxCount: MAX_EVENTS });
      for (const event of recorded) {
        events.push({
          stream,
          revision: event.revision.toString(),
          position: event.position.toString(),
          type: event.type,
          occurredAt: event.metadata.occurredAt,
          actor: this.actor(event.metadata.actorId),
          data: DATA_SHOWN.has(streamCategory(stream)) ? withoutListings(event.data) : undefined,
        });
      }
    }
    events.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
    return { streams, events };
  }

  private actor(actorId: string): { id: string; email: string | null } {
    if (actorId.startsWith('system:')) return { id: actorId, email: null };
    try {
      const row = this.db.prepare('SELECT email FROM rm_users WHERE id = ?').get(actorId) as
        { email: string } | undefined;
      return { id: actorId, email: row?.email ?? null };
    } catch (error) {
      if (readModelMissing(error)) return { id: actorId, email: null };
      throw error;
    }
  }
}

/** Listing hashes are noise for a reader of the audit trail. */
function withoutListings(data: unknown): unknown {
  if (data && typeof data === 'object' && 'knownListings' in data) {
    const { knownListings: _hashes, ...rest } = data as Record<string, unknown>;
    return rest;
  }
  return data;
}
