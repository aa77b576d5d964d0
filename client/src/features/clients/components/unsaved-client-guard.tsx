import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/money/unsaved-changes';

/** While a client form holds unsaved edits, leaving it (another tab, a link, Back, closing the tab) asks first. */
export function UnsavedClientGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const { blocker } = useUnsavedChanges(dirty);
  return (
    <UnsavedChangesDialog
      blocker={blocker}
      title={t('clients.unsaved.title')}
      text={t('clients.unsaved.text')}
      leaveLabel={t('clients.unsaved.leave')}
      stayLabel={t('clients.unsaved.stay')}
    />
  );
}
