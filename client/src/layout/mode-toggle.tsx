import './navbar.css';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { updateSettings, useSettings } from './customizer/settings-store';

/** Light or dark in one click, on every screen size (the customizer shows on medium and larger). */
export function ModeToggle() {
  const { t } = useTranslation();
  const { mode } = useSettings();
  const dark = mode === 'dark';
  return (
    <IconButton
      icon={dark ? Sun : Moon}
      label={t('customizer.darkMode')}
      className="nav-icon-button"
      aria-pressed={dark}
      title={t('customizer.darkMode')}
      onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
      data-testid="mode-toggle"
    />
  );
}
