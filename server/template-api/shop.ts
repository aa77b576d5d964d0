/**
 * The e-commerce pages' cart and wish list per signed-in user, in the store (document
 * `user:<id>:demo-shop`), over the user's own data-list products (server/template-api/datalist.ts).
 * Prices are always read from the products, never from the client; totals are computed in cents.
 * Every refusal is thrown before anything is written, so a refused request changes nothing. The
 * card data of a checkout is checked and dropped: only its last four digits reach the answer.
 */
import type { Product } from '../../shared/schemas/template-datalist.js';
import {
  addressProblems,
  CART_MAX_QUANTITY,
  cardBrand,
  cartTotalsCents,
  centsText,
  paymentProblems,
  toCents,
  type Cart,
  type CartLine,
  type CheckoutBody,
  type OrderSummary,
  type Wishlist,
  type WishlistToggled,
} from '../../shared/schemas/template-shop.js';
import { HttpError } from '../http-error.js';
import { SHOP_POSTAL_CODE_MESSAGE } from '../schemas/rule-errors.js';
import type { Json, KeyValueStore } from '../store/store.js';
import { DataListStore } from './datalist.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-shop';

interface ShopDocument {
  /** oldest first */
  cart: Array<{ productId: number; quantity: number }>;
  /** latest added first */
  wishlist: number[];
  /** how many orders the user has placed (their order numbers) */
  orders: number;
}

const emptyDocument = (): ShopDocument => ({ cart: [], wishlist: [], orders: 0 });

function notFound(id: number): HttpError {
  return new HttpError(404, 'not_found', `Produit introuvable : ${id}.`);
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'invalid_request', message, field);
}

function cartOf(doc: ShopDocument, products: ReadonlyMap<number, Product>): Cart {
  const items: CartLine[] = [];
  const lines: Array<{ unitCents: number; quantity: number }> = [];
  for (const { productId, quantity } of doc.cart) {
    const product = products.get(productId);
    if (!product) continue;
    const unitCents = toCents(product.price);
    lines.push({ unitCents, quantity });
    items.push({
      productId,
      name: product.name,
      category: product.category,
      img: product.img,
      price: product.price,
      quantity,
      lineTotal: centsText(unitCents * quantity),
    });
  }
  const totals = cartTotalsCents(lines);
  return {
    items,
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      subtotal: centsText(totals.subtotal),
      shipping: centsText(totals.shipping),
      total: centsText(totals.total),
      totalExclVat: centsText(totals.totalExclVat),
      vat: centsText(totals.vat),
    },
  };
}

function wishlistOf(doc: ShopDocument, products: ReadonlyMap<number, Product>): Wishlist {
  return { items: doc.wishlist.flatMap((id) => products.get(id) ?? []) };
}

const RULE_MESSAGES: Record<string, string> = {
  postalCode: SHOP_POSTAL_CODE_MESSAGE,
  phone: 'Numéro de téléphone invalide : un numéro français, par exemple 06 12 34 56 78.',
  cardNumber: 'Numéro de carte invalide.',
  expiry: "Date d'expiration invalide : au format MM/AA, par exemple 08/29.",
  expiryPast: 'La carte est expirée.',
  cvc: 'Cryptogramme invalide : 3 ou 4 chiffres.',
};

/** The rules of shared/schemas/template-shop.ts, the address's first then the card's: the first refused field is a 400 naming it. */
function checkCheckout({ address, payment }: CheckoutBody, now: Date): void {
  const problems: Array<[string, string]> = [
    ...Object.entries(addressProblems(address)).map(([field, rule]): [string, string] => [`address.${field}`, rule]),
    ...Object.entries(paymentProblems(payment, now)).map(([field, rule]): [string, string] => [`payment.${field}`, rule]),
  ];
  const first = problems[0];
  if (first) throw invalid(first[0], RULE_MESSAGES[first[1]]);
}

export class ShopStore {
  private readonly products: DataListStore;

  constructor(private readonly store: KeyValueStore) {
    this.products = new DataListStore(store);
  }

  private async read(userId: string): Promise<ShopDocument> {
    return (await this.store.forUser(userId).get<ShopDocument & Json>(DOCUMENT)) ?? emptyDocument();
  }

  private write(userId: string, doc: ShopDocument): Promise<void> {
    return this.store.forUser(userId).set(DOCUMENT, doc as ShopDocument & Json);
  }

  /**
   * The user's document and products by id; the lines and wishes of products deleted from the data
   * list since are left out (and so dropped at the next write).
   */
  private async load(userId: string) {
    const [stored, all] = await Promise.all([this.read(userId), this.products.all(userId)]);
    const products = new Map(all.map((p) => [p.id, p]));
    const doc: ShopDocument = {
      ...stored,
      cart: stored.cart.filter((line) => products.has(line.productId)),
      wishlist: stored.wishlist.filter((id) => products.has(id)),
    };
    return { doc, products };
  }

