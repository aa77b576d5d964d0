import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import type { OrderSummary } from '@shared/schemas/template-shop';
import { CartLines, Totals } from './checkout-cart';
import { SHOP_PATH } from './shop-parts';

/** The order placed: its number and date, what was bought, where it goes, the card that paid. */
export function Confirmation({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(order.placedAt));
  return (
    <section className="card checkout-confirmation" data-testid="order-summary" aria-labelledby="confirmed-title">
      <div className="checkout-confirmed-head">
        <span className="checkout-confirmed-icon" aria-hidden="true">
          <CircleCheck size={32} />
        </span>
        <h2 id="confirmed-title" className="h4 mb-1">
          {t('shop.confirmedTitle')}
        </h2>
        <p className="mb-0 text-body-secondary">
          <strong data-testid="order-id">{t('shop.orderNumber', { id: order.orderId })}</strong> · {t('shop.placedAt', { date })} ·{' '}
          {t('shop.articles', { count: order.count })}
        </p>
      </div>
      <div className="checkout-confirmed-body">
        <CartLines cart={{ items: order.items, count: order.count, totals: order.totals }} editable={false} />
        <div className="checkout-confirmed-facts">
          <div>
            <h3 className="h6">{t('shop.deliverTo')}</h3>
            <address className="mb-0" data-testid="order-address">
              {order.address.name}
              <br />
              {order.address.street}
              <br />
              {order.address.postalCode} {order.address.city}
              <br />
              {order.address.phone}
            </address>
          </div>
          <div>
            <h3 className="h6">{t('shop.paidWith')}</h3>
            <p className="mb-0" data-testid="order-card">
              {order.payment.holder}
              <br />
              {t('shop.cardEnding', { brand: t(`shop.brands.${order.payment.brand}`), last4: order.payment.last4 })}
            </p>
          </div>
          <Totals totals={order.totals} />
        </div>
        <Link to={SHOP_PATH} className="btn btn-primary">
          {t('shop.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
