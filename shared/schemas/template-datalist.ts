/**
 * The template's data list (spec §3 data-list product, §4 popularity colours, §7 /api/datalist/*):
 * sample products kept per signed-in user by the BFF.
 */
import { Type, type Static } from 'typebox';
import { Id, OneOf } from './common.js';

export const ORDER_STATUSES = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The categories a product may have (the side panel's select). */
export const PRODUCT_CATEGORIES = ['Audio', 'Informatique', 'Sport', 'Maison', 'Bureau', 'Livres'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const POPULARITY_COLORS = ['success', 'primary', 'warning', 'danger'] as const;
export type PopularityColor = (typeof POPULARITY_COLORS)[number];

export const DATALIST_DEFAULT_PER_PAGE = 4;
export const DATALIST_MAX_PER_PAGE = 100;
/** How many products one user may keep (a sample app, not a warehouse). */
export const DATALIST_MAX_PRODUCTS = 200;

/** Spec §4: 75 and above success, 55–74 primary, 35–54 warning, 0–34 danger. */
export function popularityColor(value: number): PopularityColor {
  if (value >= 75) return 'success';
  if (value >= 55) return 'primary';
  if (value >= 35) return 'warning';
  return 'danger';
}

/** A price as the BFF stores it (spec §3: a text): "69.99", whatever the client sent (69.9, "69,9"). */
export function priceText(raw: number | string): string {
  return Number(String(raw).replace(',', '.')).toFixed(2);
}

/** Spec §4: a value that is not a number from 0 to 100 is 0 (danger). */
export function normalisePopularity(raw: unknown): { popValue: number; color: PopularityColor } {
  const popValue = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= 100 ? raw : 0;
  return { popValue, color: popularityColor(popValue) };
}

export const Popularity = Type.Object({
  popValue: Type.Number({ minimum: 0, maximum: 100 }),
  color: OneOf(POPULARITY_COLORS, { description: 'computed by the BFF from popValue' }),
});

export const Product = Type.Object({
  id: Type.Integer(),
  order_status: OneOf(ORDER_STATUSES),
  name: Type.String(),
  category: OneOf(PRODUCT_CATEGORIES),
  price: Type.String({ description: 'euros, a text with two decimals, e.g. "69.99"' }),
  popularity: Popularity,
  img: Type.String({ description: 'a data:image URI' }),
}, { title: 'Product' });
export type Product = Static<typeof Product>;

/**
 * What a client sends as popularity: `popValue` may be any JSON value (the BFF stores a number from
 * 0 to 100 as is, anything else as 0, spec §4; the body limit bounds it); a `color` sent back is ignored.
 */
const PopularityInput = Type.Object(
  {
    popValue: Type.Unknown({ description: 'any JSON value: a number from 0 to 100 is stored as is, anything else as 0' }),
    color: Type.Optional(Type.String({ maxLength: 32, description: 'ignored: the BFF computes the colour' })),
  },
  { additionalProperties: false },
);

const productFields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  category: OneOf(PRODUCT_CATEGORIES),
  price: Type.Union(
    [
      Type.Number({ minimum: 0, maximum: 999_999.99 }),
      Type.String({ pattern: '^[0-9]{1,6}([.,][0-9]{1,2})?$' }),
    ],
    { description: 'euros: a number or a decimal text (69.99 or 69,99); stored as a text with two decimals ("69.99")' },
  ),
  order_status: OneOf(ORDER_STATUSES),
  popularity: PopularityInput,
  img: Type.Optional(
    Type.String({
      maxLength: 20_000,
      pattern: '^data:image/(png|jpeg|gif|webp|svg\\+xml)[;,]',
      description: 'a data:image URI; absent: a placeholder (add) or the current image (update)',
    }),
  ),
};

/** POST /api/datalist/add-data: the id is the BFF's, so the body has none. */
export const ProductAdd = Type.Object({ obj: Type.Object(productFields, { additionalProperties: false }) }, { additionalProperties: false });
export type ProductAdd = Static<typeof ProductAdd>;

/** POST /api/datalist/update-data: the whole product, by id. */
export const ProductUpdate = Type.Object(
  { obj: Type.Object({ id: Id(), ...productFields }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type ProductUpdate = Static<typeof ProductUpdate>;
export type ProductFields = Static<typeof ProductAdd>['obj'];

/** POST /api/datalist/delete-data. */
export const ProductDelete = Type.Object({ obj: Type.Object({ id: Id() }, { additionalProperties: false }) }, { additionalProperties: false });

/** POST /api/datalist/delete-selected: every id must exist, or nothing is deleted. */
export const ProductsDelete = Type.Object(
  { arr: Type.Array(Id(), { minItems: 1, maxItems: DATALIST_MAX_PRODUCTS, uniqueItems: true }) },
  { additionalProperties: false },
);

export const DataListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: DATALIST_MAX_PER_PAGE, default: DATALIST_DEFAULT_PER_PAGE })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'matches name, category, price or order status (case-insensitive)' })),
  },
  { additionalProperties: false },
);
export type DataListQuery = Static<typeof DataListQuery>;

export const DataListPage = Type.Object({
  data: Type.Array(Product),
  totalPages: Type.Integer({ description: '0 when nothing matches' }),
  total: Type.Integer({ description: 'how many products match' }),
});
export type DataListPage = Static<typeof DataListPage>;

export const ProductsDeleted = Type.Object({ deleted: Type.Array(Type.Integer()) });
