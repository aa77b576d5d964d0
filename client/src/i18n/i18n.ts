import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@shared/schemas/config';
import { fr } from './fr';
import { DEFAULT_LANGUAGE, isLanguage, saveLanguage, savedLanguage } from './language';

function followLanguage(language: string): void {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = lang;
  saveLanguage(lang);
}

i18n.on('languageChanged', followLanguage);

// The language read before init: init announces it, and followLanguage saves what it announces.
const initial = savedLanguage();

// French, the default, is in the first load; English comes when chosen (switchLanguage).
void i18n.use(initReactI18next).init({
  resources: { fr: { translation: fr } },
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['fr', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>([['fr', Promise.resolve()]]);

/** Fetches a language's main strings once (the screens add their own with their chunks). */
function loadLanguage(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    done = import('./en').then(({ en }) => {
      i18n.addResourceBundle('en', 'translation', en, true, false);
    });
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/** Changes the interface language once its strings are there: no flash of French or of keys. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Resolves when the saved language can be drawn: at once in French; in English once its strings
 * came (main.tsx waits for it before the first paint).
 */
export function languageReady(): Promise<void> {
  return initial === DEFAULT_LANGUAGE ? Promise.resolve() : switchLanguage(initial).catch(() => undefined);
}

export default i18n;
