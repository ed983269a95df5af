import { Command } from '@nestjs/cqrs';
import type { DigestRunSummary } from './digest-runner.js';

/** Sends the daily digest now (operators, the demo, the end-to-end tests); refused while one runs. */
export class RunDigestCommand extends Command<DigestRunSummary> {}
