import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Filter, ShoppingBag, ShoppingCart } from 'lucide-react';
import { ORDER_STATUSES, PRODUCT_CATEGORIES, type OrderStatus, type Product, type ProductCategory } from '@shared/schemas/template-datalist';
import { toCents } from '@shared/schemas/template-shop';
import { ControlLabel } from '@/components/forms/control-label';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { Segmented } from '@/components/ui/segmented';
import { useUrlParams } from '@/lib/use-url-state';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { useCatalogue } from './api';
import { ProductCard, ShopLinks, useAddToCart, useCatalogueTitle, useWishedIds, WishButton } from './shop-parts';

const SORTS = ['popularity', 'name', 'priceAsc', 'priceDesc'] as const;
type Sort = (typeof SORTS)[number];
const VIEWS = ['grid', 'list'] as const;
type View = (typeof VIEWS)[number];
const PAGE_SIZES = [9, 18, 36] as const;
const DEFAULT_SIZE = 9;
const PRICE = /^\d{1,6}([.,]\d{1,2})?$/;

/** Lower case without accents, so that "ecran" finds "Écran". */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The shop's search, filters, sort, view and page, in the URL (defaults left out), read defensively. */
function useShopParams() {
  const { params, update } = useUrlParams();
  const pick = <V extends string>(name: string, values: readonly V[]): V | null => {
    const value = params.get(name);
    return value !== null && (values as readonly string[]).includes(value) ? (value as V) : null;
  };
  const price = (name: string) => {
    const value = params.get(name) ?? '';
    return PRICE.test(value) ? value : '';
  };
  const size = Number(params.get('perPage'));
  return {
    q: params.get('q') ?? '',
    category: pick<ProductCategory>('category', PRODUCT_CATEGORIES),
    status: pick<OrderStatus>('status', ORDER_STATUSES),
    min: price('min'),
    max: price('max'),
    sort: pick<Sort>('sort', SORTS) ?? 'popularity',
    view: pick<View>('view', VIEWS) ?? 'grid',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    set: (name: string, value: string | number | null, options: { keepPage?: boolean; replace?: boolean } = {}) => update({ [name]: value }, options),
    reset: () => update({ q: null, category: null, status: null, min: null, max: null }),
  };
}

function sorted(products: Product[], sort: Sort, locale: string): Product[] {
  const copy = [...products];
  if (sort === 'name') copy.sort((a, b) => a.name.localeCompare(b.name, locale));
  else if (sort === 'priceAsc') copy.sort((a, b) => toCents(a.price) - toCents(b.price) || a.name.localeCompare(b.name, locale));
  else if (sort === 'priceDesc') copy.sort((a, b) => toCents(b.price) - toCents(a.price) || a.name.localeCompare(b.name, locale));
  else copy.sort((a, b) => b.popularity.popValue - a.popularity.popValue || a.name.localeCompare(b.name, locale));
  return copy;
}

