import './i18n';
import './data-list.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, List, Pencil, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { DATALIST_DEFAULT_PER_PAGE, type Product } from '@shared/schemas/template-datalist';
import { ActionsHeaderCell } from '@/components/ui/actions-header-cell';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchBox } from '@/components/ui/search-box';
import { TabLinks } from '@/components/ui/tab-links';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useUrlParams } from '@/lib/use-url-state';
import { deleteProduct, deleteProducts, useProducts } from './api';
import { IndeterminateCheckbox } from '@/template/kit/indeterminate-checkbox';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { ProductPanel } from './product-panel';
import { PopularityBar, ProductImage, StatusBadge, usePriceFormat } from '@/template/kit/product-parts';

export type DataListView = 'list' | 'thumb';

const PAGE_SIZES = [DATALIST_DEFAULT_PER_PAGE, 10, 20, 50] as const;
const VIEW_PATHS: Record<DataListView, string> = { list: '/data-list/list-view', thumb: '/data-list/thumb-view' };

/** Page, page size and filter in the URL (defaults left out), read defensively. */
function useListParams() {
  const { params, update } = useUrlParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const size = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(size) ? size : DATALIST_DEFAULT_PER_PAGE;
  return {
    params,
    page,
    perPage,
    q: params.get('q') ?? '',
    setPage: (n: number) => update({ page: n }),
    setPerPage: (n: number) => update({ perPage: n === DATALIST_DEFAULT_PER_PAGE ? null : n }),
    setSearch: (text: string) => update({ q: text.trim() === '' ? null : text }, { replace: true }),
  };
}

type Editing = { product: Product | null } | null;

/** Selection of the products on screen: cleared when the page, its size or the filter changes. */
function useSelection(key: string, visible: readonly Product[]) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: new Set() });
  const onScreen = new Set(visible.map((p) => p.id));
  const ids = selection.key === key ? [...selection.ids].filter((id) => onScreen.has(id)) : [];
  const set = (next: Iterable<number>) => setSelection({ key, ids: new Set(next) });
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle: (id: number) => set(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    all: visible.length > 0 && ids.length === visible.length,
    some: ids.length > 0 && ids.length < visible.length,
    toggleAll: () => set(ids.length === visible.length ? [] : visible.map((p) => p.id)),
    clear: () => set([]),
  };
}

/**
 * The template's data list (/data-list/list-view and /data-list/thumb-view): the user's demo
 * products as a table or as cards, paged and filtered by the BFF, added and edited in a side
 * panel, deleted one by one or by selection.
 */
