/**
 * The theme customizer's settings (spec §2 and §3): their values, defaults and how a saved copy
 * is read back. Kept per browser under one versioned localStorage key that survives logout.
 */

export const THEME_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export const MODES = ['light', 'dark', 'semi-dark'] as const;
export type Mode = (typeof MODES)[number];

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type LayoutType = (typeof LAYOUTS)[number];

export const NAVBAR_COLORS = ['default', ...THEME_COLORS] as const;
export type NavbarColor = (typeof NAVBAR_COLORS)[number];

export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];

export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

export interface CustomizerSettings {
  mode: Mode;
  menuColor: ThemeColor;
  layout: LayoutType;
  sidebarCollapsed: boolean;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  rtl: boolean;
  hideScrollToTop: boolean;
}

/** What is stored: the version and only the settings the user chose (the rest follow the defaults). */
export type SavedSettings = Partial<CustomizerSettings> & { version: typeof SETTINGS_VERSION };

export const SETTINGS_KEY = 'bo.customizer.v1';
export const SETTINGS_VERSION = 1;

/** Spec §2: light, floating navbar, hidden footer, primary menu colour, left-to-right. */
export const DEFAULT_SETTINGS: Readonly<CustomizerSettings> = {
  mode: 'light',
  menuColor: 'primary',
  layout: 'vertical',
  sidebarCollapsed: false,
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'hidden',
  rtl: false,
  hideScrollToTop: false,
};

const ALLOWED: { [K in keyof CustomizerSettings]: readonly CustomizerSettings[K][] } = {
  mode: MODES,
  menuColor: THEME_COLORS,
  layout: LAYOUTS,
  sidebarCollapsed: [true, false],
  navbarColor: NAVBAR_COLORS,
  navbarType: NAVBAR_TYPES,
  footerType: FOOTER_TYPES,
  rtl: [true, false],
  hideScrollToTop: [true, false],
};

/** Keeps the known keys with an allowed value; anything else (older or hand-edited copies) is dropped. */
export function sanitize(value: unknown): Partial<CustomizerSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(ALLOWED) as (keyof CustomizerSettings)[]) {
    if ((ALLOWED[key] as readonly unknown[]).includes(source[key])) clean[key] = source[key];
  }
  return clean as Partial<CustomizerSettings>;
}

/** Semi-dark darkens a vertical menu: the horizontal layout does not offer it and falls back to light. */
export function consistent(settings: CustomizerSettings): CustomizerSettings {
  if (settings.layout === 'horizontal' && settings.mode === 'semi-dark') return { ...settings, mode: 'light' };
  return settings;
}

export function parseSaved(text: string | null): Partial<CustomizerSettings> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || (parsed as { version?: unknown }).version !== SETTINGS_VERSION) return {};
    return sanitize(parsed);
  } catch {
    return {};
  }
}
