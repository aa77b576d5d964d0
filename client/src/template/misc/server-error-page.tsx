import '@/i18n/shell-resources';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/home-link';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('miscPages.error500.title'));
  return (
    <MiscShell mark={<span className="misc-code">500</span>} title={t('miscPages.error500.title')} text={t('miscPages.error500.text')}>
      <HomeLink />
    </MiscShell>
  );
}
