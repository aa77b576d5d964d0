/**
 * The template's e-commerce pages (/ecommerce/*): each signed-in user's cart and wish list over
 * their own data-list products, and a pretend checkout. Amounts are computed by the BFF in integer
 * cents and sent as texts with two decimals ("129.90"), like the products' prices. The rules of
 * the address and payment forms live here, so that the client checks what the BFF checks.
 */
import { Type, type Static } from 'typebox';
import { Id, OneOf } from './common.js';
import { REQUIRED_POSTAL_CODE_PATTERN } from '../validation.js';
import { Product } from './template-datalist.js';

export const CART_MAX_QUANTITY = 99;
/** VAT included in the prices (France's standard rate). */
export const VAT_RATE_PERCENT = 20;
/** Delivery is free from this amount (cents), otherwise SHIPPING_CENTS. */
export const FREE_SHIPPING_FROM_CENTS = 50_00;
export const SHIPPING_CENTS = 4_90;

/** "129.90" (or 129.9) -> 12990, exactly: no float arithmetic on money. */
export function toCents(price: string | number): number {
  const [units, decimals = ''] = String(price).trim().replace(',', '.').split('.');
  const sign = units.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(units)) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2)));
}

/** 12990 -> "129.90". */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface CartTotalsCents {
  subtotal: number;
  shipping: number;
  total: number;
  vat: number;
  totalExclVat: number;
}

/** The totals of lines of unit prices (cents) and quantities: VAT is the part of the TTC total, rounded to the cent. */
export function cartTotalsCents(lines: ReadonlyArray<{ unitCents: number; quantity: number }>): CartTotalsCents {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
  const total = subtotal + shipping;
  const vat = Math.round((total * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { subtotal, shipping, total, vat, totalExclVat: total - vat };
}

/** The Luhn checksum of a card number (spaces and dashes ignored); 12 to 19 digits. */
export function isValidCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function cardBrand(text: string): CardBrand {
  const digits = text.replace(/\D+/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** "MM/YY": valid through the end of that month, so the current month is still valid. */
export function isFutureExpiry(text: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** A French phone number: 10 digits starting 0[1-9], or +33 and 9 digits; spaces, dots and dashes allowed. */
export function isFrenchPhone(text: string): boolean {
  const compact = text.trim().replace(/[\s.-]+/g, '');
  return /^(0|\+33)[1-9]\d{8}$/.test(compact);
}

// ---- wire shapes ----

export const CartLine = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  img: Type.String(),
  price: Type.String({ description: 'unit price, euros with two decimals' }),
  quantity: Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY }),
  lineTotal: Type.String({ description: 'price × quantity, euros with two decimals' }),
}, { title: 'CartLine' });
export type CartLine = Static<typeof CartLine>;

export const CartTotals = Type.Object({
  subtotal: Type.String({ description: 'the lines, VAT included' }),
  shipping: Type.String({ description: `free from ${FREE_SHIPPING_FROM_CENTS / 100} euros` }),
  total: Type.String({ description: 'subtotal + shipping, VAT included (TTC)' }),
  totalExclVat: Type.String({ description: 'total without VAT (HT)' }),
  vat: Type.String({ description: `the VAT (${VAT_RATE_PERCENT} %) included in the total` }),
}, { title: 'CartTotals' });
export type CartTotals = Static<typeof CartTotals>;

export const Cart = Type.Object({
  items: Type.Array(CartLine, { description: 'oldest first; a product deleted from the data list is left out' }),
  count: Type.Integer({ description: 'how many articles (the sum of the quantities)' }),
  totals: CartTotals,
}, { title: 'Cart' });
export type Cart = Static<typeof Cart>;

const Quantity = Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY });

export const CartAdd = Type.Object(
  { productId: Id(), quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY, description: 'added to what the cart holds (1 when absent); the sum may not pass ' + CART_MAX_QUANTITY })) },
  { additionalProperties: false },
);
export type CartAdd = Static<typeof CartAdd>;
export const CartUpdate = Type.Object({ productId: Id(), quantity: Quantity }, { additionalProperties: false });
export type CartUpdate = Static<typeof CartUpdate>;
export const ProductRef = Type.Object({ productId: Id() }, { additionalProperties: false });
export type ProductRef = Static<typeof ProductRef>;

