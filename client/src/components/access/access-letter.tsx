import './access.css';
import './i18n';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/brand-logo';
import { firmLines } from '@/components/firm/firm-identity';
import { PrintPortal } from '@/components/ui/print-portal';
import { AccessFacts } from './access-facts';
import { formatDate, formatTime, today } from '@/lib/format';
import { usePublicConfig } from '@/lib/use-public-config';
import { agreementOf } from '@shared/french';
import type { TemporaryAccess } from '@shared/schemas/access';

export type AccessAudience = 'client' | 'member';

export interface Addressee {
  civility: string | null;
  lastName: string;
}

/**
 * The access letter on A4 paper (only print shows it): the firm's identity, the sign-in address, the
 * e-mail, the temporary password and its expiry, and how to sign in. Drawn only while the password's
 * dialog is open.
 */
export function AccessLetter({
  name,
  addressee,
  email,
  address,
  access,
  audience,
}: {
  name: string;
  /** whom the letter greets as Madame or Monsieur (by name alone when the civility is unknown) */
  addressee?: Addressee;
  email: string;
  address: string;
  access: TemporaryAccess;
  audience: AccessAudience;
}) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const firm = firmLines(t, config?.firm);
  const firmName = firm.name ?? t('app.productName');
  const expiry = { date: formatDate(access.expiresAt), time: formatTime(access.expiresAt) };
  return (
    <PrintPortal>
      <article className="print-sheet access-letter" aria-label={t('access.letter.label', { name })}>
        <header className="print-header">
          <div className="print-brand">
            <BrandLogo size={44} />
            <div>
              <span className="print-brand-name">{firmName}</span>
              {firm.address && <span className="print-brand-tagline">{firm.address}</span>}
            </div>
          </div>
          <div className="print-title">
            <h1>{t(`access.letter.title.${audience}`)}</h1>
            <p>{t('access.letter.issued', { date: formatDate(today()) })}</p>
          </div>
        </header>
        <p className="access-letter-greeting">{t('access.letter.greeting', { name, lastName: addressee?.lastName, context: addressee?.lastName ? agreementOf(addressee.civility) : undefined })}</p>
        <p>{t(`access.letter.intro.${audience}`)}</p>
        <section className="access-letter-box">
          <h2>{t('access.letter.credentials')}</h2>
          <AccessFacts
            facts={[
              { term: t('access.address'), value: address, ltr: true },
              { term: t('access.email'), value: email, ltr: true },
              { term: t('access.password'), value: access.temporaryPassword, ltr: true, className: 'access-letter-password', testId: 'letter-password' },
              { term: t('access.expires'), value: t('access.expiresAt', expiry) },
            ]}
          />
        </section>
        <section>
          <h2 className="access-letter-subtitle">{t('access.letter.steps')}</h2>
          <ol className="access-letter-steps">
            <li>{t('access.letter.step1')}</li>
            <li>{t('access.letter.step2')}</li>
            <li>{t('access.letter.step3')}</li>
          </ol>
        </section>
        <p>{t(`access.letter.expiry.${audience}`, expiry)}</p>
        <p className="access-letter-note">{t('access.letter.confidential')}</p>
        <footer className="print-footer access-letter-footer">
          <p>
            {t('access.letter.contact')} : {firmName}
            {config?.firm.phone && ` · ${t('access.letter.phone', { phone: config.firm.phone })}`}
            {config?.firm.email && ` · ${config.firm.email}`}
          </p>
          {firm.registrations.length > 0 && <p>{firm.registrations.join(' · ')}</p>}
        </footer>
      </article>
    </PrintPortal>
  );
}
