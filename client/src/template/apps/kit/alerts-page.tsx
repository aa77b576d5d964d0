import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { ShowcasePage } from './showcase';

const ALERTS: ReadonlyArray<[variant: 'success' | 'info' | 'warning' | 'danger', icon: LucideIcon]> = [
  ['success', CircleCheck],
  ['info', Info],
  ['warning', TriangleAlert],
  ['danger', CircleAlert],
];

function Alerts() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  return (
    <>
      {ALERTS.map(([variant, Icon]) => (
        <Alert key={variant} variant={variant} className="d-flex align-items-start gap-2 mb-0" data-testid={`alert-${variant}`}>
          <Icon size={18} aria-hidden="true" className="flex-none mt-1" />
          <span>{t(`kit.alerts.alerts.${variant}`)}</span>
        </Alert>
      ))}
      {shown ? (
        <Alert variant="primary" dismissible onClose={() => setShown(false)} closeLabel={t('business.close')} className="mb-0">
          {t('kit.alerts.alerts.dismissible')}
        </Alert>
      ) : (
        <p className="kit-status" role="status">
          {t('kit.alerts.alerts.dismissed')}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setShown(true)}>{t('kit.alerts.alerts.again')}</button>
        </p>
      )}
    </>
  );
}

function ListStates() {
  const { t } = useTranslation();
  const [retried, setRetried] = useState(false);
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-4">
        <p className="kit-status mb-2">{t('kit.alerts.states.loading')}</p>
        <TableSkeleton rows={3} columns={3} />
      </div>
      <div className="col-12 col-xl-4">
        <p className="kit-status mb-2">{t('kit.alerts.states.empty')}</p>
        <EmptyState title={t('kit.alerts.states.emptyTitle')} text={t('kit.alerts.states.emptyText')} />
      </div>
      <div className="col-12 col-xl-4">
        <p className="kit-status mb-2">{t('kit.alerts.states.error')}</p>
        <ErrorState error={new Error('demo')} onRetry={() => setRetried(true)} />
        {retried && <p className="kit-status" role="status">{t('kit.alerts.states.retried')}</p>}
      </div>
    </div>
  );
}

function Badges() {
  const { t } = useTranslation();
  return (
    <div className="kit-row">
      <span className="badge bg-success">{t('kit.alerts.badges.active')}</span>
      <span className="badge bg-warning">{t('kit.alerts.badges.waiting')}</span>
      <span className="badge bg-danger">{t('kit.alerts.badges.refused')}</span>
      <span className="badge bg-info">{t('kit.alerts.badges.info')}</span>
      <span className="badge bg-primary">42</span>
      <span className="badge badge-soft-primary">{t('kit.alerts.badges.soft')}</span>
      <span className="badge rounded-pill bg-danger">{t('kit.alerts.badges.news')}</span>
    </div>
  );
}

/** /components/alerts: alerts, list states and badges. */
export default function AlertsPage() {
  return (
    <ShowcasePage page="alerts" icon={CircleAlert}
      sections={[
        { id: 'alerts', demo: <Alerts /> },
        { id: 'states', demo: <ListStates /> },
        { id: 'badges', demo: <Badges /> },
      ]} />
  );
}
