import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiKeyResponse, IssuedApiKeyResponse } from './api-key.response.js';
import { IssueApiKeyCommand } from './issue-api-key.command.js';
import { IssueApiKeyRequest } from './issue-api-key.request.js';
import { ListApiKeysQuery } from './list-api-keys.query.js';
import { RevokeApiKeyCommand } from './revoke-api-key.command.js';

/**
 * Personal API keys for "API-Zugang" (Pro): sent as `X-API-Key` instead of the SPA's public key, they
 * authenticate calls of the query API (`/api/insolvency/...`). The key is shown once; only its hash is kept.
 */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/api-keys')
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Eigene API-Schlüssel (ohne Geheimnis)' })
  @ApiOkResponse({ type: [ApiKeyResponse], description: 'Eigene Schlüssel, neueste zuerst' })
  @ApiProblems(401)
  async list(@CurrentCaller() caller: Caller): Promise<ApiKeyResponse[]> {
    return this.queries.execute(new ListApiKeysQuery(caller.userId!));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'API-Schlüssel erzeugen (Pro); der Schlüssel wird nur in dieser Antwort gezeigt' })
  @ApiCreatedResponse({ type: IssuedApiKeyResponse, description: 'Der neue Schlüssel (nur hier sichtbar)' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'])
  async issue(@Body() body: IssueApiKeyRequest, @CurrentCaller() caller: Caller): Promise<IssuedApiKeyResponse> {
    return this.commands.execute(new IssueApiKeyCommand(caller.userId!, body.name));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'API-Schlüssel widerrufen' })
  @ApiOkResponse({ type: MessageResponse, description: 'Schlüssel widerrufen' })
  @ApiProblems(401, 404)
  async revoke(@Param('id') keyId: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    await this.commands.execute(new RevokeApiKeyCommand(caller.userId!, keyId));
    return { message: 'API-Schlüssel widerrufen' };
  }
}
