import useSWR, { mutate } from 'swr';
import type { Product } from '@shared/schemas/template-datalist';
import type { Cart, CheckoutBody, MovedToCart, OrderSummary, Wishlist, WishlistToggled } from '@shared/schemas/template-shop';
import { apiRequest } from '@/lib/api-client';

const PRODUCTS_PATH = 'api/datalist/initial-data';
const CART_PATH = 'api/ecommerce/cart';
const WISHLIST_PATH = 'api/ecommerce/wishlist';

/** GET api/datalist/initial-data: the user's products, the shop's catalogue (filtered, sorted and paged here). */
export function useCatalogue() {
  return useSWR<Product[]>(PRODUCTS_PATH);
}

/** GET api/ecommerce/cart: the lines at the current prices and the BFF's totals. */
export function useCart() {
  return useSWR<Cart>(CART_PATH);
}

/** GET api/ecommerce/wishlist. */
export function useWishlist() {
  return useSWR<Wishlist>(WISHLIST_PATH);
}

/** A write whose answer is the new cart (or wish list): shown at once; after a refusal, the stored truth is read again. */
async function write<T>(path: string, body: unknown, apply: (answer: T) => Promise<unknown>): Promise<T> {
  try {
    const answer = await apiRequest<T>(path, { method: 'POST', body });
    await apply(answer);
    return answer;
  } catch (error) {
    await Promise.all([mutate(CART_PATH), mutate(WISHLIST_PATH), mutate(PRODUCTS_PATH)]);
    throw error;
  }
}

const showCart = (cart: Cart) => mutate(CART_PATH, cart, { revalidate: false });

export const addToCart = (productId: number, quantity = 1) => write<Cart>('api/ecommerce/cart/add', { productId, quantity }, showCart);
export const updateCartLine = (productId: number, quantity: number) => write<Cart>('api/ecommerce/cart/update', { productId, quantity }, showCart);
export const removeFromCart = (productId: number) => write<Cart>('api/ecommerce/cart/remove', { productId }, showCart);

export const toggleWish = (productId: number) =>
  write<WishlistToggled>('api/ecommerce/wishlist/toggle', { productId }, (answer) => mutate(WISHLIST_PATH, { items: answer.items }, { revalidate: false }));

export const moveToCart = (productId: number) =>
  write<MovedToCart>('api/ecommerce/wishlist/move-to-cart', { productId }, (answer) =>
    Promise.all([showCart(answer.cart), mutate(WISHLIST_PATH, answer.wishlist, { revalidate: false })]),
  );

/** POST api/ecommerce/checkout -> 201 the order summary; the cart is then empty. */
export const placeOrder = (body: CheckoutBody) => write<OrderSummary>('api/ecommerce/checkout', body, () => mutate(CART_PATH));
