import { useTranslation } from 'react-i18next';
import type { FooterType } from './customizer/settings';

export function Footer({ type }: { type: Exclude<FooterType, 'hidden'> }) {
  const { t } = useTranslation();
  return (
    <footer className={`layout-footer footer-${type}`} data-footer-type={type}>
      <div className="footer-inner">
        <p className="mb-0">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className="mb-0 d-none d-md-block text-body-secondary">{t('footer.madeFor')}</p>
      </div>
    </footer>
  );
}