export function DataListScreen({ view }: { view: DataListView }) {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useProducts(list);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const products = query.data?.data ?? [];
  const selection = useSelection(`${list.q}|${list.page}|${list.perPage}`, products);
  const price = usePriceFormat();
  const deletion = useDeleteConfirm<Product>({
    text: (product) => t('dataList.deleteConfirm', { name: product.name }),
    remove: (product) => deleteProduct(product.id),
    doneKey: 'dataList.deleted',
  });

  // Past the last page (after deletions, or a stale link): go to the last one.
  const totalPages = query.data?.totalPages;
  const { page, setPage } = list;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [totalPages, page, setPage]);

  const search = list.params.toString();
  const tabs = (['list', 'thumb'] as const).map((id) => ({
    id,
    to: `${VIEW_PATHS[id]}${search ? `?${search}` : ''}`,
    icon: id === 'list' ? List : LayoutGrid,
    label: t(id === 'list' ? 'dataList.listView' : 'dataList.thumbView'),
  }));
  const addButton = (className: string) => (
    <button type="button" className={className} onClick={() => setEditing({ product: null })}>
      <Plus size={18} aria-hidden="true" />
      {t('dataList.add')}
    </button>
  );
  const rowActions = (product: Product) => (
    <span className="row-actions">
      <button type="button" className="btn-icon" aria-label={t('dataList.edit', { name: product.name })} title={t('business.edit')} onClick={() => setEditing({ product })}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <button type="button" className="btn-icon btn-icon-danger" aria-label={t('dataList.delete', { name: product.name })} title={t('business.delete')} onClick={() => deletion.ask(product)}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </span>
  );
  const checkbox = (product: Product) => (
    <input
      type="checkbox"
      className="form-check-input"
      checked={selection.has(product.id)}
      onChange={() => selection.toggle(product.id)}
      aria-label={t(selection.has(product.id) ? 'dataList.deselect' : 'dataList.select', { name: product.name })}
    />
  );

  let body;
  if (query.error && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.mutate()} />;
  else if (!query.data) body = <TableSkeleton rows={list.perPage} columns={6} />;
  else if (products.length === 0)
    body = (
      <ListEmptyState
        q={list.q}
        onClearSearch={() => list.setSearch('')}
        icon={<ShoppingBag size={28} />}
        title={t('dataList.emptyTitle')}
        text={t('dataList.emptyText')}
        action={addButton('btn btn-sm btn-primary')}
      />
    );
  else
    body = (
      <>
        {view === 'list' ? (
          <div className="table-responsive">
            <table className="table table-hover business-table data-list-table" aria-label={t('dataList.listLabel')} data-testid="products-table">
              <thead>
                <tr>
                  <th scope="col" className="col-check">
                    <IndeterminateCheckbox
                      checked={selection.all}
                      indeterminate={selection.some}
                      onChange={selection.toggleAll}
                      aria-label={t(selection.all ? 'dataList.deselectAll' : 'dataList.selectAll')}
                    />
                  </th>
                  <th scope="col" className="col-img">
                    <span className="visually-hidden">{t('dataList.columns.img')}</span>
                  </th>
                  <th scope="col">{t('dataList.columns.name')}</th>
                  <th scope="col" className="col-category">{t('dataList.columns.category')}</th>
                  <th scope="col" className="col-popularity">{t('dataList.columns.popularity')}</th>
                  <th scope="col">{t('dataList.columns.order_status')}</th>
                  <th scope="col" className="text-end">{t('dataList.columns.price')}</th>
                  <ActionsHeaderCell />
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id} data-testid="product-row" data-id={product.id} className={selection.has(product.id) ? 'table-active' : undefined}>
                    <td className="col-check">{checkbox(product)}</td>
                    <td className="col-img">
                      <ProductImage product={product} size={40} />
                    </td>
                    <td className="cell-strong cell-wrap" data-testid="product-name">{product.name}</td>
                    <td className="col-category">{t(`product.categories.${product.category}`)}</td>
                    <td className="col-popularity">
                      <PopularityBar value={product.popularity.popValue} color={product.popularity.color} />
                    </td>
                    <td>
                      <StatusBadge status={product.order_status} />
                    </td>
                    <td className="text-end" data-testid="product-price">{price(product.price)}</td>
                    <td className="text-end">{rowActions(product)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <>
            <div className="thumb-select-all">
              <label className="form-check mb-0">
                <IndeterminateCheckbox checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll} />
                <span className="form-check-label">{t(selection.all ? 'dataList.deselectAll' : 'dataList.selectAll')}</span>
              </label>
            </div>
            <ul className="thumb-grid" aria-label={t('dataList.listLabel')} data-testid="products-cards">
              {products.map((product) => (
                <li key={product.id} className={`card thumb-card${selection.has(product.id) ? ' is-selected' : ''}`} data-testid="product-card" data-id={product.id}>
                  <div className="thumb-card-top">
                    {checkbox(product)}
                    <StatusBadge status={product.order_status} />
                  </div>
                  <div className="thumb-card-img">
                    <ProductImage product={product} size={96} />
                  </div>
                  <h3 className="thumb-card-name" data-testid="product-name">{product.name}</h3>
                  <p className="thumb-card-meta">
                    <span>{t(`product.categories.${product.category}`)}</span>
                    <strong data-testid="product-price">{price(product.price)}</strong>
                  </p>
                  <PopularityBar value={product.popularity.popValue} color={product.popularity.color} />
                  <div className="thumb-card-actions">{rowActions(product)}</div>
                </li>
              ))}
            </ul>
          </>
        )}
        <PaginationBar
          page={list.page}
          perPage={list.perPage}
          total={query.data.total}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
          idPrefix="products"
          sizes={PAGE_SIZES}
        />
      </>
    );

  const title = t('dataList.title');
  return (
    <>
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading title={title} subtitle={t('dataList.subtitle')} icon={<ShoppingBag size={22} />} actions={addButton('btn btn-primary')} />
      <section className="card list-card data-list-card" aria-label={t('dataList.listLabel')}>
        <div className="list-toolbar">
          <SearchBox value={list.q} onSearch={list.setSearch} id="products-search" />
          <TabLinks label={t('dataList.views')} tabs={tabs} current={view} />
          {selection.ids.length > 0 && (
            <div className="list-toolbar-end" data-testid="selection-bar">
              <span className="align-self-center small text-body-secondary">{t('dataList.selected', { count: selection.ids.length })}</span>
              <button type="button" className="btn btn-sm btn-label-secondary" onClick={selection.clear}>
                {t('dataList.clearSelection')}
              </button>
              <button type="button" className="btn btn-sm btn-danger" onClick={() => setToDelete(selection.ids)}>
                <Trash2 size={16} aria-hidden="true" />
                {t('dataList.deleteSelected', { count: selection.ids.length })}
              </button>
            </div>
          )}
        </div>
        <div aria-busy={query.isLoading}>{body}</div>
      </section>
      {editing && <ProductPanel key={editing.product?.id ?? 'new'} product={editing.product} onClose={() => setEditing(null)} />}
      {deletion.dialog}
      <ConfirmDialog
        show={toDelete !== null}
        text={t('dataList.deleteSelectedConfirm', { count: toDelete?.length ?? 0 })}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteProducts(toDelete);
            selection.clear();
            showToast({ variant: 'success', key: 'dataList.deletedMany' });
          } catch (error) {
            toastForError(error);
          }
        }}
      />
    </>
  );
}
