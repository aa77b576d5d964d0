import './access.css';
import './i18n';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound, Printer, RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { copyText } from '@/lib/copy-text';
import { formatDate, formatTime } from '@/lib/format';
import type { TemporaryAccess } from '@shared/schemas/access';
import { AccessFacts } from './access-facts';
import { AccessLetter, type AccessAudience } from './access-letter';
import { accessAction, signInAddress, type AccessState } from './sign-in-address';

/**
 * "Donner l'accès…" (or "Réinitialiser le mot de passe" once the person chose theirs): asks first,
 * then `give` answers a temporary password, shown once in a dialog with a copy button and the printable
 * access letter. The password lives in this component's state only while the dialog is open.
 */
export function GiveAccess({
  name,
  email,
  state,
  audience,
  give,
}: {
  name: string;
  email: string;
  state: AccessState;
  audience: AccessAudience;
  /** the POST of the feature (its record's cache is its business) */
  give: () => Promise<TemporaryAccess>;
}) {
  const { t } = useTranslation();
  const action = accessAction(state);
  const [asking, setAsking] = useState(false);
  const [access, setAccess] = useState<TemporaryAccess | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const address = signInAddress(document.baseURI);
  const label = action === 'reset' ? t('access.reset') : t(`access.give.${audience}`);

  const close = () => {
    // Never kept once the dialog is gone.
    setAccess(null);
    setCopied(null);
  };
  const copy = async () => {
    if (!access) return;
    setCopied((await copyText(access.temporaryPassword, field.current)) ? 'yes' : 'failed');
  };
  const expiry = access ? t('access.expiresAt', { date: formatDate(access.expiresAt), time: formatTime(access.expiresAt) }) : '';

  return (
    <div className="access-action" data-testid="give-access">
      <p className="access-state" data-testid="access-state">
        {t(`access.state.${audience}.${state}`)}
      </p>
      <button type="button" className="btn btn-label-primary w-100" onClick={() => setAsking(true)}>
        {action === 'reset' ? <RotateCcw size={16} aria-hidden="true" /> : <KeyRound size={16} aria-hidden="true" />}
        {label}
      </button>
      <ConfirmDialog
        show={asking}
        title={t(`access.confirmTitle.${action}`)}
        text={t(action === 'reset' ? 'access.confirmReset' : 'access.confirmText', { name })}
        confirmLabel={t('access.confirm')}
        busyLabel={t('access.creating')}
        onClose={() => setAsking(false)}
        onConfirm={async () => setAccess(await give())}
        focusCancel
      />
      {access && (
        <>
          <Dialog
            onHide={close}
            titleId="access-dialog-title"
            title={t('access.dialogTitle', { name })}
            testId="access-dialog"
            footer={
              <>
                <button type="button" className="btn btn-label-secondary" onClick={close}>
                  {t('access.close')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                  <Printer size={16} aria-hidden="true" />
                  {t('access.print')}
                </button>
              </>
            }
          >
            <p className="alert alert-warning py-2" role="note">
              {t('access.shownOnce')}
            </p>
            <label htmlFor="access-password" className="form-label">
              {t('access.password')}
            </label>
            <div className="input-group">
              <input
                ref={field}
                id="access-password"
                dir="ltr"
                className="form-control access-password"
                readOnly
                value={access.temporaryPassword}
                autoComplete="off"
                spellCheck={false}
                data-testid="temporary-password"
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
                {copied === 'yes' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
                <span className="ms-1">{copied === 'yes' ? t('access.copied') : t('access.copy')}</span>
              </button>
            </div>
            <p className="form-text mt-1 mb-0">{t('access.passwordHint')}</p>
            <p id="access-copy-status" className={copied === 'failed' ? 'small text-danger mt-1 mb-0' : 'visually-hidden'} role="status" aria-live="polite">
              {copied === 'yes' ? t('access.copied') : copied === 'failed' ? t('access.copyFailed') : ''}
            </p>
            <AccessFacts
              className="access-facts"
              facts={[
                { term: t('access.email'), value: email, ltr: true },
                { term: t('access.address'), value: address, ltr: true },
                { term: t('access.expires'), value: expiry, testId: 'access-expiry' },
              ]}
            />
          </Dialog>
          <AccessLetter name={name} email={email} address={address} access={access} audience={audience} />
        </>
      )}
    </div>
  );
}
