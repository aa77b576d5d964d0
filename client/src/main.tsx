import './styles/theme.css';
import './styles/components.css';
import { languageReady } from './i18n/i18n';
import { LOGIN_PATH } from './features/auth/login-state';
import { currentRoutePath } from './lib/base-url';
import { fetchSession } from './lib/session-probe';
import { unregisterServiceWorkers } from './lib/unregister-service-workers';

// Every screen first needs to know who is signed in: ask while the chunks load.
const session = fetchSession();
session.catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A fresh load of the login page draws it without the router, the layouts, SWR and the page
// catalogue (app/login-app.tsx); every other page starts the full app (app/app.tsx).
const onLoginPage = currentRoutePath().replace(/\/+$/, '') === LOGIN_PATH;
const app = onLoginPage ? import('./app/login-app') : import('./app/app');

// A saved right-to-left choice first swaps Bootstrap's sheet, a saved English choice fetches its
// strings: the first paint is already mirrored and in the right language. The customizer's
// settings come in their own chunk, beside the app's.
const customizer = import('./layout/customizer/apply-settings').then(({ startCustomizer }) => startCustomizer());
void Promise.all([app, customizer, languageReady()]).then(([{ start }]) => start(root, session));

// The old application's service worker, if this browser still holds it, goes (spec §9); nothing
// waits for it.
void unregisterServiceWorkers();
