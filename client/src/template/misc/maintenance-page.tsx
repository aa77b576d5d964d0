import '@/i18n/shell-resources';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { House, Wrench } from 'lucide-react';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MaintenancePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('miscPages.maintenance.title'));
  return (
    <MiscShell mark={<Wrench size={56} />} title={t('miscPages.maintenance.title')} text={t('miscPages.maintenance.text')}>
      <Link to="/" className="btn btn-primary">
        <House size={18} aria-hidden="true" />
        {t('notFound.backHome')}
      </Link>
    </MiscShell>
  );
}
