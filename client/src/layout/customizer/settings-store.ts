import { useSyncExternalStore } from 'react';
import { watchSystemDark } from '@/lib/color-scheme';
import {
  consistent,
  DEFAULT_SETTINGS,
  parseSaved,
  SETTINGS_KEY,
  SETTINGS_VERSION,
  type CustomizerSettings,
  type SavedSettings,
} from './settings';

/**
 * A tiny external store: each change is applied at once, to the document (apply-settings.ts) and
 * to the components that read it, without re-rendering the whole page.
 */

const listeners = new Set<() => void>();
let saved: Partial<CustomizerSettings> = readSaved();
let systemDark = false;
let current: CustomizerSettings = compute();

function readSaved(): Partial<CustomizerSettings> {
  try {
    return parseSaved(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return {};
  }
}

function compute(): CustomizerSettings {
  // With no saved choice of mode, the system's preference decides between light and dark.
  const mode = saved.mode ?? (systemDark ? 'dark' : 'light');
  return consistent({ ...DEFAULT_SETTINGS, ...saved, mode });
}

function emit(): void {
  current = compute();
  for (const listener of listeners) listener();
}

function persist(): void {
  try {
    if (Object.keys(saved).length === 0) localStorage.removeItem(SETTINGS_KEY);
    else localStorage.setItem(SETTINGS_KEY, JSON.stringify({ version: SETTINGS_VERSION, ...saved } satisfies SavedSettings));
  } catch {
    // Storage refused (private browsing): the choice lasts for this page only.
  }
}

export function getSettings(): CustomizerSettings {
  return current;
}

export function updateSettings(patch: Partial<CustomizerSettings>): void {
  const next = { ...saved, ...patch };
  // Switching to horizontal while semi-dark: the stored mode follows the fallback too.
  if (next.layout === 'horizontal' && (next.mode ?? current.mode) === 'semi-dark') next.mode = 'light';
  saved = next;
  persist();
  emit();
}

export function resetSettings(): void {
  saved = {};
  persist();
  emit();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): CustomizerSettings {
  return useSyncExternalStore(subscribeSettings, getSettings);
}

/** Starts following the system colour scheme and the other tabs' changes. Called once at start. */
export function startSettingsStore(): void {
  systemDark = watchSystemDark((dark) => {
    systemDark = dark;
    if (!saved.mode) emit();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== SETTINGS_KEY && event.key !== null) return;
    saved = readSaved();
    emit();
  });
  current = compute();
}
