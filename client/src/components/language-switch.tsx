import './language-switch.css';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@/i18n/language';
import { FlagIcon } from './flag-icon';

/**
 * Two buttons, FR and EN, for the blank pages: the navbar's dropdown would bring Popper into the
 * login page's first load.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')} data-testid="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={language === current ? 'language-switch-option active' : 'language-switch-option'}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          onClick={() => void switchLanguage(language)}
          data-lang={language}
        >
          <FlagIcon language={language} />
          <span className="language-code" aria-hidden="true">
            {language.toUpperCase()}
          </span>
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
