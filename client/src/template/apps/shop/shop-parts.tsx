import './i18n';
import './shop.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heart, ShoppingCart } from 'lucide-react';
import type { Product } from '@shared/schemas/template-datalist';
import { TEMPLATE_PAGES } from '@shared/template-pages';
import { useCurrentLanguage } from '@/i18n/current-language';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { PopularityBar, ProductImage, StatusBadge, usePriceFormat } from '@/template/kit/product-parts';
import { addToCart, toggleWish, useCart, useWishlist } from './api';

export const SHOP_PATH = '/ecommerce/shop';
export const CHECKOUT_PATH = '/ecommerce/checkout';
export const WISHLIST_PATH = '/ecommerce/wishlist';
export const detailPath = (id: number) => `/ecommerce/product-detail?id=${id}`;

/** A page's title from the catalogue (shared/template-pages.ts), in the current language. */
export function useCatalogueTitle(id: 'shop' | 'productDetail' | 'wishlist' | 'checkout'): string {
  const language = useCurrentLanguage();
  return TEMPLATE_PAGES.find((page) => page.id === id)?.title[language] ?? id;
}

/** The ids in the wish list, to draw the hearts. */
export function useWishedIds(): ReadonlySet<number> {
  const { data } = useWishlist();
  return new Set(data?.items.map((p) => p.id) ?? []);
}

/** The heading's links: the wish list and the cart, with their counts. */
export function ShopLinks({ showWishlist = true }: { showWishlist?: boolean }) {
  const { t } = useTranslation();
  const { data: cart } = useCart();
  const { data: wishlist } = useWishlist();
  const count = cart?.count ?? 0;
  return (
    <div className="shop-links">
      {showWishlist && (
        <Link to={WISHLIST_PATH} className="btn btn-label-secondary" aria-label={t('shop.wishlistCount', { count: wishlist?.items.length ?? 0 })}>
          <Heart size={18} aria-hidden="true" />
          <span className="shop-link-count" aria-hidden="true">
            {wishlist?.items.length ?? 0}
          </span>
        </Link>
      )}
      <Link to={CHECKOUT_PATH} className="btn btn-primary" data-testid="cart-link">
        <ShoppingCart size={18} aria-hidden="true" />
        <span>{t('shop.cart')}</span>
        <span className="badge rounded-pill text-bg-light shop-cart-count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
        <span className="visually-hidden">{t('shop.cartItems', { count })}</span>
      </Link>
    </div>
  );
}

/** Adds to the cart (with a toast); `busy` while the BFF answers. */
export function useAddToCart() {
  const [busy, setBusy] = useState<number | null>(null);
  const add = async (product: Product, quantity = 1) => {
    setBusy(product.id);
    try {
      await addToCart(product.id, quantity);
      showToast({ variant: 'success', key: 'shop.added' });
      return true;
    } catch (error) {
      toastForError(error);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { add, busy };
}

/** The heart of a product: in the wish list or not (aria-pressed). */
export function WishButton({ product, wished, withText = false, className = '' }: { product: Product; wished: boolean; withText?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await toggleWish(product.id);
      showToast({ variant: 'success', key: answer.inWishlist ? 'shop.wished' : 'shop.unwished' });
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };
  const label = t(wished ? 'shop.removeWish' : 'shop.addWish', { name: product.name });
  return (
    <button
      type="button"
      className={`btn ${withText ? 'btn-label-secondary' : 'btn-icon'} wish-button${wished ? ' is-wished' : ''} ${className}`}
      aria-pressed={wished}
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="wish-button"
    >
      <Heart size={18} aria-hidden="true" fill={wished ? 'currentColor' : 'none'} />
      {withText && <span>{t(wished ? 'shop.inWishlist' : 'shop.addToWishlist')}</span>}
    </button>
  );
}

/** A product as a card of the shop (a grid cell, or a row) or of the wish list; the page gives its actions. */
export function ProductCard({ product, row = false, testId, actions }: { product: Product; row?: boolean; testId: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  return (
    <li className={`card shop-card${row ? ' is-row' : ''}`} data-testid={testId} data-id={product.id}>
      <Link to={detailPath(product.id)} className="shop-card-img" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} size={row ? 80 : 112} />
      </Link>
      <div className="shop-card-body">
        <div className="shop-card-top">
          <span className="shop-card-category">{t(`product.categories.${product.category}`)}</span>
          <StatusBadge status={product.order_status} />
        </div>
        <h2 className="shop-card-name">
          <Link to={detailPath(product.id)} data-testid="product-name">
            {product.name}
          </Link>
        </h2>
        <PopularityBar value={product.popularity.popValue} color={product.popularity.color} />
      </div>
      <div className="shop-card-end">
        <strong className="shop-card-price" data-testid="product-price">
          {price(product.price)}
        </strong>
        {actions}
      </div>
    </li>
  );
}
