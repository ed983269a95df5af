#!/usr/bin/env node
// A background worker (`npm run worker -- <name>`). Node's compile cache first, then the worker's modules.
import { useCompileCache } from '../platform/process/compile-cache.js';

useCompileCache();
await import('./run-worker.js');
