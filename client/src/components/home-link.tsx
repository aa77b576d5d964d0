import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { House } from 'lucide-react';

/** "Retour à l’accueil" as a button: '/' is home (the analytics dashboard for the template's roles, else the landing page), or login. */
export function HomeLink({ className = 'btn btn-primary', iconSize = 18 }: { className?: string; iconSize?: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className}>
      <House size={iconSize} aria-hidden="true" />
      {t('notFound.backHome')}
    </Link>
  );
}
