/** What the dashboards draw, computed from the API's answers (pure: unit-tested in test/client). */
import { ORDER_STATUSES, PRODUCT_CATEGORIES, type OrderStatus, type Product, type ProductCategory } from '@shared/schemas/demo-datalist';
import type { Dashboard, ServiceCounts, StaffRow } from '@shared/schemas/statistics';
import { SERVICE_CODES } from '@shared/services';

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

/** Services of the contracts created in the year, whatever their state. */
export function servicesOfYear(pies: Dashboard['pies']): ServiceCounts {
  return Object.fromEntries(SERVICE_CODES.map((code) => [code, pies.waiting[code] + pies.running[code] + pies.ended[code]])) as ServiceCounts;
}

/** A staff member's contracts created in the year, and their amount in cents. */
export function staffTotals(row: StaffRow): { contracts: number; cents: number } {
  return { contracts: row.waiting + row.running + row.ended, cents: row.waitingCents + row.runningCents + row.endedCents };
}

/** The staff with the largest amounts first (then by name), without those who created nothing; at most `top`. */
export function topStaff(rows: readonly StaffRow[], top = 5): Array<StaffRow & { contracts: number; cents: number }> {
  return rows
    .map((row) => ({ ...row, ...staffTotals(row) }))
    .filter((row) => row.contracts > 0)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, 'fr'))
    .slice(0, top);
}

/** '40 k€': axis ticks, cents in. */
export function compactEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 0 }).format(cents / 100);
}

/**
 * A year's monthly values, null for the months still to come (this year's later months, every
 * month of a later year): a chart stops at today instead of falling to 0.
 */
export function pastMonths(values: readonly number[], year: number, today = new Date()): Array<number | null> {
  const last = year < today.getFullYear() ? 12 : year > today.getFullYear() ? 0 : today.getMonth() + 1;
  return values.map((value, i) => (i < last ? value : null));
}
