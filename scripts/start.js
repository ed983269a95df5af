// `npm start`: builds what is missing or out of date, then runs the app on the embedded profile.
import { buildWhatIsStale, root, start, APP_NODE_FLAGS, APP_ENV } from './lib.js';
import { join } from 'node:path';

buildWhatIsStale();

const app = start(process.execPath, [...APP_NODE_FLAGS, join(root, 'backend', 'dist', 'main.js')], {
  env: { PROFILE: 'embedded', ...APP_ENV, ...process.env },
});
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
