import './business.css';
import './pagination-bar.css';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from '@/lib/use-url-state';
import '@/components/ui/i18n';

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  if (page <= 3) [2, 3, 4].forEach((n) => n <= pages && shown.add(n));
  if (page >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((n) => n >= 1 && shown.add(n));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** "1–25 sur 300", a page size selector and the page buttons of a server-paginated list. */
export function PaginationBar({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  idPrefix = 'list',
  sizes = PAGE_SIZES,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  idPrefix?: string;
  /** the page sizes offered (the list routes' own by default) */
  sizes?: readonly number[];
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const sizeId = `${idPrefix}-per-page`;
  return (
    <div className="pagination-bar">
      <div className="pagination-size">
        <label htmlFor={sizeId}>{t('business.perPage')}</label>
        <select id={sizeId} className="form-select form-select-sm" value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span className="pagination-count" data-testid="pagination-count" aria-live="polite">
          {total === 0 ? t('business.showingNone') : t('business.showing', { from, to, total })}
        </span>
      </div>
      {pages > 1 && (
        <nav aria-label={t('business.pagination')}>
          <ul className="pagination pagination-sm mb-0">
            <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
              <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('business.previous')}>
                <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
              </button>
            </li>
            {pageWindow(page, pages).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    aria-label={t('business.page', { page: n })}
                    aria-current={n === page ? 'page' : undefined}
                    onClick={() => onPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
              <button type="button" className="page-link" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('business.next')}>
                <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
