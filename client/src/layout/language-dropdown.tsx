import './navbar.css';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { switchLanguage } from '@/i18n/i18n';
import { LANGUAGES, isLanguage, DEFAULT_LANGUAGE } from '@/i18n/language';
import { FlagIcon } from '@/components/flag-icon';

/** The navbar's language menu (the blank pages use the lighter LanguageSwitch). */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <Dropdown align="end" className="language-dropdown">
      <Dropdown.Toggle
        variant="link"
        className="nav-icon-button language-toggle"
        aria-label={t('language.change', { language: t(`language.${current}`) })}
        data-testid="language-toggle"
      >
        <FlagIcon language={current} />
        <span className="language-name d-none d-sm-inline">
          {t(`language.${current}`)}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="language-menu">
        {LANGUAGES.map((language) => (
          <Dropdown.Item
            key={language}
            as="button"
            lang={language}
            active={language === current}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => void switchLanguage(language)}
            data-lang={language}
          >
            <FlagIcon language={language} />
            <span className="flex-grow-1">{t(`language.${language}`)}</span>
            {language === current && <Check size={16} aria-hidden="true" />}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
