import { useTranslation } from 'react-i18next';
import { SERVICE_CODES, serviceName } from '@shared/services';
import { DonutChart } from '@/components/charts/donut-chart';
import { SERVICE_TONES } from '@/components/charts/service-tones';
import type { ServicePies as Pies } from '@shared/schemas/statistics';

/** Services of the contracts created in the period: waiting, running, finished. */
export function ServicePies({ pies }: { pies: Pies }) {
  const { t, i18n } = useTranslation();
  const share = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="card" aria-labelledby="kpi-services-title" data-testid="service-pies">
      <div className="card-body">
        <div className="card-title-row">
          <h2 id="kpi-services-title">{t('kpi.services.title')}</h2>
        </div>
        <p className="card-hint">{t('kpi.services.subtitle')}</p>
        <div className="kpi-pies">
          {(['waiting', 'running', 'ended'] as const).map((state) => (
            <DonutChart
              key={state}
              testId={`pie-${state}`}
              title={t(`kpi.services.${state}`)}
              centerLabel={t('kpi.services.center')}
              emptyText={t('kpi.services.empty')}
              formatShare={(value) => share.format(value)}
              slices={SERVICE_CODES.map((code) => ({ key: code, label: `${code} · ${serviceName(code, i18n.resolvedLanguage)}`, value: pies[state][code], tone: SERVICE_TONES[code] }))}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
