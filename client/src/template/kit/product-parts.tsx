import './product-i18n';
import './product-parts.css';
import { useTranslation } from 'react-i18next';
import { popularityColor, type OrderStatus, type Product } from '@shared/schemas/template-datalist';

const STATUS_TONES: Record<OrderStatus, string> = { 'on hold': 'warning', delivered: 'success', canceled: 'danger', pending: 'primary' };

/** The popularity as a bar in its colour (spec §4: 75+ success, 55–74 primary, 35–54 warning, below danger). */
export function PopularityBar({ value, color }: { value: number; color?: string }) {
  const { t } = useTranslation();
  const tone = color ?? popularityColor(value);
  const label = t('product.popularityOf', { value });
  return (
    <div className="popularity" title={label}>
      <div className="progress" role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} data-testid="popularity">
        <div className={`progress-bar bg-${tone}`} style={{ inlineSize: `${value}%` }} data-tone={tone} />
      </div>
    </div>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-soft tone-${STATUS_TONES[status]}`} data-testid="order-status" data-status={status}>
      {t(`product.statuses.${status}`)}
    </span>
  );
}

export function ProductImage({ product, size }: { product: Product; size: number }) {
  // The image is the product's illustration; its name is written beside it.
  return <img src={product.img} alt="" width={size} height={size} className="product-img" loading="lazy" decoding="async" />;
}

/** "129,90 €" in French, "€129.90" in English. */
export function usePriceFormat(): (price: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' });
  return (price) => {
    const value = Number(price);
    return Number.isFinite(value) ? format.format(value) : price;
  };
}
