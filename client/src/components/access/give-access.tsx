import './access.css';
import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Printer, RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { CopyField } from '@/components/forms/copy-field';
import { formatDate, formatTime } from '@/lib/format';
import type { TemporaryAccess } from '@shared/schemas/access';
import { AccessFacts } from './access-facts';
import { AccessLetter, type AccessAudience, type Addressee } from './access-letter';
import { accessAction, signInAddress, type AccessState } from './sign-in-address';

/**
 * "Donner l'accès…" (or "Réinitialiser le mot de passe" once the person chose theirs): asks first,
 * then `give` answers a temporary password, shown once in a dialog with a copy button and the printable
 * access letter. The password lives in this component's state only while the dialog is open.
 */
export function GiveAccess({
  name,
  addressee,
  email,
  state,
  audience,
  give,
}: {
  name: string;
  /** the letter's Madame or Monsieur */
  addressee?: Addressee;
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
  const address = signInAddress(document.baseURI);
  const label = action === 'reset' ? t('access.reset') : t(`access.give.${audience}`);

  const close = () => {
    // Never kept once the dialog is gone.
    setAccess(null);
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
            <CopyField
              id="access-password"
              label={t('access.password')}
              value={access.temporaryPassword}
              inputClassName="access-password"
              testId="temporary-password"
              hint={t('access.passwordHint')}
              words={{ copy: t('access.copy'), copied: t('access.copied'), failed: t('access.copyFailed') }}
            />
            <AccessFacts
              className="access-facts"
              facts={[
                { term: t('access.email'), value: email, ltr: true },
                { term: t('access.address'), value: address, ltr: true },
                { term: t('access.expires'), value: expiry, testId: 'access-expiry' },
              ]}
            />
          </Dialog>
          <AccessLetter name={name} addressee={addressee} email={email} address={address} access={access} audience={audience} />
        </>
      )}
    </div>
  );
}
