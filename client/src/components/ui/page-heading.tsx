import type { ReactNode } from 'react';
import { IconTile } from './icon-tile';
import { useDocumentTitle } from '@/lib/use-document-title';
import './business.css';
import './page-heading.css';

/** A business screen's title (the page's only h1), an optional line under it and its main actions. */
export function PageHeading({ title, subtitle, icon, actions, documentTitle }: { title: string; subtitle?: ReactNode; icon?: ReactNode; actions?: ReactNode; documentTitle?: string }) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="page-header business-page-header">
      {icon && (
        <IconTile className="page-header-icon">{icon}</IconTile>
      )}
      <div className="business-page-header-text">
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="business-page-actions">{actions}</div>}
    </header>
  );
}
