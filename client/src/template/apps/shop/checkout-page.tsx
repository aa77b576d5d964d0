import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft, CircleCheck, CreditCard, ShoppingCart, Trash2 } from 'lucide-react';
import { CART_MAX_QUANTITY, VAT_RATE_PERCENT, type Cart, type CartLine, type CartTotals, type OrderSummary, type ShippingAddress } from '@shared/schemas/template-shop';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { usePriceFormat } from '@/template/kit/product-parts';
import { placeOrder, removeFromCart, updateCartLine, useCart } from './api';
import { AddressForm, EMPTY_ADDRESS, PaymentForm, type PaymentField } from './checkout-forms';
import { detailPath, SHOP_PATH, useCatalogueTitle } from './shop-parts';

const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

/** The steps as an ordered list: the current one marked, the earlier ones reachable (until the order is placed). */
function Stepper({ step, onStep }: { step: Step; onStep: (step: Step) => void }) {
  const { t } = useTranslation();
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={t('shop.stepsLabel')} className="card checkout-steps-card">
      <ol className="checkout-steps">
        {STEPS.map((id, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {state === 'done' ? <CircleCheck size={16} /> : index + 1}
              </span>
              <span className="checkout-step-label">{t(`shop.steps.${id}`)}</span>
            </>
          );
          return (
            <li key={id} className={`checkout-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined} data-testid={`step-${id}`}>
              {state === 'done' && step !== 'confirmation' ? (
                <button type="button" className="checkout-step-button" onClick={() => onStep(id)}>
                  {content}
                </button>
              ) : (
                <span className="checkout-step-button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Totals({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  return (
    <dl className="checkout-totals" data-testid="checkout-totals">
      <dt>{t('shop.subtotal')}</dt>
      <dd data-testid="total-subtotal">{price(totals.subtotal)}</dd>
      <dt>{t('shop.shipping')}</dt>
      <dd data-testid="total-shipping">{totals.shipping === '0.00' ? t('shop.free') : price(totals.shipping)}</dd>
      <dt className="is-minor">{t('shop.totalExclVat')}</dt>
      <dd className="is-minor" data-testid="total-excl-vat">{price(totals.totalExclVat)}</dd>
      <dt className="is-minor">{t('shop.vat', { rate: VAT_RATE_PERCENT })}</dt>
      <dd className="is-minor" data-testid="total-vat">{price(totals.vat)}</dd>
      <dt className="is-total">{t('shop.total')}</dt>
      <dd className="is-total" data-testid="total-total">{price(totals.total)}</dd>
      {children}
    </dl>
  );
}

/** A line's quantity: sent when it is a whole number from 1 to 99. */
function QuantityInput({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  // What is typed, until the stored quantity changes (the BFF's answer, another tab).
  const [draft, setDraft] = useState({ text: String(line.quantity), from: line.quantity });
  const text = draft.from === line.quantity ? draft.text : String(line.quantity);
  const setText = (next: string) => setDraft({ text: next, from: line.quantity });
  const sent = useRef(line.quantity);
  useEffect(() => {
    sent.current = line.quantity;
  }, [line.quantity]);
  const n = Number(text);
  const valid = /^\d{1,2}$/.test(text.trim()) && n >= 1 && n <= CART_MAX_QUANTITY;
  useEffect(() => {
    if (!valid || n === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = n;
      updateCartLine(line.productId, n).catch(toastForError);
    }, 350);
    return () => window.clearTimeout(timer);
  }, [n, valid, line.productId]);
  const id = `quantity-${line.productId}`;
  return (
    <div className="cart-line-quantity">
      <label htmlFor={id} className="visually-hidden">
        {t('shop.quantityOf', { name: line.name })}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        max={CART_MAX_QUANTITY}
        className={`form-control form-control-sm${valid ? '' : ' is-invalid'}`}
        value={text}
        aria-invalid={!valid || undefined}
        title={valid ? undefined : t('shop.quantityInvalid')}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => !valid && setText(String(sent.current))}
      />
    </div>
  );
}

function CartLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  const remove = async (line: CartLine) => {
    try {
      await removeFromCart(line.productId);
      showToast({ variant: 'success', key: 'shop.removed' });
    } catch (error) {
      toastForError(error);
    }
  };
  return (
    <ul className="cart-lines" aria-label={t('shop.steps.cart')} data-testid="cart-lines">
      {cart.items.map((line) => (
        <li key={line.productId} className="cart-line" data-testid="cart-line" data-id={line.productId}>
          <img src={line.img} alt="" width={56} height={56} className="product-img" />
          <div className="cart-line-info">
            {editable ? (
              <Link to={detailPath(line.productId)} className="cart-line-name" data-testid="cart-line-name">
                {line.name}
              </Link>
            ) : (
              <span className="cart-line-name" data-testid="cart-line-name">
                {line.name}
              </span>
            )}
            <span className="small text-body-secondary">
              {t(`product.categories.${line.category}`)} · {t('shop.unitPrice', { price: price(line.price) })}
            </span>
          </div>
          {editable ? <QuantityInput line={line} /> : <span className="cart-line-times">× {line.quantity}</span>}
          <strong className="cart-line-total" data-testid="cart-line-total">
            {price(line.lineTotal)}
          </strong>
          {editable && (
            <button type="button" className="btn-icon btn-icon-danger cart-line-remove" aria-label={t('shop.removeFromCart', { name: line.name })} title={t('shop.remove')} onClick={() => void remove(line)}>
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function Confirmation({ order }: { order: OrderSummary }) {
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

/**
 * /ecommerce/checkout: the cart (quantities, remove, totals HT and TTC computed by the BFF), the
 * delivery address, the card payment (both validated with the BFF's own rules), then the order's
 * summary. A demo: nothing is charged, and the card never stays anywhere.
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
