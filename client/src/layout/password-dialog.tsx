import { useTranslation } from 'react-i18next';
import { PasswordForm } from '@/components/forms/password-form';
import { Dialog } from '@/components/ui/dialog';

/** The user menu's password change, for every role (the Ancient Client has no profile screen). */
export default function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog onHide={onClose} titleId="password-dialog-title" title={t('user.changePassword')} testId="password-dialog">
      <p className="text-body-secondary">{t('user.changePasswordText')}</p>
      <PasswordForm onChanged={onClose} autoFocus />
    </Dialog>
  );
}
