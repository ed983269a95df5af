import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnNewVersion } from './lib/browser/reload-on-new-version';
import { createAppStore } from './app/store';

reloadOnNewVersion();

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);
