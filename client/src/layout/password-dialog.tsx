import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '@/components/forms/password-form';

/** The user menu's password change, for every role (the Ancient Client has no profile screen). */
export default function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="password-dialog-title" data-testid="password-dialog">
      <Modal.Header closeButton closeLabel={t('business.close')}>
        <Modal.Title as="h2" id="password-dialog-title" className="h5">
          {t('user.changePassword')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('user.changePasswordText')}</p>
        <PasswordForm onChanged={onClose} autoFocus />
      </Modal.Body>
    </Modal>
  );
}
