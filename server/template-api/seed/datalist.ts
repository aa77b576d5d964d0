/** The data list's seed: the products every user starts from (a fresh copy each time). */
import { normalisePopularity, type OrderStatus, type Product, type ProductCategory } from '../../../shared/schemas/template-datalist.js';

const CATEGORY_COLOURS: Record<ProductCategory, string> = {
  Audio: '#7367f0',
  Informatique: '#00cfe8',
  Sport: '#28c76f',
  Maison: '#ff9f43',
  Bureau: '#82868b',
  Livres: '#ea5455',
};

/** A small square SVG placeholder: the category's colour and the product's initial, as a data: URI (the CSP allows data: images). */
export function placeholderImage(name: string, category: ProductCategory): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="16" fill="${CATEGORY_COLOURS[category]}"/>` +
    `<text x="60" y="78" font-family="sans-serif" font-size="52" font-weight="600" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ROWS: Array<[string, ProductCategory, string, OrderStatus, number]> = [
  ['Casque audio sans fil', 'Audio', '129.90', 'delivered', 97],
  ['Enceinte Bluetooth étanche', 'Audio', '59.99', 'pending', 83],
  ['Écouteurs à réduction de bruit', 'Audio', '199.00', 'on hold', 61],
  ['Platine vinyle', 'Audio', '249.00', 'canceled', 38],
  ['Ordinateur portable 14 pouces', 'Informatique', '899.00', 'delivered', 88],
  ['Écran 27 pouces', 'Informatique', '279.90', 'pending', 74],
  ['Clavier mécanique', 'Informatique', '89.50', 'delivered', 55],
  ['Souris ergonomique', 'Informatique', '39.90', 'on hold', 54],
  ['Disque SSD 1 To', 'Informatique', '79.99', 'canceled', 35],
  ['Webcam Full HD', 'Informatique', '49.00', 'pending', 34],
  ['Tapis de yoga', 'Sport', '24.90', 'delivered', 76],
  ['Haltères réglables', 'Sport', '119.00', 'on hold', 47],
  ["Vélo d'appartement", 'Sport', '349.00', 'pending', 66],
  ['Montre connectée', 'Sport', '159.00', 'delivered', 91],
  ['Gourde isotherme', 'Sport', '19.90', 'canceled', 12],
  ['Cafetière à piston', 'Maison', '29.90', 'delivered', 58],
  ['Bouilloire électrique', 'Maison', '34.99', 'pending', 42],
  ['Robot pâtissier', 'Maison', '299.00', 'on hold', 80],
  ['Aspirateur sans fil', 'Maison', '219.00', 'delivered', 69],
  ['Chaise de bureau', 'Bureau', '189.00', 'pending', 71],
  ['Lampe de bureau LED', 'Bureau', '45.00', 'delivered', 27],
  ['Agenda 2026', 'Bureau', '14.50', 'canceled', 8],
  ['Stylo plume', 'Bureau', '32.00', 'on hold', 50],
  ['Guide pratique de la retraite', 'Livres', '22.00', 'delivered', 95],
  ['Roman policier', 'Livres', '8.90', 'pending', 44],
  ['Atlas du monde', 'Livres', '39.00', 'on hold', 20],
];

export function seedProducts(): Product[] {
  return ROWS.map(([name, category, price, order_status, popValue], index) => ({
    id: index + 1,
    order_status,
    name,
    category,
    price,
    popularity: normalisePopularity(popValue),
    img: placeholderImage(name, category),
  }));
}
