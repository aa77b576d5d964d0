import './checkout.css';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft, CreditCard, ShoppingCart } from 'lucide-react';
import type { OrderSummary, ShippingAddress } from '@shared/schemas/template-shop';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { usePriceFormat } from '@/template/kit/product-parts';
import { placeOrder, useCart } from './api';
import { CartLines, Totals } from './checkout-cart';
import { Confirmation } from './checkout-confirmation';
import { AddressForm, EMPTY_ADDRESS, PaymentForm, type PaymentField } from './checkout-forms';
import { Stepper, type Step } from './checkout-steps';
import { SHOP_PATH, useCatalogueTitle } from './shop-parts';

/**
 * /ecommerce/checkout: the cart (quantities, remove, totals HT and TTC computed by the BFF), the
 * delivery address, the card payment (both validated with the BFF's own rules), then the order's
 * summary. Nothing is charged, and the card never stays anywhere.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const title = useCatalogueTitle('checkout');
  const price = usePriceFormat();
  const cart = useCart();
  const [chosenStep, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [paying, setPaying] = useState(false);
  const [serverError, setServerError] = useState<{ field: PaymentField; key: string } | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  const go = (next: Step) => {
    setStep(next);
    // The new step's content starts at the steps: keyboard and screen reader users land there.
    window.requestAnimationFrame(() => heading.current?.focus());
  };

  const pay = async (payment: Parameters<typeof placeOrder>[0]['payment']) => {
    setPaying(true);
    setServerError(null);
    try {
      const placed = await placeOrder({ address, payment });
      setOrder(placed);
      go('confirmation');
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? error.field : undefined;
      if (field?.startsWith('payment.')) {
        const name = field.slice('payment.'.length) as PaymentField;
        setServerError({ field: name, key: name === 'expiry' ? 'expiryPast' : name });
      } else if (field?.startsWith('address.')) {
        toastForError(error);
        go('address');
      } else if (error instanceof ApiError && error.status === 409) {
        showToast({ variant: 'warning', key: 'shop.cartChanged' });
        go('cart');
      } else {
        toastForError(error);
      }
    } finally {
      setPaying(false);
    }
  };

  const data = cart.data;
  const empty = data !== undefined && data.items.length === 0;
  // The cart emptied elsewhere (another tab) while on the address or payment step: back to the cart.
  const step = empty && (chosenStep === 'address' || chosenStep === 'payment') ? 'cart' : chosenStep;

  let body: ReactNode;
  if (step === 'confirmation' && order) body = <Confirmation order={order} />;
  else if (cart.error && !data) body = <ErrorState error={cart.error} onRetry={() => void cart.mutate()} />;
  else if (!data) body = <TableSkeleton rows={3} columns={4} />;
  else if (data.items.length === 0)
    body = (
      <div className="card">
        <EmptyState
          icon={<ShoppingCart size={28} />}
          title={t('shop.cartEmptyTitle')}
          text={t('shop.cartEmptyText')}
          action={
            <Link to={SHOP_PATH} className="btn btn-sm btn-primary">
              {t('shop.browseShop')}
            </Link>
          }
        />
      </div>
    );
  else {
    const backButton = (to: Step) => (
      <button type="button" className="btn btn-label-secondary" onClick={() => go(to)} disabled={paying}>
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('shop.back')}
      </button>
    );
    let main: ReactNode;
    if (step === 'cart') main = <CartLines cart={data} editable />;
    else if (step === 'address')
      main = (
        <AddressForm
          initial={address}
          onSubmit={(value) => {
            setAddress(value);
            go('payment');
          }}
          actions={
            <div className="checkout-actions">
              {backButton('cart')}
              <button type="submit" className="btn btn-primary" data-testid="to-payment">
                {t('shop.toPayment')}
              </button>
            </div>
          }
        />
      );
    else
      main = (
        <PaymentForm
          onSubmit={pay}
          serverError={serverError}
          actions={
            <div className="checkout-actions">
              {backButton('address')}
              <button type="submit" className="btn btn-primary" disabled={paying} data-testid="pay">
                <CreditCard size={18} aria-hidden="true" />
                {paying ? t('shop.paying') : t('shop.pay', { total: price(data.totals.total) })}
              </button>
            </div>
          }
        />
      );
    body = (
      <div className="checkout-layout">
        <section className="card checkout-main">{main}</section>
        <aside className="card checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="h6">
            {t('shop.summary')} · {t('shop.articles', { count: data.count })}
          </h2>
          <Totals totals={data.totals} />
          {step === 'cart' && (
            <button type="button" className="btn btn-primary w-100 mt-3" onClick={() => go('address')} data-testid="to-address">
              {t('shop.next')}
            </button>
          )}
        </aside>
      </div>
    );
  }

  return (
    <>
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading title={title} subtitle={t('shop.checkoutSubtitle')} icon={<CreditCard size={22} />} />
      <div ref={heading} tabIndex={-1} className="checkout-focus">
        <Stepper step={step} onStep={go} />
      </div>
      {body}
    </>
  );
}
