import './footer.css';
import { useTranslation } from 'react-i18next';
import { firmLines } from '@/components/firm/firm-identity';
import { usePublicConfig } from '@/lib/use-public-config';
import type { FooterType } from './customizer/settings';

export function Footer({ type }: { type: Exclude<FooterType, 'hidden'> }) {
  const { t } = useTranslation();
  const firm = firmLines(t, usePublicConfig()?.firm);
  const identity = [firm.name, firm.address, ...firm.registrations].filter(Boolean);
  return (
    <footer className={`layout-footer footer-${type}`} data-footer-type={type}>
      <div className="footer-inner">
        <div>
          <p className="mb-0">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {identity.length > 0 && (
            <p className="mb-0 small text-body-secondary" data-testid="firm-identity">
              {identity.join(' · ')}
            </p>
          )}
        </div>
        <p className="mb-0 d-none d-md-block text-body-secondary">{t('footer.madeFor')}</p>
      </div>
    </footer>
  );
}
