import { useTranslation } from 'react-i18next';
import { Info } from '@/components/sign-in-icons';
import { initials } from '@/lib/initials';
import { roleLabelKey } from '@/lib/role-label';
import type { DemoAccount } from '@shared/schemas/config';

interface DemoAccountsProps {
  accounts: DemoAccount[];
  onPick: (account: DemoAccount) => void;
}

export function DemoAccounts({ accounts, onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  // The usual demo gives every account the same password: say it once rather than on every row.
  const sharedPassword = accounts.every((a) => a.password === accounts[0]?.password) ? accounts[0]?.password : undefined;
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title" data-testid="demo-accounts">
      <h2 id="demo-accounts-title" className="demo-accounts-title">
        {t('demo.title')}
      </h2>
      <p className="demo-notice">
        <Info size={18} aria-hidden="true" />
        <span>{t('demo.notice')}</span>
      </p>
      <p className="demo-hint">
        {t('demo.hint')}
        {sharedPassword !== undefined && (
          <>
            {' '}
            {t('demo.sharedPassword')} <code data-testid="demo-shared-password">{sharedPassword}</code>
          </>
        )}
      </p>
      <ul className="demo-list">
        {accounts.map((account) => {
          const name = account.name || account.email;
          return (
            <li key={account.email}>
              <button
                type="button"
                className="demo-account"
                onClick={() => onPick(account)}
                data-role={account.role}
                data-email={account.email}
              >
                <span className="avatar avatar-sm" aria-hidden="true">
                  <span className="avatar-initials">{initials(name)}</span>
                </span>
                <span className="demo-account-body">
                  <span className="demo-account-head">
                    <span className="demo-account-name">{name}</span>
                    <span className="badge badge-soft-primary">{t(roleLabelKey(account.role))}</span>
                  </span>
                  <span className="demo-account-email">{account.email}</span>
                  {sharedPassword === undefined && (
                    <span className="demo-account-password">
                      {t('demo.password')} : <code>{account.password}</code>
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
