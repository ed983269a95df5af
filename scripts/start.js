// `npm start`: builds what is missing or out of date, then runs the app on the embedded profile.
import { frontendIsStale, root, run, serverProjects, start, tscBin, APP_NODE_FLAGS, APP_ENV } from './lib.js';
import { join } from 'node:path';

console.log('Prüfe Server-Build …');
run(process.execPath, [tscBin, '-b', ...serverProjects]);
if (frontendIsStale()) {
  console.log('Baue die Weboberfläche …');
  run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
}

const app = start(process.execPath, [...APP_NODE_FLAGS, join(root, 'backend', 'dist', 'main.js')], {
  env: { PROFILE: 'embedded', ...APP_ENV, ...process.env },
});
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
