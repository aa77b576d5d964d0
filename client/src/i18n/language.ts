import type { Language } from '@shared/schemas/config';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'fr';
const STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}
