import './product-detail.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft, Package, PackageX, ShoppingCart, Truck } from 'lucide-react';
import type { Product } from '@shared/schemas/template-datalist';
import { CART_MAX_QUANTITY, centsText, FREE_SHIPPING_FROM_CENTS } from '@shared/schemas/template-shop';
import { ControlLabel } from '@/components/forms/control-label';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { PopularityBar, ProductImage, StatusBadge, usePriceFormat } from '@/template/kit/product-parts';
import { useCatalogue } from './api';
import { detailPath, SHOP_PATH, ShopLinks, useAddToCart, useCatalogueTitle, useWishedIds, WishButton } from './shop-parts';

const RELATED = 4;

function QuantityAndAdd({ product }: { product: Product }) {
  const { t } = useTranslation();
  const cart = useAddToCart();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(quantity);
    if (!/^\d{1,2}$/.test(quantity.trim()) || n < 1 || n > CART_MAX_QUANTITY) {
      setError(true);
      document.getElementById('detail-quantity')?.focus();
      return;
    }
    setError(false);
    if (await cart.add(product, n)) setQuantity('1');
  };
  return (
    <form className="detail-buy" noValidate onSubmit={(event) => void submit(event)}>
      <div className="detail-quantity">
        <ControlLabel htmlFor="detail-quantity" className="small">{t('shop.quantity')}</ControlLabel>
        <input
          id="detail-quantity"
          type="number"
          min={1}
          max={CART_MAX_QUANTITY}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={quantity}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'detail-quantity-error' : undefined}
          onChange={(event) => {
            setQuantity(event.target.value);
            setError(false);
          }}
        />
        {error && (
          <div id="detail-quantity-error" className="invalid-feedback d-block">
            {t('shop.quantityInvalid')}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary detail-add" disabled={cart.busy !== null} data-testid="detail-add">
        <ShoppingCart size={18} aria-hidden="true" />
        {t('shop.addToCart')}
      </button>
    </form>
  );
}

/**
 * /ecommerce/product-detail?id=<id> (the first product without one): the product's image, price,
 * category, status and popularity; add to the cart with a quantity; the wish list; products of
 * the same category.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const catalogue = useCatalogue();
  const wished = useWishedIds();
  const price = usePriceFormat();
  const title = useCatalogueTitle('productDetail');
  const products = catalogue.data ?? [];
  const rawId = params.get('id');
  const product = rawId === null ? products[0] : products.find((p) => String(p.id) === rawId);
  const related = product ? products.filter((p) => p.category === product.category && p.id !== product.id).slice(0, RELATED) : [];

  let body;
  if (catalogue.error && !catalogue.data) body = <ErrorState error={catalogue.error} onRetry={() => void catalogue.mutate()} />;
  else if (!catalogue.data) body = <TableSkeleton rows={3} columns={2} />;
  else if (!product)
    body = (
      <div className="card">
        <EmptyState
          icon={<PackageX size={28} />}
          title={t('shop.notFoundTitle')}
          text={t('shop.notFoundText')}
          action={
            <Link to={SHOP_PATH} className="btn btn-sm btn-primary">
              {t('shop.backToShop')}
            </Link>
          }
        />
      </div>
    );
  else
    body = (
      <>
        <article className="card detail-card" data-testid="product-detail" data-id={product.id}>
          <div className="detail-img">
            <ProductImage product={product} size={240} />
          </div>
          <div className="detail-info">
            <div className="shop-card-top">
              <span className="shop-card-category">{t(`product.categories.${product.category}`)}</span>
              <StatusBadge status={product.order_status} />
            </div>
            <h2 className="detail-name" data-testid="detail-name">
              {product.name}
            </h2>
            <p className="detail-price">
              <strong data-testid="detail-price">{price(product.price)}</strong>
              <span className="text-body-secondary small">{t('shop.vatIncluded')}</span>
            </p>
            <dl className="detail-facts">
              <dt>{t('shop.category')}</dt>
              <dd>{t(`product.categories.${product.category}`)}</dd>
              <dt>{t('shop.popularity')}</dt>
              <dd>
                <PopularityBar value={product.popularity.popValue} color={product.popularity.color} />
              </dd>
            </dl>
            <p className="detail-shipping small text-body-secondary">
              <Truck size={16} aria-hidden="true" />
              {t('shop.freeShipping', { amount: price(centsText(FREE_SHIPPING_FROM_CENTS)) })}
            </p>
            <QuantityAndAdd key={product.id} product={product} />
            <WishButton product={product} wished={wished.has(product.id)} withText className="detail-wish" />
          </div>
        </article>
        <section className="detail-related" aria-labelledby="related-title">
          <h2 id="related-title" className="h5">
            {t('shop.related')}
          </h2>
          {related.length === 0 ? (
            <p className="text-body-secondary">{t('shop.noRelated')}</p>
          ) : (
            <ul className="shop-grid related-grid" data-testid="related-products">
              {related.map((p) => (
                <li key={p.id} className="card shop-card">
                  <Link to={detailPath(p.id)} className="shop-card-img" tabIndex={-1} aria-hidden="true">
                    <ProductImage product={p} size={88} />
                  </Link>
                  <div className="shop-card-body">
                    <h3 className="shop-card-name">
                      <Link to={detailPath(p.id)}>{p.name}</Link>
                    </h3>
                  </div>
                  <div className="shop-card-end">
                    <strong className="shop-card-price">{price(p.price)}</strong>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );

  return (
    <>
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading
        title={title}
        documentTitle={product ? `${product.name} · ${title}` : title}
        icon={<Package size={22} />}
        subtitle={
          <Link to={SHOP_PATH} className="back-to-shop">
            <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
            {t('shop.backToShop')}
          </Link>
        }
        actions={<ShopLinks />}
      />
      {body}
    </>
  );
}
