/** What the e-commerce dashboard draws, computed from the data list's products (pure: unit-tested in test/client). */
import { ORDER_STATUSES, PRODUCT_CATEGORIES, type OrderStatus, type Product, type ProductCategory } from '@shared/schemas/template-datalist';

/** "129.90" -> 12990 (a price the BFF did not write as a number counts as 0). */
export function priceCents(price: string): number {
  const value = Number(price);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export interface ShopFigures {
  orders: number;
  byStatus: Record<OrderStatus, number>;
  /** the delivered orders' prices added up, in cents */
  deliveredCents: number;
  /** the mean price of the orders that were not canceled, in cents (0 without any) */
  averageCents: number;
  /** per category, the prices of its orders by status, in cents */
  revenueByCategory: Record<ProductCategory, Record<OrderStatus, number>>;
  /** the most popular products first (then by name), at most `top` */
  popular: Product[];
}

const zeroStatuses = (): Record<OrderStatus, number> => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

/** The e-commerce dashboard's figures over the data list's products (each product is one order). */
export function shopFigures(products: readonly Product[], top = 5): ShopFigures {
  const byStatus = zeroStatuses();
  const revenueByCategory = Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, zeroStatuses()])) as ShopFigures['revenueByCategory'];
  let kept = 0;
  let keptCents = 0;
  for (const product of products) {
    const cents = priceCents(product.price);
    byStatus[product.order_status] += 1;
    revenueByCategory[product.category][product.order_status] += cents;
    if (product.order_status !== 'canceled') {
      kept += 1;
      keptCents += cents;
    }
  }
  const deliveredCents = products.filter((p) => p.order_status === 'delivered').reduce((sum, p) => sum + priceCents(p.price), 0);
  const popular = [...products].sort((a, b) => b.popularity.popValue - a.popularity.popValue || a.name.localeCompare(b.name, 'fr')).slice(0, top);
  return { orders: products.length, byStatus, deliveredCents, averageCents: kept > 0 ? Math.round(keptCents / kept) : 0, revenueByCategory, popular };
}
