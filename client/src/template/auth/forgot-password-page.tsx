import '@/i18n/shell-resources';
import { useTranslation } from 'react-i18next';
import { Building2, Mail, Phone, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { PhoneLink } from '@/components/ui/phone-link';
import { usePublicConfig } from '@/lib/use-public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackToLogin } from './template-auth-form';

/** Who gives a new password: a client's adviser, a member's admin. */
const WHO: ReadonlyArray<[who: 'client' | 'member', icon: LucideIcon]> = [
  ['client', UserRound],
  ['member', UsersRound],
];

/**
 * "Mot de passe oublié ?": no e-mail is sent; someone of the firm gives a new temporary password
 * (a client: their adviser; a member: the admin). The firm's name, phone and e-mail (FIRM_* in GET
 * config) when set.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const firm = usePublicConfig()?.firm;
  useDocumentTitle(t('authPages.forgot.title'));
  return (
    <AuthCard title={t('authPages.forgot.title')} subtitle={t('authPages.forgot.subtitle')}>
      <ul className="forgot-who" data-testid="forgot-who">
        {WHO.map(([who, Icon]) => (
          <li key={who}>
            <Icon size={20} aria-hidden="true" />
            <div>
              <p className="forgot-who-title">{t(`authPages.forgot.${who}Title`)}</p>
              <p>{t(`authPages.forgot.${who}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {firm && (firm.name || firm.phone || firm.email) && (
        <section className="forgot-firm" aria-labelledby="forgot-firm-title" data-testid="forgot-firm">
          <h2 id="forgot-firm-title" className="forgot-firm-title">
            {t('authPages.forgot.contact')}
          </h2>
          <ul>
            {firm.name && (
              <li>
                <Building2 size={16} aria-hidden="true" />
                {firm.name}
              </li>
            )}
            {firm.phone && (
              <li>
                <Phone size={16} aria-hidden="true" />
                <span className="visually-hidden">{t('authPages.forgot.phone')} </span>
                <PhoneLink phone={firm.phone} />
              </li>
            )}
            {firm.email && (
              <li>
                <Mail size={16} aria-hidden="true" />
                <span className="visually-hidden">{t('authPages.forgot.email')} </span>
                <a href={`mailto:${firm.email}`}>{firm.email}</a>
              </li>
            )}
          </ul>
        </section>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
