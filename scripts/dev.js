// `npm run dev`: TypeScript in watch mode, the API restarted on every rebuild, and Vite with hot reload
// (http://localhost:5173, proxying /api to the API on port 3000).
import { join } from 'node:path';
import { root, run, serverProjects, start, tscBin } from './lib.js';

run(process.execPath, [tscBin, '-b', ...serverProjects]);
const children = [
  start(process.execPath, [tscBin, '-b', '--watch', '--preserveWatchOutput', ...serverProjects]),
  start(
    process.execPath,
    ['--watch-path=backend/dist', '--watch-path=projections/dist', join(root, 'backend', 'dist', 'main.js')],
    {
      env: { PROFILE: 'embedded', ...process.env },
    },
  ),
  start('npm', ['run', 'dev', '-w', 'frontend']),
];
for (const child of children) child.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
console.log('\nAPI: http://localhost:3000/api  ·  Oberfläche mit Hot Reload: http://localhost:5173\n');
