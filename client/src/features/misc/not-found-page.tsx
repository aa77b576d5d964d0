import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { House } from 'lucide-react';
import { MiscShell } from '@/components/misc-shell';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <MiscShell mark={<span className="misc-code">404</span>} title={t('notFound.title')} text={t('notFound.text')}>
      {/* '/' sends the user on to their landing page, or to login. */}
      <Link to="/" className="btn btn-primary">
        <House size={18} aria-hidden="true" />
        {t('notFound.backHome')}
      </Link>
    </MiscShell>
  );
}
