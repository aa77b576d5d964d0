import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import type { Product } from '@shared/schemas/template-datalist';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { moveToCart, toggleWish, useWishlist } from './api';
import { ProductCard, SHOP_PATH, ShopLinks, useCatalogueTitle } from './shop-parts';

/** /ecommerce/wishlist: the products kept aside, as cards: remove one, or move it to the cart. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const title = useCatalogueTitle('wishlist');
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (product: Product, action: (id: number) => Promise<unknown>, doneKey: string) => {
    setBusy(product.id);
    try {
      await action(product.id);
      showToast({ variant: 'success', key: doneKey });
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(null);
    }
  };

  const items = wishlist.data?.items ?? [];
  let body;
  if (wishlist.error && !wishlist.data) body = <ErrorState error={wishlist.error} onRetry={() => void wishlist.mutate()} />;
  else if (!wishlist.data) body = <TableSkeleton rows={3} columns={3} />;
  else if (items.length === 0)
    body = (
      <div className="card">
        <EmptyState
          icon={<Heart size={28} />}
          title={t('shop.wishlistEmptyTitle')}
          text={t('shop.wishlistEmptyText')}
          action={
            <Link to={SHOP_PATH} className="btn btn-sm btn-primary">
              {t('shop.browseShop')}
            </Link>
          }
        />
      </div>
    );
  else
    body = (
      <ul className="shop-grid wishlist-grid" aria-label={title} data-testid="wishlist-items">
        {items.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            testId="wish-card"
            actions={
              <div className="shop-card-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={busy === product.id}
                  onClick={() => void run(product, moveToCart, 'shop.moved')}
                >
                  <ShoppingCart size={16} aria-hidden="true" />
                  <span>{t('shop.moveToCart')}</span>
                  <span className="visually-hidden">{` ${t('shop.quoted', { name: product.name })}`}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-label-secondary"
                  disabled={busy === product.id}
                  onClick={() => void run(product, toggleWish, 'shop.unwished')}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  <span>{t('shop.remove')}</span>
                  <span className="visually-hidden">{` ${t('shop.quoted', { name: product.name })}`}</span>
                </button>
              </div>
            }
          />
        ))}
      </ul>
    );

  return (
    <>
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading title={title} subtitle={t('shop.wishlistSubtitle')} icon={<Heart size={22} />} actions={<ShopLinks showWishlist={false} />} />
      <div aria-busy={wishlist.isLoading}>{body}</div>
    </>
  );
}
