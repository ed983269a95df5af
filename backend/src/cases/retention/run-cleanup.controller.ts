import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../platform/http/admin.guard.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { RetentionCleaner } from './retention-cleaner.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class RunCleanupController {
  constructor(private readonly cleaner: RetentionCleaner) {}

  /** Erases every case past its retention period now (the same run as the daily one), and says how many. */
  @Post('cleanup')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Löschfristen jetzt anwenden (Administratoren): → deleted' })
  async cleanup(@CurrentCaller() caller: Caller) {
    const result = await this.cleaner.run('manual', caller.userId!);
    return { ...result, message: `${result.deleted} Einträge gelöscht` };
  }
}