export const Wishlist = Type.Object({
  items: Type.Array(Product, { description: 'the products in the wish list, latest added first' }),
}, { title: 'Wishlist' });
export type Wishlist = Static<typeof Wishlist>;

export const WishlistToggled = Type.Object({
  productId: Type.Integer(),
  inWishlist: Type.Boolean({ description: 'whether the product is in the wish list now' }),
  items: Type.Array(Product),
});
export type WishlistToggled = Static<typeof WishlistToggled>;

export const MovedToCart = Type.Object({ cart: Cart, wishlist: Wishlist });
export type MovedToCart = Static<typeof MovedToCart>;

const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });

/*
 * The postal code, phone and card fields are bounded texts here; their rules (checkoutProblems
 * below) are the BFF's, so that a refused value is a 400 naming its field with a French message,
 * and so that the form shows the same rules.
 */
export const ShippingAddress = Type.Object(
  {
    name: text(100, 'first and last name'),
    street: text(200),
    postalCode: Type.String({ maxLength: 10, pattern: REQUIRED_POSTAL_CODE_PATTERN, description: 'French postal code: 5 digits', examples: ['75002'] }),
    city: text(100),
    phone: Type.String({ maxLength: 20, description: 'a French number: 0X XX XX XX XX or +33 X XX XX XX XX' }),
  },
  { additionalProperties: false },
);
export type ShippingAddress = Static<typeof ShippingAddress>;

export const PaymentCard = Type.Object(
  {
    holder: text(100, 'the name on the card'),
    cardNumber: Type.String({ maxLength: 23, description: '12 to 19 digits (spaces and dashes allowed), checked with the Luhn checksum; never stored nor logged' }),
    expiry: Type.String({ maxLength: 5, description: 'MM/YY, this month or later' }),
    cvc: Type.String({ maxLength: 4, description: '3 or 4 digits; never stored nor logged' }),
  },
  { additionalProperties: false },
);
export type PaymentCard = Static<typeof PaymentCard>;

const REQUIRED_POSTAL_CODE = new RegExp(REQUIRED_POSTAL_CODE_PATTERN, 'u');

/** What is wrong with an address, by field: the rule broken (an i18n key of the form, shop.form.errors.*). */
export function addressProblems(address: ShippingAddress): Partial<Record<keyof ShippingAddress, 'postalCode' | 'phone'>> {
  const problems: Partial<Record<keyof ShippingAddress, 'postalCode' | 'phone'>> = {};
  if (!REQUIRED_POSTAL_CODE.test(address.postalCode)) problems.postalCode = 'postalCode';
  if (!isFrenchPhone(address.phone)) problems.phone = 'phone';
  return problems;
}

export type PaymentRule = 'cardNumber' | 'expiry' | 'expiryPast' | 'cvc';

/** What is wrong with a card, by field (Luhn, MM/YY not past, CVC of 3 or 4 digits). */
export function paymentProblems(payment: PaymentCard, now: Date = new Date()): Partial<Record<keyof PaymentCard, PaymentRule>> {
  const problems: Partial<Record<keyof PaymentCard, PaymentRule>> = {};
  if (!isValidCardNumber(payment.cardNumber)) problems.cardNumber = 'cardNumber';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(payment.expiry.trim())) problems.expiry = 'expiry';
  else if (!isFutureExpiry(payment.expiry, now)) problems.expiry = 'expiryPast';
  if (!/^\d{3,4}$/.test(payment.cvc.trim())) problems.cvc = 'cvc';
  return problems;
}

export const CheckoutBody = Type.Object({ address: ShippingAddress, payment: PaymentCard }, { additionalProperties: false });
export type CheckoutBody = Static<typeof CheckoutBody>;

export const OrderSummary = Type.Object({
  orderId: Type.String({ description: 'e.g. CMD-000001, per user' }),
  placedAt: Type.String({ format: 'date-time' }),
  items: Type.Array(CartLine),
  count: Type.Integer(),
  totals: CartTotals,
  address: ShippingAddress,
  payment: Type.Object({
    holder: Type.String(),
    brand: OneOf(CARD_BRANDS),
    last4: Type.String({ pattern: '^[0-9]{4}$', description: 'the only digits of the card kept' }),
  }),
});
export type OrderSummary = Static<typeof OrderSummary>;
