// What the template's dashboards draw, from the API's answers: the shop's orders (data list), the
// year's months up to today, the services of the year and the staff's ranking (statistics).
import t from 'tap';
import type { OrderStatus, Product, ProductCategory } from '@shared/schemas/template-datalist';
import type { StaffRow } from '@shared/schemas/statistics';
import { priceCents, shopFigures } from '@/template/apps/dashboards/shop-figures';
import { pastMonths, servicesOfYear, topStaff } from '@/template/kit/year-figures';

let nextId = 1;
function product(name: string, category: ProductCategory, price: string, order_status: OrderStatus, popValue: number): Product {
  return { id: nextId++, name, category, price, order_status, popularity: { popValue, color: 'success' }, img: 'data:image/png;base64,' };
}

t.test('prices in cents', async (t) => {
  t.equal(priceCents('129.90'), 12990);
  t.equal(priceCents('0.10'), 10);
  t.equal(priceCents('19.99'), 1999, 'no floating-point drift');
  t.equal(priceCents('abc'), 0);
});

t.test('the shop’s figures: orders by status, delivered sales, mean basket, amounts by category, most popular', async (t) => {
  const products = [
    product('Casque', 'Audio', '100.00', 'delivered', 90),
    product('Enceinte', 'Audio', '50.50', 'pending', 40),
    product('Clavier', 'Informatique', '80.00', 'delivered', 60),
    product('Gourde', 'Sport', '20.00', 'canceled', 95),
    product('Lampe', 'Maison', '30.00', 'on hold', 60),
  ];
  const figures = shopFigures(products, 3);
  t.equal(figures.orders, 5);
  t.same(figures.byStatus, { 'on hold': 1, delivered: 2, canceled: 1, pending: 1 });
  t.equal(figures.deliveredCents, 18000, 'delivered orders only');
  t.equal(figures.averageCents, Math.round((10000 + 5050 + 8000 + 3000) / 4), 'canceled orders aside');
  t.same(figures.revenueByCategory.Audio, { 'on hold': 0, delivered: 10000, canceled: 0, pending: 5050 });
  t.same(figures.revenueByCategory.Sport, { 'on hold': 0, delivered: 0, canceled: 2000, pending: 0 });
  t.same(figures.revenueByCategory.Livres, { 'on hold': 0, delivered: 0, canceled: 0, pending: 0 }, 'every category, even without orders');
  t.same(figures.popular.map((p) => p.name), ['Gourde', 'Casque', 'Clavier'], 'by popularity, then by name (Clavier before Lampe)');

  const none = shopFigures([]);
  t.equal(none.orders, 0);
  t.equal(none.averageCents, 0, 'no division by zero');
  t.same(none.popular, []);
});

t.test('a year’s months stop at today', async (t) => {
  const values = Array.from({ length: 12 }, (_, i) => i + 1);
  const today = new Date(2026, 10, 23); // 23 November 2026
  t.same(pastMonths(values, 2026, today), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, null], 'this year: up to this month');
  t.same(pastMonths(values, 2025, today), values, 'a past year: every month');
  t.same(pastMonths(values, 2027, today), Array(12).fill(null), 'a later year: none');
  t.same(pastMonths(values, 2026, new Date(2026, 0, 1)), [1, ...Array(11).fill(null)], 'on 1 January: January only');
});

t.test('the services of the year, whatever the contracts’ state', async (t) => {
  const counts = (n: number) => ({ CH: n, SIMU: 2 * n, AR: 0, TFD: 1, ACTU: 0, RAC: 3 });
  t.same(servicesOfYear({ waiting: counts(1), running: counts(2), ended: counts(3) }), { CH: 6, SIMU: 12, AR: 0, TFD: 3, ACTU: 0, RAC: 9 });
});

t.test('the staff ranking: largest amount first, nobody without a contract', async (t) => {
  const row = (id: number, name: string, waiting: number, running: number, ended: number, cents: number): StaffRow => ({
    id,
    name,
    role: 'Consultant',
    waiting,
    running,
    ended,
    waitingCents: cents,
    runningCents: cents,
    endedCents: cents,
  });
  const rows = [row(1, 'Zoé', 1, 0, 0, 100), row(2, 'Anne', 0, 0, 0, 0), row(3, 'Bruno', 1, 1, 1, 300), row(4, 'Alice', 0, 1, 0, 100)];
  const top = topStaff(rows, 2);
  t.same(top.map((r) => [r.name, r.contracts, r.cents]), [['Bruno', 3, 900], ['Alice', 1, 300]], 'ties by name; at most 2');
  t.equal(topStaff(rows).length, 3, 'Anne created nothing');
});
