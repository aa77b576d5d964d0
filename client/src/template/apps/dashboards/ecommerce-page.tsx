import './i18n';
import './dashboards.css';
import '@/components/ui/table.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { List, Package, PackageCheck, ShoppingCart, Wallet, Receipt } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { ORDER_STATUSES, POPULARITY_COLORS, PRODUCT_CATEGORIES, popularityColor, type OrderStatus, type Product } from '@shared/schemas/template-datalist';
import { BarChart } from '@/components/charts/bar-chart';
import type { ChartTone } from '@/components/charts/chart-scale';
import { DonutChart } from '@/components/charts/donut-chart';
import { ScatterChart } from '@/components/charts/scatter-chart';
import { EmptyState, ErrorState } from '@/components/ui/list-states';
import { localeOf } from '@/lib/dates';
import { PopularityBar, ProductImage, StatusBadge, usePriceFormat } from '@/template/kit/product-parts';
import { DashCard, DashTable, DashTableCard } from '@/template/kit/dash-cards';
import { ChartPlaceholder, StatCards } from '@/template/kit/stat-cards';
import { compactEuros } from '@/template/kit/year-figures';
import { useAllProducts } from './api';
import { priceCents, shopFigures, type ShopFigures } from './shop-figures';
import { DashboardFrame } from './dashboard-frame';

/** The data list's status colours (its badges), on the charts too. */
const STATUS_TONES: Record<OrderStatus, ChartTone> = { delivered: 'success', pending: 'primary', 'on hold': 'warning', canceled: 'danger' };
const DATA_LIST_PATH = '/data-list/list-view';

/** /ecommerce-dashboard (admin): the orders of the user's data list, counted and drawn. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAllProducts();
  let body;
  if (error && !data) {
    body = (
      <section className="card">
        <ErrorState error={error} onRetry={() => void mutate()} />
      </section>
    );
  } else if (data && data.length === 0) {
    body = (
      <section className="card">
        <EmptyState
          title={t('tplDash.shop.empty')}
          action={
            <Link to={DATA_LIST_PATH} className="btn btn-sm btn-primary">
              <List size={16} aria-hidden="true" /> {t('tplDash.shop.toList')}
            </Link>
          }
        />
      </section>
    );
  } else body = <ShopBody products={data} />;

  return (
    <DashboardFrame
      strings="shop"
      testId="ecommerce-dashboard"
      icon={<ShoppingCart size={22} />}
      actions={
        <Link to={DATA_LIST_PATH} className="btn btn-sm btn-label-secondary">
          <List size={16} aria-hidden="true" /> {t('tplDash.shop.toList')}
        </Link>
      }
    >
      {body}
    </DashboardFrame>
  );
}

function ShopBody({ products }: { products: Product[] | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const figures = products ? shopFigures(products) : null;
  const loading = t('tplDash.loading');

  return (
    <>
      <StatCards
        label={t('tplDash.shop.cards')}
        loading={!figures}
        wide
        items={
          figures
            ? [
                { key: 'orders', label: t('tplDash.shop.orders'), value: count.format(figures.orders), sub: t('tplDash.shop.ordersSub'), icon: <Package size={22} />, tone: 'primary' },
                {
                  key: 'delivered',
                  label: t('tplDash.shop.delivered'),
                  value: count.format(figures.byStatus.delivered),
                  sub: t('tplDash.shop.deliveredSub', { share: percent.format(figures.orders > 0 ? figures.byStatus.delivered / figures.orders : 0) }),
                  icon: <PackageCheck size={22} />,
                  tone: 'success',
                },
                { key: 'sales', label: t('tplDash.shop.sales'), value: formatEuros(figures.deliveredCents), sub: t('tplDash.shop.salesSub'), icon: <Wallet size={22} />, tone: 'info' },
                { key: 'average', label: t('tplDash.shop.average'), value: formatEuros(figures.averageCents), sub: t('tplDash.shop.averageSub'), icon: <Receipt size={22} />, tone: 'warning' },
              ]
            : []
        }
      />
      <div className="dash-row dash-row-wide-narrow">
        <DashCard id="shop-category-title" title={t('tplDash.shop.byCategory')}>
          {figures ? <RevenueByCategory figures={figures} locale={locale} /> : <ChartPlaceholder label={loading} />}
        </DashCard>
        <DashCard id="shop-status-title" title={t('tplDash.shop.statuses')}>
          {figures ? (
            <DonutChart
              testId="shop-statuses"
              title={t('tplDash.shop.statusesHint')}
              centerLabel={t('tplDash.shop.statusesCenter')}
              emptyText={t('tplDash.shop.statusesEmpty')}
              formatValue={(n) => count.format(n)}
              formatShare={(share) => percent.format(share)}
              slices={ORDER_STATUSES.map((status) => ({ key: status, label: t(`product.statuses.${status}`), value: figures.byStatus[status], tone: STATUS_TONES[status] }))}
            />
          ) : (
            <ChartPlaceholder label={loading} />
          )}
        </DashCard>
      </div>
      <div className="dash-row dash-row-halves">
        <DashCard id="shop-scatter-title" title={t('tplDash.shop.pricePopularity')} hint={t('tplDash.shop.pricePopularityHint')}>
          {products ? <PricePopularity products={products} locale={locale} /> : <ChartPlaceholder label={loading} />}
        </DashCard>
        <PopularProducts figures={figures} />
      </div>
    </>
  );
}

/** Each category's order amounts, stacked by status. */
function RevenueByCategory({ figures, locale }: { figures: ShopFigures; locale: string }) {
  const { t } = useTranslation();
  const names = PRODUCT_CATEGORIES.map((category) => t(`product.categories.${category}`));
  const totals = PRODUCT_CATEGORIES.map((category) => ORDER_STATUSES.reduce((sum, status) => sum + figures.revenueByCategory[category][status], 0));
  const best = totals.indexOf(Math.max(...totals));
  return (
    <BarChart
      testId="shop-categories"
      title={t('tplDash.shop.byCategory')}
      summary={t('tplDash.shop.byCategorySummary', { best: names[best], amount: formatEuros(totals[best]) })}
      categories={names}
      categoryHeader={t('tplDash.shop.category')}
      series={ORDER_STATUSES.map((status) => ({
        key: status,
        label: t(`product.statuses.${status}`),
        tone: STATUS_TONES[status],
        values: PRODUCT_CATEGORIES.map((category) => figures.revenueByCategory[category][status]),
      }))}
      totalLabel={t('tplDash.shop.total')}
      formatValue={formatEuros}
      formatTick={(cents) => compactEuros(cents, locale)}
      height={300}
    />
  );
}

