import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { QueryApi } from '../../platform/http/access.js';
import { ImportStatusQuery } from './import-status.query.js';
import { ImportStatusResponse } from './import-status.response.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class ImportStatusController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('import-status')
  @ApiOperation({
    summary: 'Live-Import-Monitoring: Importzahlen, Gesamtstatus, laufender Import, nächste Sitzung, Portalverbindung',
  })
  @ApiOkResponse({
    type: ImportStatusResponse,
    description: 'Importzahlen, Gesamtstatus, laufender Import, Portalverbindung, letzte Importe',
  })
  status(): Promise<ImportStatusResponse> {
    return this.queries.execute(new ImportStatusQuery(this.clock.now()));
  }
}
