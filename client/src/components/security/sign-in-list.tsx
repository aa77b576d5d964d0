import './security.css';
import './i18n';
import { useTranslation } from 'react-i18next';
import type { SignInAttempt } from '@shared/schemas/access';
import { dateAndTime } from './session-list';

const TONES: Record<SignInAttempt['outcome'], string> = {
  success: 'success',
  invalid_credentials: 'danger',
  temporary_password_expired: 'warning',
  refused: 'secondary',
  wrong_current_password: 'danger',
};

/** The last sign-in attempts of an account, newest first: when, how it went (first: the phone's narrow screen scrolls the rest), from which device and address. */
export function SignInList({ attempts }: { attempts: readonly SignInAttempt[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <table className="table sign-in-table mb-0" data-testid="sign-in-list">
        <caption className="visually-hidden">{t('security.signInsLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('security.when')}</th>
            <th scope="col">{t('security.outcome')}</th>
            <th scope="col">{t('security.device')}</th>
            <th scope="col">{t('security.address')}</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`}>
              <td className="text-nowrap">{t('security.dateTime', dateAndTime(attempt.at))}</td>
              <td>
                <span className={`badge badge-soft tone-${TONES[attempt.outcome]}`}>{t(`security.outcomes.${attempt.outcome}`)}</span>
              </td>
              <td className="text-nowrap">{attempt.device || t('security.unknownDevice')}</td>
              <td className="text-nowrap">{attempt.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
