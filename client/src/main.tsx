import './styles/theme.css';
import './styles/components.css';
import { languageReady } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/app';
import { startCustomizer } from '@/template/customizer/apply-settings';
import { fetchSession, SESSION_KEY } from './lib/session-probe';

// Every screen first needs to know who is signed in: ask while the route's chunk loads.
preload(SESSION_KEY, fetchSession).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A saved right-to-left choice first swaps Bootstrap's sheet, a saved English choice fetches its
// strings: the first paint is already mirrored and in the right language.
void Promise.all([startCustomizer(), languageReady()]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
