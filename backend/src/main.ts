#!/usr/bin/env node
// The API process (`npm start`, the image's CMD). Node's compile cache first, then the API's ~3,000 modules.
import { useCompileCache } from './platform/process/compile-cache.js';

useCompileCache();
await import('./serve-api.js');
