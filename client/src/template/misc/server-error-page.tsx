import '@/i18n/shell-resources';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { House } from 'lucide-react';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('miscPages.error500.title'));
  return (
    <MiscShell mark={<span className="misc-code">500</span>} title={t('miscPages.error500.title')} text={t('miscPages.error500.text')}>
      <Link to="/" className="btn btn-primary">
        <House size={18} aria-hidden="true" />
        {t('notFound.backHome')}
      </Link>
    </MiscShell>
  );
}
