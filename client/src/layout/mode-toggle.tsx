import './navbar.css';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { updateSettings, useSettings } from '@/template/customizer/settings-store';

/** Light or dark in one click, on every screen size (the customizer shows on medium and larger). */
export function ModeToggle() {
  const { t } = useTranslation();
  const { mode } = useSettings();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className="btn nav-icon-button"
      aria-label={t('customizer.darkMode')}
      aria-pressed={dark}
      title={t('customizer.darkMode')}
      onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
      data-testid="mode-toggle"
    >
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
