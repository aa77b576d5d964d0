import { applyDirection } from './direction-stylesheet';
import { getSettings, startSettingsStore, subscribeSettings } from './settings-store';

/**
 * What the customizer changes outside React: Bootstrap's colour mode on <html> (semi-dark keeps
 * the page light; the sidebar darkens itself), the direction and its stylesheet.
 */
function applyToDocument(): Promise<void> {
  const { mode, rtl } = getSettings();
  document.documentElement.setAttribute('data-bs-theme', mode === 'dark' ? 'dark' : 'light');
  return applyDirection(rtl);
}

/** The app shows even if a saved right-to-left choice's stylesheet is slow to come. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Applies the saved settings and keeps following them; resolves when the first paint may happen. */
export function startCustomizer(): Promise<void> {
  startSettingsStore();
  subscribeSettings(() => void applyToDocument());
  return Promise.race([applyToDocument(), new Promise<void>((done) => setTimeout(done, FIRST_PAINT_WAIT_MS))]);
}
