import './i18n';
import '@/components/ui/split-grid.css';
import '@/components/ui/table.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { List, Map as MapIcon, MapPin } from 'lucide-react';
import { DEPARTMENT_NAMES } from '@shared/departments';
import type { ClientsByDepartment } from '@shared/schemas/clients-by-department';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { Segmented } from '@/components/ui/segmented';
import { usePublicConfig } from '@/lib/use-public-config';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import geoUrl from './departements.geo.json?url';
import { DepartmentMap, type Area, type DepartmentCollection, type DepartmentMapHandle } from './department-map';
import { bucketOf, bucketsFor } from './scale';

const AREAS: readonly Area[] = ['metro', '971', '972', '973', '974', '976'];

/** The outlines: a static asset of this route, fetched once (never in another page's bundle). */
async function loadOutlines(url: string): Promise<DepartmentCollection> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`outlines: ${response.status}`);
  return (await response.json()) as DepartmentCollection;
}

/**
 * /maps/leaflet: the firm's clients per département (GET /api/statistics/clients-by-department) as a
 * choropleth over an offline vector layer, with its legend and the same figures as a list.
 */
export default function LeafletPage() {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  const stats = useSWR<ClientsByDepartment>('api/statistics/clients-by-department');
  const outlines = useSWR(geoUrl, loadOutlines, { revalidateOnFocus: false, revalidateIfStale: false });
  const [area, setArea] = useState<Area>('metro');
  const map = useRef<DepartmentMapHandle>(null);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR'), [i18n.resolvedLanguage]);

  const counts = useMemo(() => new Map((stats.data?.departments ?? []).map((d) => [d.code, d.clients])), [stats.data]);
  const buckets = useMemo(() => bucketsFor(Math.max(0, ...counts.values())), [counts]);
  const describe = useCallback(
    (code: string) => `${DEPARTMENT_NAMES.get(code) ?? code} (${code}) : ${t('mapPage.clients', { count: counts.get(code) ?? 0 })}`,
    [counts, t],
  );
  const ranked = useMemo(
    () => [...(stats.data?.departments ?? [])].sort((a, b) => b.clients - a.clients || a.code.localeCompare(b.code)),
    [stats.data],
  );

  const title = t('mapPage.title');
  const error = stats.error ?? outlines.error;
  const geo = outlines.data;
  const ready = stats.data && geo;
  const tileHost = config?.mapTiles ? new URL(config.mapTiles.url.replace(/\{[^}]*\}/g, '0')).host : null;

  const reveal = (code: string) => {
    const target: Area = code.startsWith('97') ? (code as Area) : 'metro';
    setArea(target);
    // After the area's own fit.
    window.setTimeout(() => map.current?.reveal(code), 0);
    document.querySelector<HTMLElement>('[data-testid="map"]')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <PageBreadcrumb group="ui" title={title} />
      <PageHeading title={title} subtitle={t('mapPage.subtitle')} icon={<MapIcon size={22} />} />
      <div className="split-grid split-grid-xl map-layout">
        <SectionCard titleId="map-title" title={t('mapPage.mapTitle')} icon={MapPin} className="map-card" testId="map-card"
          actions={
            <Segmented label={t('mapPage.areas')} value={area} onChange={setArea} className="map-areas"
              options={AREAS.map((value) => ({ value, label: t(`mapPage.area.${value}`) }))} />
          }>
          {error && !ready ? (
            <ErrorState error={error} onRetry={() => void Promise.all([stats.mutate(), outlines.mutate()])} />
          ) : !ready || !geo ? (
            <div className="department-map department-map-loading" aria-busy="true"><TableSkeleton rows={6} columns={3} /></div>
          ) : (
            <>
              <DepartmentMap ref={map} geo={geo} counts={counts} buckets={buckets} area={area} describe={describe}
                label={t('mapPage.mapLabel', { n: counts.size })} zoomInLabel={t('mapPage.zoomIn')} zoomOutLabel={t('mapPage.zoomOut')}
                tiles={config?.mapTiles} />
              <ul className="map-legend" aria-label={t('mapPage.legend')} data-testid="map-legend">
                <li><span className={`map-swatch bucket-0`} aria-hidden="true" />{t('mapPage.none')}</li>
                {buckets.map((bucket) => (
                  <li key={bucket.index}>
                    <span className={`map-swatch bucket-${bucket.index}`} aria-hidden="true" />
                    {bucket.from === bucket.to
                      ? t('mapPage.single', { from: numbers.format(bucket.from) })
                      : t('mapPage.range', { from: numbers.format(bucket.from), to: numbers.format(bucket.to) })}
                  </li>
                ))}
              </ul>
              <p className="map-source small text-body-secondary mb-0">
                {tileHost ? t('mapPage.tiles', { host: tileHost }) + ' ' : ''}{t('mapPage.offline')}
              </p>
            </>
          )}
        </SectionCard>

        <SectionCard titleId="map-list-title" title={t('mapPage.listTitle')} icon={List} className="map-list-card" testId="map-list">
          <p className="small text-body-secondary">{t('mapPage.listHint')}</p>
          {stats.error && !stats.data ? (
            <ErrorState error={stats.error} onRetry={() => void stats.mutate()} />
          ) : !stats.data ? (
            <TableSkeleton rows={6} columns={2} />
          ) : ranked.length === 0 ? (
            <EmptyState title={t('mapPage.emptyTitle')} text={t('mapPage.emptyText')} />
          ) : (
            <>
              <div className="table-responsive">
                <table className="table table-sm business-table map-table" aria-labelledby="map-list-title">
                  <thead>
                    <tr>
                      <th scope="col">{t('mapPage.department')}</th>
                      <th scope="col" className="text-end">{t('mapPage.count')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ranked.map((d) => (
                      <tr key={d.code} data-testid="map-list-row">
                        <td>
                          <button type="button" className="btn btn-link p-0 map-show" onClick={() => reveal(d.code)} title={t('mapPage.show', { name: d.name })}>
                            <span className={`map-swatch bucket-${bucketOf(d.clients, buckets)}`} aria-hidden="true" />
                            <span className="map-code">{d.code}</span> {d.name}
                            <span className="visually-hidden">{t('mapPage.showSuffix')}</span>
                          </button>
                        </td>
                        <td className="text-end">{numbers.format(d.clients)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="small mb-0" data-testid="map-total">
                {t('mapPage.total', { count: stats.data.total })}
                {stats.data.unlocated > 0 && <> · {t('mapPage.unlocated', { count: stats.data.unlocated })}</>}
              </p>
            </>
          )}
        </SectionCard>
      </div>
    </>
  );
}
