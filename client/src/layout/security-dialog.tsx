import { useTranslation } from 'react-i18next';
import { SecurityPanel } from '@/components/security/security-panel';
import { Dialog } from '@/components/ui/dialog';
import '@/components/security/i18n';

/** The user menu's "Sécurité", for every role (the Ancient Client has no profile screen): open sessions and recent sign-ins. */
export default function SecurityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog onHide={onClose} size="lg" titleId="security-dialog-title" title={t('security.dialogTitle')} testId="security-dialog">
      <p className="text-body-secondary">{t('security.intro')}</p>
      <SecurityPanel headingLevel={3} />
    </Dialog>
  );
}
