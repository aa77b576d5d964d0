/**
 * The template's e-commerce pages (/api/ecommerce/*): each signed-in user's cart and wish list
 * over their own data-list products, and a pretend checkout that keeps no card data.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Cart,
  CartAdd,
  CartUpdate,
  CART_MAX_QUANTITY,
  CheckoutBody,
  MovedToCart,
  OrderSummary,
  ProductRef,
  Wishlist,
  WishlistToggled,
} from '../../../shared/schemas/template-shop.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { ShopStore } from '../../template-api/shop.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['E-commerce'];
const WRITE_ERRORS = errorAnswers(400, 401, 403, 404, 413, 415);

const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shop = new ShopStore(app.records);
  const userOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);

  app.get('/api/ecommerce/cart', {
    schema: {
      operationId: 'getCart', summary: "The caller's cart: its lines at the products' current prices, and the totals computed by the BFF", tags,
      response: { 200: Cart, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => shop.cart(userOf(request)));

  app.post('/api/ecommerce/cart/add', {
    schema: {
      operationId: 'addToCart',
      summary: `Add a product of the caller's data list to the cart (quantity 1 by default, at most ${CART_MAX_QUANTITY} of a product in all); answers the cart`,
      tags,
      body: CartAdd,
      response: { 200: Cart, ...WRITE_ERRORS },
    },
  }, async (request) => shop.add(userOf(request), request.body.productId, request.body.quantity ?? 1));

  app.post('/api/ecommerce/cart/update', {
    schema: {
      operationId: 'updateCartLine', summary: `Set the quantity (1 to ${CART_MAX_QUANTITY}) of a product in the cart; answers the cart`, tags,
      body: CartUpdate,
      response: { 200: Cart, ...WRITE_ERRORS },
    },
  }, async (request) => shop.update(userOf(request), request.body.productId, request.body.quantity));

  app.post('/api/ecommerce/cart/remove', {
    schema: {
      operationId: 'removeFromCart', summary: 'Take a product out of the cart; answers the cart', tags,
      body: ProductRef,
      response: { 200: Cart, ...WRITE_ERRORS },
    },
  }, async (request) => shop.remove(userOf(request), request.body.productId));

  app.get('/api/ecommerce/wishlist', {
    schema: {
      operationId: 'getWishlist', summary: "The caller's wish list: the products, latest added first", tags,
      response: { 200: Wishlist, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => shop.wishlist(userOf(request)));

  app.post('/api/ecommerce/wishlist/toggle', {
    schema: {
      operationId: 'toggleWishlist', summary: 'Put a product of the data list in the wish list, or take it out when it is there', tags,
      body: ProductRef,
      response: { 200: WishlistToggled, ...WRITE_ERRORS },
    },
  }, async (request) => shop.toggleWish(userOf(request), request.body.productId));

  app.post('/api/ecommerce/wishlist/move-to-cart', {
    schema: {
      operationId: 'moveWishToCart', summary: 'Move a product of the wish list into the cart (one more of it), in one step', tags,
      body: ProductRef,
      response: { 200: MovedToCart, ...WRITE_ERRORS },
    },
  }, async (request) => shop.moveToCart(userOf(request), request.body.productId));

  app.post('/api/ecommerce/checkout', {
    schema: {
      operationId: 'checkout',
      summary:
        'Place the order of the cart (demo: nothing is charged): checks the address (French postal code and phone) and the card (Luhn, expiry MM/YY not past, CVC); answers the order summary (the card\'s last 4 digits only) and empties the cart. An empty cart is a 409',
      tags,
      body: CheckoutBody,
      response: { 201: OrderSummary, ...errorAnswers(400, 401, 403, 409, 413, 415) },
    },
  }, async (request, reply) => reply.code(201).send(await shop.checkout(userOf(request), request.body)));
};

export default shopRoutes;
