import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashPage } from '@/template/kit/dash-page';

/** One of the template's dashboards (apps group): its page of figure cards, titled from `tplDash.<strings>`. */
export function DashboardFrame({ strings, testId, icon, actions, children }: { strings: 'analytics' | 'shop'; testId: string; icon: ReactNode; actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DashPage data-testid={testId} group="apps" title={t(`tplDash.${strings}.title`)} subtitle={t(`tplDash.${strings}.subtitle`)} icon={icon} actions={actions}>
      {children}
    </DashPage>
  );
}
