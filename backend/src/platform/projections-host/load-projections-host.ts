import type { ProjectionsHost, ProjectionsHostDependencies, ProjectionsHostFactory } from './projections-host.port.js';

// A variable specifier keeps TypeScript from resolving the projections package at build time (it is built
// after the backend); Node and Jest resolve it at run time through the workspace link.
const HOST_MODULE = '@insolvenz/projections/host/embedded-host.js';

export async function loadProjectionsHost(deps: ProjectionsHostDependencies): Promise<ProjectionsHost> {
  const module = (await import(HOST_MODULE)) as { createProjectionsHost: ProjectionsHostFactory };
  return module.createProjectionsHost(deps);
}
