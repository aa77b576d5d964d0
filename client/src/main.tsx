import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/components.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/app';
import { followSystemColorScheme } from './lib/color-scheme';
import { fetchSession, SESSION_KEY } from './lib/session';

followSystemColorScheme();
// Every screen first needs to know who is signed in: ask while the route's chunk loads.
preload(SESSION_KEY, fetchSession).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
