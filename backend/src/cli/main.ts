#!/usr/bin/env node
// Operator commands (`npm run --silent cli -- <command>`). Node's compile cache first, then the commands' modules.
import { useCompileCache } from '../platform/process/compile-cache.js';

useCompileCache();
await import('./run-cli.js');
