import './brand.css';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';

/** Logo and product name, as in the sidebar header and on the blank pages. */
export function Brand({ size = 34 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="brand">
      <BrandLogo size={size} />
      <span className="brand-text">
        <span className="brand-name">{t('app.productName')}</span>
        <span className="brand-tagline">{t('app.productTagline')}</span>
      </span>
    </span>
  );
}
