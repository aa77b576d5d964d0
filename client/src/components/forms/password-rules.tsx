import '@/components/ui/business.css';
import './password-rules.css';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { passwordProblems } from '@shared/validation';
import '@/components/ui/i18n';

const RULES = ['length', 'lower', 'upper', 'digitOrSymbol'] as const;

/** The password rules of shared/validation.ts, each ticked as the password meets it. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  return (
    <div id={id} className="password-rules">
      <p className="mb-1">{t('business.passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) => {
          const ok = !problems.has(rule);
          return (
            <li key={rule} className={ok ? 'ok' : undefined} data-rule={rule} data-ok={ok}>
              {ok ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
              {t(`business.passwordRules.${rule}`)}
              <span className="visually-hidden"> ({t(ok ? 'business.passwordRules.ok' : 'business.passwordRules.missing')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
