/**
 * The data list's products per signed-in user, in the store (document `user:<id>:demo-datalist`):
 * a user without the document starts from the seed. Every refusal (unknown id, full list) is
 * thrown before anything is written, so a refused request changes nothing.
 */
import {
  DATALIST_MAX_PRODUCTS,
  normalisePopularity,
  priceText,
  type DataListPage,
  type Product,
  type ProductFields,
} from '../../shared/schemas/template-datalist.js';
import { HttpError } from '../http-error.js';
import type { Json, KeyValueStore } from '../store/store.js';
import { placeholderImage, seedProducts } from './seed/datalist.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-datalist';

interface DataListDocument {
  /** the id the next added product gets: ids are never reused, even after a delete */
  nextId: number;
  /** newest first */
  products: Product[];
}

function seedDocument(): DataListDocument {
  const products = seedProducts();
  return { nextId: products.length + 1, products };
}

/** Lower case without accents, so that "ecran" finds "Écran". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Spec §5: the filter matches name, category, price or order status, case-insensitively, anywhere in the text. */
export function productMatches(product: Product, q: string | undefined): boolean {
  const query = fold(q?.trim() ?? '');
  if (query === '') return true;
  const price = query.replace(',', '.');
  return [product.name, product.category, product.order_status].some((text) => fold(text).includes(query)) || product.price.includes(price);
}

function notFound(id: number): HttpError {
  return new HttpError(404, 'not_found', `Produit introuvable : ${id}.`);
}

/** The stored product for what a client sent: the BFF's id and popularity colour, the price as a text with two decimals. */
function toProduct(id: number, fields: ProductFields, currentImg: string | null): Product {
  return {
    id,
    order_status: fields.order_status,
    name: fields.name.trim(),
    category: fields.category,
    price: priceText(fields.price),
    popularity: normalisePopularity(fields.popularity.popValue),
    img: fields.img ?? currentImg ?? placeholderImage(fields.name, fields.category),
  };
}

export class DataListStore {
  constructor(private readonly store: KeyValueStore) {}

  private async read(userId: string): Promise<DataListDocument> {
    return (await this.store.forUser(userId).get<DataListDocument & Json>(DOCUMENT)) ?? seedDocument();
  }

  private write(userId: string, doc: DataListDocument): Promise<void> {
    return this.store.forUser(userId).set(DOCUMENT, doc as DataListDocument & Json);
  }

  async all(userId: string): Promise<Product[]> {
    return (await this.read(userId)).products;
  }

  async page(userId: string, page: number, perPage: number, q: string | undefined): Promise<DataListPage> {
    const found = (await this.all(userId)).filter((p) => productMatches(p, q));
    const start = (page - 1) * perPage;
    return { data: found.slice(start, start + perPage), totalPages: Math.ceil(found.length / perPage), total: found.length };
  }

  async add(userId: string, fields: ProductFields): Promise<Product> {
    const doc = await this.read(userId);
    if (doc.products.length >= DATALIST_MAX_PRODUCTS) {
      throw new HttpError(409, 'conflict', `La liste de démonstration compte déjà ${DATALIST_MAX_PRODUCTS} produits : supprimez-en avant d'en ajouter.`);
    }
    const product = toProduct(doc.nextId, fields, null);
    await this.write(userId, { nextId: doc.nextId + 1, products: [product, ...doc.products] });
    return product;
  }

  async update(userId: string, fields: ProductFields & { id: number }): Promise<Product> {
    const doc = await this.read(userId);
    const current = doc.products.find((p) => p.id === fields.id);
    if (!current) throw notFound(fields.id);
    const product = toProduct(current.id, fields, current.img);
    await this.write(userId, { ...doc, products: doc.products.map((p) => (p.id === product.id ? product : p)) });
    return product;
  }

  async remove(userId: string, id: number): Promise<Product> {
    const doc = await this.read(userId);
    const current = doc.products.find((p) => p.id === id);
    if (!current) throw notFound(id);
    await this.write(userId, { ...doc, products: doc.products.filter((p) => p.id !== id) });
    return current;
  }

  /** All or nothing: one unknown id and none is deleted. */
  async removeMany(userId: string, ids: number[]): Promise<number[]> {
    const doc = await this.read(userId);
    const known = new Set(doc.products.map((p) => p.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw notFound(unknown);
    const gone = new Set(ids);
    await this.write(userId, { ...doc, products: doc.products.filter((p) => !gone.has(p.id)) });
    return ids;
  }
}
