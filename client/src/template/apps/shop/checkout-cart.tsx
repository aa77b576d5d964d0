import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { CART_MAX_QUANTITY, VAT_RATE_PERCENT, type Cart, type CartLine, type CartTotals } from '@shared/schemas/template-shop';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { usePriceFormat } from '@/template/kit/product-parts';
import { removeFromCart, updateCartLine } from './api';
import { detailPath } from './shop-parts';

/** The totals the BFF computed: subtotal, shipping, excluding VAT, VAT and the total. */
export function Totals({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
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

/** The cart's lines: with `editable`, a link to each product, its quantity and a remove button. */
export function CartLines({ cart, editable }: { cart: Cart; editable: boolean }) {
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
