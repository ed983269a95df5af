import type { Provider } from '@nestjs/common';
import { STREAM_NAME_KEY } from '../platform/config/stream-name-key.js';
import { CaseStreams } from './domain/case-streams.js';

/** The case stream names of this installation (its `STREAM_NAME_KEY`). */
export const caseStreamsProvider: Provider = {
  provide: CaseStreams,
  inject: [STREAM_NAME_KEY],
  useFactory: (key: string) => new CaseStreams(key),
};
