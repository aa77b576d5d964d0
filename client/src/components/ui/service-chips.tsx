import './business.css';
import './service-chips.css';
import { useTranslation } from 'react-i18next';
import { serviceName, type ServiceCode } from '@shared/services';

/** The services a client subscribed to, as coloured chips (one colour per service). */
export function ServiceChips({ services, className = '' }: { services: readonly ServiceCode[]; className?: string }) {
  const { i18n } = useTranslation();
  if (services.length === 0) return null;
  return (
    <span className={`service-chips ${className}`}>
      {services.map((code) => (
        <span key={code} className={`service-chip service-${code.toLowerCase()}`} title={serviceName(code, i18n.resolvedLanguage)}>
          {code}
        </span>
      ))}
    </span>
  );
}
