import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="layout-footer">
      <p className="mb-0">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p className="mb-0 d-none d-md-block text-body-secondary">{t('footer.madeFor')}</p>
    </footer>
  );
}
