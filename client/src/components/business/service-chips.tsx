import '../../styles/business-common.css';
import type { ServiceCode } from '../../../../shared/types.js';

/** The services a client subscribed to, as coloured chips (one colour per service). */
export function ServiceChips({ services, className = '' }: { services: readonly ServiceCode[]; className?: string }) {
  if (services.length === 0) return null;
  return (
    <span className={`service-chips ${className}`}>
      {services.map((code) => (
        <span key={code} className={`service-chip service-${code.toLowerCase()}`}>
          {code}
        </span>
      ))}
    </span>
  );
}
