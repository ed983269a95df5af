#!/usr/bin/env node
/**
 * The former entry of the projections process (`node projections/dist/worker/main.js`, docker-compose.yml's
 * `projections` service): the projections are now `npm run worker -- projections`, and this entry starts that
 * worker. A variable specifier: the projections package depends on the backend's events and ports only; the
 * worker's entry is reached at run time, as the backend reaches the projections' hosts.
 */
const WORKERS_ENTRY = '@insolvenz/backend/workers/main.js';
process.argv.splice(2, process.argv.length - 2, 'projections');
await import(WORKERS_ENTRY);
