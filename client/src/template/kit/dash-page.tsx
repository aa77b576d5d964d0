import type { ReactNode } from 'react';
import type { PageGroup } from '@shared/template-pages';
import { PageHeading } from '@/components/ui/page-heading';
import { PageBreadcrumb } from './page-breadcrumb';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A page of figure cards (the dashboards, the charts showcase): its breadcrumb and heading, then the cards' rows. */
export function DashPage({
  group,
  title,
  subtitle,
  icon,
  actions,
  children,
  ...attributes
}: { group: PageGroup; title: string; subtitle: string; icon: ReactNode; actions?: ReactNode; children: ReactNode } & DataAttributes) {
  return (
    <div className="page-stack template-dashboard" {...attributes}>
      <PageBreadcrumb group={group} title={title} />
      <PageHeading title={title} subtitle={subtitle} icon={icon} actions={actions} />
      {children}
    </div>
  );
}