  async cart(userId: string): Promise<Cart> {
    const { doc, products } = await this.load(userId);
    return cartOf(doc, products);
  }

  /** Adds `quantity` to the product's line (a new line at the end when absent); more than 99 in all is a 400. */
  async add(userId: string, productId: number, quantity: number): Promise<Cart> {
    const { doc, products } = await this.load(userId);
    if (!products.has(productId)) throw notFound(productId);
    const current = doc.cart.find((line) => line.productId === productId);
    const next = (current?.quantity ?? 0) + quantity;
    if (next > CART_MAX_QUANTITY) {
      throw invalid('quantity', `Au plus ${CART_MAX_QUANTITY} exemplaires d'un produit par commande (le panier en contient déjà ${current?.quantity ?? 0}).`);
    }
    const cart = current
      ? doc.cart.map((line) => (line.productId === productId ? { productId, quantity: next } : line))
      : [...doc.cart, { productId, quantity: next }];
    const updated = { ...doc, cart };
    await this.write(userId, updated);
    return cartOf(updated, products);
  }

  async update(userId: string, productId: number, quantity: number): Promise<Cart> {
    const { doc, products } = await this.load(userId);
    if (!doc.cart.some((line) => line.productId === productId)) throw notFound(productId);
    const updated = { ...doc, cart: doc.cart.map((line) => (line.productId === productId ? { productId, quantity } : line)) };
    await this.write(userId, updated);
    return cartOf(updated, products);
  }

  async remove(userId: string, productId: number): Promise<Cart> {
    const { doc, products } = await this.load(userId);
    if (!doc.cart.some((line) => line.productId === productId)) throw notFound(productId);
    const updated = { ...doc, cart: doc.cart.filter((line) => line.productId !== productId) };
    await this.write(userId, updated);
    return cartOf(updated, products);
  }

  async wishlist(userId: string): Promise<Wishlist> {
    const { doc, products } = await this.load(userId);
    return wishlistOf(doc, products);
  }

  /** In the list: out of it; otherwise: first in it. An unknown product is a 404. */
  async toggleWish(userId: string, productId: number): Promise<WishlistToggled> {
    const { doc, products } = await this.load(userId);
    if (!products.has(productId)) throw notFound(productId);
    const inWishlist = !doc.wishlist.includes(productId);
    const kept = doc.wishlist.filter((id) => id !== productId);
    const updated = { ...doc, wishlist: inWishlist ? [productId, ...kept] : kept };
    await this.write(userId, updated);
    return { productId, inWishlist, items: wishlistOf(updated, products).items };
  }

  /** One of the product into the cart, and out of the wish list; a product not in the wish list is a 404. */
  async moveToCart(userId: string, productId: number): Promise<{ cart: Cart; wishlist: Wishlist }> {
    const { doc, products } = await this.load(userId);
    if (!doc.wishlist.includes(productId)) throw notFound(productId);
    const current = doc.cart.find((line) => line.productId === productId);
    const next = (current?.quantity ?? 0) + 1;
    if (next > CART_MAX_QUANTITY) throw invalid('productId', `Le panier contient déjà ${CART_MAX_QUANTITY} exemplaires de ce produit.`);
    const cart = current
      ? doc.cart.map((line) => (line.productId === productId ? { productId, quantity: next } : line))
      : [...doc.cart, { productId, quantity: 1 }];
    const updated = { ...doc, cart, wishlist: doc.wishlist.filter((id) => id !== productId) };
    await this.write(userId, updated);
    return { cart: cartOf(updated, products), wishlist: wishlistOf(updated, products) };
  }

  /**
   * Checks the address and the card, then "places" the order: the answer is its summary, the cart
   * is emptied. An empty cart is a 409. The card number and CVC are never kept: the summary holds
   * the last four digits only.
   */
  async checkout(userId: string, body: CheckoutBody, now: Date = new Date()): Promise<OrderSummary> {
    checkCheckout(body, now);
    const { doc, products } = await this.load(userId);
    const cart = cartOf(doc, products);
    if (cart.items.length === 0) throw new HttpError(409, 'conflict', 'Le panier est vide : ajoutez un produit avant de commander.');
    const orders = doc.orders + 1;
    await this.write(userId, { ...doc, cart: [], orders });
    const digits = body.payment.cardNumber.replace(/\D+/g, '');
    const trim = (text: string) => text.trim().replace(/\s+/g, ' ');
    return {
      orderId: `CMD-${String(orders).padStart(6, '0')}`,
      placedAt: now.toISOString(),
      items: cart.items,
      count: cart.count,
      totals: cart.totals,
      address: {
        name: trim(body.address.name),
        street: trim(body.address.street),
        postalCode: body.address.postalCode.trim(),
        city: trim(body.address.city),
        phone: body.address.phone.trim(),
      },
      payment: { holder: trim(body.payment.holder), brand: cardBrand(digits), last4: digits.slice(-4) },
    };
  }
}