/** Every product at its price and popularity, coloured by the popularity's band (spec §4). */
function PricePopularity({ products, locale }: { products: Product[]; locale: string }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const top = [...products].sort((a, b) => b.popularity.popValue - a.popularity.popValue)[0];
  return (
    <ScatterChart
      testId="shop-scatter"
      title={t('tplDash.shop.pricePopularity')}
      summary={t('tplDash.shop.pricePopularitySummary', { count: count.format(products.length), name: top?.name ?? '', value: top?.popularity.popValue ?? 0 })}
      points={products.map((p) => ({ key: String(p.id), label: p.name, x: priceCents(p.price), y: p.popularity.popValue, tone: popularityColor(p.popularity.popValue) }))}
      groups={POPULARITY_COLORS.map((color) => ({ key: color, label: t(`tplDash.shop.popularityBands.${color}`), tone: color }))}
      pointHeader={t('tplDash.shop.product')}
      xLabel={t('tplDash.shop.price')}
      yLabel={t('tplDash.shop.popularity')}
      formatX={formatEuros}
      formatXTick={(cents) => compactEuros(cents, locale)}
      formatY={(value) => `${count.format(value)} %`}
      formatYTick={(value) => count.format(value)}
      integerY
    />
  );
}

function PopularProducts({ figures }: { figures: ShopFigures | null }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  return (
    <DashTableCard
      id="shop-popular-title"
      title={t('tplDash.shop.popular')}
      testId="shop-popular"
      loading={!figures}
      loadingLabel={t('tplDash.loading')}
      placeholderHeight={220}
    >
      {figures && (
        <DashTable
          labelledBy="shop-popular-title"
          columns={[
            { label: t('tplDash.shop.product') },
            { label: t('tplDash.shop.price'), className: 'num' },
            { label: t('tplDash.shop.status') },
            { label: t('tplDash.shop.popularity'), className: 'dash-share' },
          ]}
        >
          {figures.popular.map((product) => (
            <tr key={product.id}>
              <th scope="row" className="cell-strong">
                <span className="dash-product">
                  <ProductImage product={product} size={36} />
                  <span>
                    {product.name}
                    <span className="d-block small text-body-secondary fw-normal">{t(`product.categories.${product.category}`)}</span>
                  </span>
                </span>
              </th>
              <td className="num">{price(product.price)}</td>
              <td>
                <StatusBadge status={product.order_status} />
              </td>
              <td className="dash-share">
                <PopularityBar value={product.popularity.popValue} color={product.popularity.color} />
              </td>
            </tr>
          ))}
        </DashTable>
      )}
    </DashTableCard>
  );
}
