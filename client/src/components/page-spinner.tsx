import './page-spinner.css';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';

interface PageSpinnerProps {
  /** fill the whole window (app start) rather than the content area (route change) */
  fullScreen?: boolean;
}

export function PageSpinner({ fullScreen = false }: PageSpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'page-spinner page-spinner-full' : 'page-spinner'} role="status">
      <div className="page-spinner-mark">
        <BrandLogo size={44} />
        <span className="page-spinner-ring" aria-hidden="true" />
      </div>
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
