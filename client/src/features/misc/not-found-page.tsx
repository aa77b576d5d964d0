import { useTranslation } from 'react-i18next';
import { HomeLink } from '@/components/home-link';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <MiscShell mark={<span className="misc-code">404</span>} title={t('notFound.title')} text={t('notFound.text')}>
      <HomeLink />
    </MiscShell>
  );
}
