import './customizer.css';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Check, Contrast, Moon, RotateCcw, Sun } from 'lucide-react';
import { OptionGroup, type Option } from './option-group';
import {
  FOOTER_TYPES,
  LAYOUTS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  THEME_COLORS,
  type Mode,
  type NavbarColor,
  type ThemeColor,
} from './settings';
import { resetSettings, updateSettings, useSettings } from './settings-store';
import { SwitchOption } from './switch-option';

const PANEL_ID = 'customizer';

function swatch(color: ThemeColor | NavbarColor) {
  return (
    <span className={`customizer-swatch swatch-${color}`} aria-hidden="true">
      <Check size={16} className="customizer-swatch-check" />
    </span>
  );
}

function sketch(kind: string) {
  return (
    <span className={`customizer-sketch sketch-${kind}`} aria-hidden="true">
      <span className="sketch-menu" />
      <span className="sketch-bar" />
      <span className="sketch-body" />
    </span>
  );
}

const MODE_ICONS = { light: Sun, dark: Moon, 'semi-dark': Contrast };

export default function CustomizerPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const horizontal = settings.layout === 'horizontal';

  // Semi-dark darkens the vertical menu only: the horizontal layout does not offer it (spec §2).
  const modes: Mode[] = horizontal ? ['light', 'dark'] : ['light', 'dark', 'semi-dark'];
  const modeOptions: Option<Mode>[] = modes.map((mode) => {
    const Icon = MODE_ICONS[mode];
    return {
      value: mode,
      label: t(`customizer.modes.${mode}`),
      preview: (
        <span className={`customizer-mode-preview mode-${mode}`} aria-hidden="true">
          <Icon size={22} />
        </span>
      ),
    };
  });

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      id={PANEL_ID}
      className="customizer"
      backdropClassName="customizer-backdrop"
      aria-labelledby="customizer-title"
      data-testid="customizer"
    >
      <Offcanvas.Header closeButton closeLabel={t('customizer.close')} className="customizer-header">
        <div>
          <Offcanvas.Title as="h2" id="customizer-title" className="customizer-title">
            {t('customizer.title')}
          </Offcanvas.Title>
          <p className="customizer-subtitle">{t('customizer.subtitle')}</p>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body className="customizer-body">
        <section className="customizer-section" aria-labelledby="customizer-theming">
          <h3 id="customizer-theming" className="customizer-section-title">
            {t('customizer.theming')}
          </h3>
          <OptionGroup
            legend={t('customizer.menuColor')}
            look="swatches"
            value={settings.menuColor}
            options={THEME_COLORS.map((color) => ({ value: color, label: t(`customizer.colors.${color}`), preview: swatch(color) }))}
            onChange={(menuColor) => updateSettings({ menuColor })}
            testId="option-menu-color"
          />
          <OptionGroup
            legend={t('customizer.mode')}
            look="cards"
            value={settings.mode}
            options={modeOptions}
            onChange={(mode) => updateSettings({ mode })}
            testId="option-mode"
            hint={horizontal ? t('customizer.semiDarkVerticalOnly') : undefined}
          />
        </section>

        <section className="customizer-section" aria-labelledby="customizer-layout">
          <h3 id="customizer-layout" className="customizer-section-title">
            {t('customizer.layoutSection')}
          </h3>
          <OptionGroup
            legend={t('customizer.layout')}
            look="cards"
            value={settings.layout}
            options={LAYOUTS.map((layout) => ({ value: layout, label: t(`customizer.layouts.${layout}`), preview: sketch(layout) }))}
            onChange={(layout) => updateSettings({ layout })}
            testId="option-layout"
            hint={t('customizer.horizontalBreakpoint')}
          />
          <SwitchOption
            label={t('customizer.sidebarCollapsed')}
            checked={settings.sidebarCollapsed}
            disabled={horizontal}
            hint={horizontal ? t('customizer.verticalOnly') : undefined}
            onChange={(sidebarCollapsed) => updateSettings({ sidebarCollapsed })}
            testId="option-sidebar-collapsed"
          />
          <OptionGroup
            legend={t('customizer.navbarColor')}
            look="swatches"
            value={settings.navbarColor}
            options={NAVBAR_COLORS.map((color) => ({ value: color, label: t(`customizer.colors.${color}`), preview: swatch(color) }))}
            onChange={(navbarColor) => updateSettings({ navbarColor })}
            testId="option-navbar-color"
          />
          <OptionGroup
            legend={t('customizer.navbarType')}
            look="pills"
            value={settings.navbarType}
            options={NAVBAR_TYPES.map((type) => ({ value: type, label: t(`customizer.navbarTypes.${type}`) }))}
            onChange={(navbarType) => updateSettings({ navbarType })}
            testId="option-navbar-type"
            hint={settings.navbarType === 'hidden' ? t('customizer.hiddenNavbarHint') : undefined}
          />
          <OptionGroup
            legend={t('customizer.footerType')}
            look="pills"
            value={settings.footerType}
            options={FOOTER_TYPES.map((type) => ({ value: type, label: t(`customizer.footerTypes.${type}`) }))}
            onChange={(footerType) => updateSettings({ footerType })}
            testId="option-footer-type"
          />
        </section>

        <section className="customizer-section" aria-labelledby="customizer-misc">
          <h3 id="customizer-misc" className="customizer-section-title">
            {t('customizer.misc')}
          </h3>
          <SwitchOption
            label={t('customizer.rtl')}
            checked={settings.rtl}
            onChange={(rtl) => updateSettings({ rtl })}
            testId="option-rtl"
          />
          <SwitchOption
            label={t('customizer.hideScrollToTop')}
            checked={settings.hideScrollToTop}
            onChange={(hideScrollToTop) => updateSettings({ hideScrollToTop })}
            testId="option-hide-scroll-to-top"
          />
        </section>

        <button type="button" className="btn btn-outline-secondary w-100 mt-2" onClick={resetSettings} data-testid="customizer-reset">
          <RotateCcw size={16} aria-hidden="true" />
          {t('customizer.reset')}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
