import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { MessageResponse } from '../../platform/http/openapi/message.response.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiKeyNotFound } from '../domain/user-decider.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { UserCommands } from '../user-commands.js';
import { generateApiKey, keyPreview } from './api-key-format.js';
import { IssueApiKeyRequest } from './issue-api-key.request.js';
import { ApiKeyResponse, IssuedApiKeyResponse } from './api-key.response.js';

/**
 * Personal API keys for "API-Zugang" (Pro): sent as `X-API-Key` instead of the SPA's public key, they
 * authenticate calls of the query API (`/api/insolvency/...`). The key is shown once; only its hash is kept.
 */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/api-keys')
export class ApiKeysController {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Eigene API-Schlüssel (ohne Geheimnis)' })
  @ApiOkResponse({ type: [ApiKeyResponse], description: 'Eigene Schlüssel, neueste zuerst' })
  @ApiProblems(401)
  async list(@CurrentCaller() caller: Caller): Promise<ApiKeyResponse[]> {
    return (await this.accounts.apiKeysOf(caller.userId!)).map((key) => ({
      id: key.keyId,
      name: key.name,
      preview: keyPreview(key.keyId),
      createdAt: key.createdAt,
      revokedAt: key.revokedAt,
      active: key.revokedAt === null,
    }));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'API-Schlüssel erzeugen (Pro); der Schlüssel wird nur in dieser Antwort gezeigt' })
  @ApiCreatedResponse({ type: IssuedApiKeyResponse, description: 'Der neue Schlüssel (nur hier sichtbar)' })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich'])
  async issue(@Body() body: IssueApiKeyRequest, @CurrentCaller() caller: Caller): Promise<IssuedApiKeyResponse> {
    const userId = caller.userId!;
    const { keyId, key, secretHash } = generateApiKey();
    const at = this.commands.now().toISOString();
    await this.commands.execute(
      userId,
      { type: 'IssueApiKey', keyId, name: body.name, secretHash, at },
      { actorId: userId },
    );
    return {
      id: keyId,
      name: body.name,
      key,
      createdAt: at,
      message: 'API-Schlüssel erstellt. Bitte kopieren Sie ihn jetzt: Er wird nicht noch einmal angezeigt.',
    };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'API-Schlüssel widerrufen' })
  @ApiOkResponse({ type: MessageResponse, description: 'Schlüssel widerrufen' })
  @ApiProblems(401, 404)
  async revoke(@Param('id') keyId: string, @CurrentCaller() caller: Caller): Promise<MessageResponse> {
    const userId = caller.userId!;
    // Another user's key id looks exactly like an unknown one: 404, nothing revealed.
    const key = await this.accounts.apiKey(keyId);
    if (!key || key.userId !== userId) throw new ApiKeyNotFound();
    await this.commands.execute(
      userId,
      { type: 'RevokeApiKey', keyId, at: this.commands.now().toISOString() },
      { actorId: userId },
    );
    return { message: 'API-Schlüssel widerrufen' };
  }
}
