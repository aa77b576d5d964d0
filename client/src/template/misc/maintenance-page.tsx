import '@/i18n/shell-resources';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { HomeLink } from '@/components/home-link';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MaintenancePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('miscPages.maintenance.title'));
  return (
    <MiscShell mark={<Wrench size={56} />} title={t('miscPages.maintenance.title')} text={t('miscPages.maintenance.text')}>
      <HomeLink />
    </MiscShell>
  );
}