/** A price bound typed by the user: kept locally while typing, sent when it is a price (or empty). */
function PriceInput({ id, label, value, onValue }: { id: string; label: string; value: string; onValue: (value: string) => void }) {
  // What is typed, until the URL's value changes by itself (a reset, the Back button).
  const [draft, setDraft] = useState({ text: value, from: value });
  const text = draft.from === value ? draft.text : value;
  const valid = text.trim() === '' || PRICE.test(text.trim());
  return (
    <div className="shop-price-field">
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <input
        id={id}
        className={`form-control form-control-sm${valid ? '' : ' is-invalid'}`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        value={text}
        onChange={(event) => {
          setDraft({ text: event.target.value, from: value });
          const next = event.target.value.trim();
          if (next === '' || PRICE.test(next)) onValue(next);
        }}
      />
    </div>
  );
}

/**
 * /ecommerce/shop: the user's data-list products as a shop: search, filters (category, price,
 * order status), sort, grid or list, pages; add to the cart and to the wish list.
 */
export default function ShopPage() {
  const { t, i18n } = useTranslation();
  const shop = useShopParams();
  const catalogue = useCatalogue();
  const wished = useWishedIds();
  const cart = useAddToCart();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const found = useMemo(() => {
    const query = fold(shop.q.trim());
    const min = shop.min ? toCents(shop.min) : null;
    const max = shop.max ? toCents(shop.max) : null;
    const matches = (catalogue.data ?? []).filter((p) => {
      if (shop.category && p.category !== shop.category) return false;
      if (shop.status && p.order_status !== shop.status) return false;
      const cents = toCents(p.price);
      if (min !== null && cents < min) return false;
      if (max !== null && cents > max) return false;
      if (query === '') return true;
      return [p.name, p.category, t(`product.categories.${p.category}`)].some((text) => fold(text).includes(query));
    });
    return sorted(matches, shop.sort, i18n.resolvedLanguage ?? 'fr');
  }, [catalogue.data, shop.q, shop.category, shop.status, shop.min, shop.max, shop.sort, t, i18n.resolvedLanguage]);

  const pages = Math.max(1, Math.ceil(found.length / shop.perPage));
  const page = Math.min(shop.page, pages);
  const shown = found.slice((page - 1) * shop.perPage, page * shop.perPage);
  const filtered = shop.q !== '' || shop.category !== null || shop.status !== null || shop.min !== '' || shop.max !== '';

  const actions = (product: Product, wide = false) => (
    <div className={`shop-card-actions${wide ? ' is-wide' : ''}`}>
      <WishButton product={product} wished={wished.has(product.id)} />
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => void cart.add(product)}
        disabled={cart.busy === product.id}
        data-testid="add-to-cart"
      >
        <ShoppingCart size={16} aria-hidden="true" />
        <span>{t('shop.addToCart')}</span>
        <span className="visually-hidden">{` ${t('shop.quoted', { name: product.name })}`}</span>
      </button>
    </div>
  );

  let body;
  if (catalogue.error && !catalogue.data) body = <ErrorState error={catalogue.error} onRetry={() => void catalogue.mutate()} />;
  else if (!catalogue.data) body = <TableSkeleton rows={4} columns={3} />;
  else if (catalogue.data.length === 0)
    body = (
      <EmptyState
        icon={<ShoppingBag size={28} />}
        title={t('shop.emptyTitle')}
        text={t('shop.emptyText')}
        action={
          <Link to="/data-list/list-view" className="btn btn-sm btn-primary">
            {t('shop.openDataList')}
          </Link>
        }
      />
    );
  else if (found.length === 0)
    body = (
      <EmptyState
        icon={<ShoppingBag size={28} />}
        title={t('shop.noMatchTitle')}
        text={t('shop.noMatchText')}
        action={
          <button type="button" className="btn btn-sm btn-label-primary" onClick={shop.reset}>
            {t('shop.resetFilters')}
          </button>
        }
      />
    );
  else
    body = (
      <>
        <ul className={shop.view === 'grid' ? 'shop-grid' : 'shop-list'} aria-label={t('shop.products')} data-testid="shop-products">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} row={shop.view === 'list'} testId="shop-product" actions={actions(product, shop.view === 'list')} />
          ))}
        </ul>
        <PaginationBar
          page={page}
          perPage={shop.perPage}
          total={found.length}
          onPage={(n) => shop.set('page', n, { keepPage: true })}
          onPerPage={(n) => shop.set('perPage', n === DEFAULT_SIZE ? null : n)}
          idPrefix="shop"
          sizes={PAGE_SIZES}
        />
      </>
    );

  const title = useCatalogueTitle('shop');
  return (
    <>
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading title={title} subtitle={t('shop.subtitle')} icon={<ShoppingBag size={22} />} actions={<ShopLinks />} />
      <div className="shop-layout">
        <aside className="card shop-filters" aria-labelledby={`${filtersId}-title`}>
          <button
            type="button"
            className="shop-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${filtersId}-body`}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <Filter size={16} aria-hidden="true" />
            <span id={`${filtersId}-title`}>{t('shop.filters')}</span>
          </button>
          <div id={`${filtersId}-body`} className={`shop-filters-body${filtersOpen ? ' is-open' : ''}`}>
            <div>
              <ControlLabel htmlFor="shop-category" className="small">{t('shop.category')}</ControlLabel>
              <select id="shop-category" className="form-select form-select-sm" value={shop.category ?? ''} onChange={(e) => shop.set('category', e.target.value)}>
                <option value="">{t('shop.allCategories')}</option>
                {PRODUCT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`product.categories.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="form-label small mb-2">{t('shop.price')}</legend>
              <div className="shop-price-range">
                <PriceInput id="shop-min" label={t('shop.priceMin')} value={shop.min} onValue={(v) => shop.set('min', v, { replace: true })} />
                <PriceInput id="shop-max" label={t('shop.priceMax')} value={shop.max} onValue={(v) => shop.set('max', v, { replace: true })} />
              </div>
            </fieldset>
            <div>
              <ControlLabel htmlFor="shop-status" className="small">{t('shop.status')}</ControlLabel>
              <select id="shop-status" className="form-select form-select-sm" value={shop.status ?? ''} onChange={(e) => shop.set('status', e.target.value)}>
                <option value="">{t('shop.allStatuses')}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`product.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn btn-sm btn-label-secondary" onClick={shop.reset} disabled={!filtered}>
              {t('shop.resetFilters')}
            </button>
          </div>
        </aside>
        <section className="shop-main" aria-label={t('shop.products')}>
          <div className="card shop-toolbar">
            <SearchBox value={shop.q} onSearch={(q) => shop.set('q', q.trim() === '' ? null : q, { replace: true })} id="shop-search" label={t('shop.searchLabel')} />
            <div className="shop-toolbar-end">
              <span className="shop-results" aria-live="polite" data-testid="shop-results">
                {catalogue.data ? t('shop.results', { count: found.length }) : ''}
              </span>
              <label htmlFor="shop-sort" className="visually-hidden">
                {t('shop.sortBy')}
              </label>
              <select id="shop-sort" className="form-select form-select-sm shop-sort" value={shop.sort} onChange={(e) => shop.set('sort', e.target.value === 'popularity' ? null : e.target.value)}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t('shop.sortOption', { sort: t(`shop.sorts.${sort}`) })}
                  </option>
                ))}
              </select>
              <Segmented
                label={t('shop.view')}
                value={shop.view}
                onChange={(v) => shop.set('view', v === 'grid' ? null : v, { keepPage: true })}
                options={VIEWS.map((v) => ({ value: v, label: t(`shop.${v}`) }))}
                className="shop-view"
              />
            </div>
          </div>
          <div aria-busy={catalogue.isLoading}>{body}</div>
        </section>
      </div>
    </>
  );
}
